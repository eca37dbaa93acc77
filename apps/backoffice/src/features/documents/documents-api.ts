import type {
  DocumentDetail,
  DocumentHistoryEntry,
  DocumentLink,
  DocumentMetaInput,
  DocumentSummary,
  documentListQuerySchema,
  ListFilters,
} from '@siao/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The list's query, as the API's schema reads it. */
export type DocumentFilters = ListFilters<typeof documentListQuerySchema>;

export const documentKeys = {
  all: ['documents'] as const,
  list: (f: DocumentFilters) => [...documentKeys.all, 'list', f] as const,
  detail: (id: string) => [...documentKeys.all, 'detail', id] as const,
  history: (id: string) => [...documentKeys.all, 'history', id] as const,
  categories: () => [...documentKeys.all, 'categories'] as const,
  clients: (q: string) => ['documents-clients', q] as const,
};

const fetchDocuments = (f: DocumentFilters) =>
  api.getPage<DocumentSummary>('documents', { query: { ...f, trash: f.trash ? 'true' : undefined } });
const fetchDocument = (id: string) => api.get<DocumentDetail>(`documents/${id}`);
/** Documents whose files include one with this SHA-256 (staff; the trash included). */
export const fetchDocumentsByHash = (sha256: string) =>
  api.get<DocumentSummary[]>(`documents/by-hash/${sha256}`);
export const fetchDocumentLink = (id: string, version?: number) =>
  api.get<DocumentLink>(`documents/${id}/link`, { query: { version } });

/** Metadata + file as multipart (the server checks the type by content). */
function formOf(meta: DocumentMetaInput | null, file: File, note?: string): FormData {
  const form = new FormData();
  if (meta) {
    form.set('title', meta.title);
    form.set('category', meta.category);
    if (meta.description) form.set('description', meta.description);
    form.set('visibility', meta.visibility);
    for (const id of meta.client_ids ?? []) form.append('client_ids', id);
  }
  if (note) form.set('note', note);
  form.set('file', file);
  return form;
}

export function useDocuments(f: DocumentFilters) {
  return useQuery({
    queryKey: documentKeys.list(f),
    queryFn: () => fetchDocuments(f),
    placeholderData: keepPreviousData,
  });
}

export function useDocument(id: string | null) {
  return useQuery({
    queryKey: documentKeys.detail(id ?? ''),
    queryFn: () => fetchDocument(id!),
    enabled: !!id,
  });
}

export function useDocumentHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.history(id),
    queryFn: () => api.get<DocumentHistoryEntry[]>(`documents/${id}/history`),
    enabled,
  });
}

export function useDocumentCategories() {
  return useQuery({
    queryKey: documentKeys.categories(),
    queryFn: () => api.get<string[]>('documents/categories'),
  });
}

/** Clients for the 'clientes escolhidos' picker (GET /api/clients, searched on the server). */
export function useClientOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.clients(q),
    queryFn: async () => {
      const page = await api.getPage<{ id: string; legal_name: string; trade_name: string | null }>(
        'clients',
        {
          query: { q: q || undefined, limit: 50, status: 'ativo' },
        },
      );
      return page.data.map((c) => ({ value: c.id, label: c.trade_name || c.legal_name }));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useInvalidating<TArgs, TResult = unknown>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export const useCreateDocument = () =>
  useInvalidating((a: { meta: DocumentMetaInput; file: File }) =>
    api.post<DocumentDetail>('documents', formOf(a.meta, a.file), { timeoutMs: 300_000 }),
  );
export const useAddVersion = () =>
  useInvalidating((a: { id: string; file: File; note?: string }) =>
    api.post<DocumentDetail>(`documents/${a.id}/versions`, formOf(null, a.file, a.note), {
      timeoutMs: 300_000,
    }),
  );
export const useUpdateDocument = () =>
  useInvalidating((a: { id: string; meta: DocumentMetaInput }) =>
    api.put<DocumentDetail>(`documents/${a.id}`, a.meta),
  );
export const useTrashDocument = () => useInvalidating((id: string) => api.delete(`documents/${id}`));
export const useRestoreDocument = () => useInvalidating((id: string) => api.post(`documents/${id}/restore`));
export const usePurgeDocument = () =>
  useInvalidating((id: string) => api.delete(`documents/${id}/permanent`));
