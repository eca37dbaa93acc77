import type {
  DocumentLink,
  LearnerDocument,
  LearningDocument,
  LearningDocumentMeta,
  ListFilters,
  learningDocumentListQuerySchema,
} from '@siao/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { learningKeys } from './learning-api';

/** SiãoSeg documents (superadmin screen, step picker) and the learner's document step. */
const keys = {
  all: [...learningKeys.all, 'documents'] as const,
  list: (f: object) => [...learningKeys.all, 'documents', f] as const,
  mine: (stepId: string) => [...learningKeys.all, 'me', 'document', stepId] as const,
};

/** The list's query, as the API's schema reads it. */
export type LearningDocumentFilters = ListFilters<typeof learningDocumentListQuerySchema>;

export const useLearningDocuments = (f: LearningDocumentFilters, enabled = true) =>
  useQuery({
    queryKey: keys.list(f),
    queryFn: () =>
      api.getPage<LearningDocument>('learning/documents', { query: { ...f, q: f.q || undefined } }),
    placeholderData: keepPreviousData,
    enabled,
  });

function formOf(fields: Record<string, string | null | undefined>, file: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.set(name, value);
  form.set('file', file);
  return form;
}

function useDocumentsMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }) });
}

const UPLOAD_TIMEOUT_MS = 300_000;
export const useCreateLearningDocument = () =>
  useDocumentsMutation((a: { meta: LearningDocumentMeta; file: File }) =>
    api.post<LearningDocument>(
      'learning/documents',
      formOf({ title: a.meta.title, description: a.meta.description }, a.file),
      { timeoutMs: UPLOAD_TIMEOUT_MS },
    ),
  );
export const useUpdateLearningDocument = () =>
  useDocumentsMutation((a: { id: string; meta: LearningDocumentMeta }) =>
    api.put<LearningDocument>(`learning/documents/${a.id}`, a.meta),
  );
export const useAddLearningVersion = () =>
  useDocumentsMutation((a: { id: string; file: File; note?: string }) =>
    api.post<LearningDocument>(`learning/documents/${a.id}/versions`, formOf({ note: a.note }, a.file), {
      timeoutMs: UPLOAD_TIMEOUT_MS,
    }),
  );
export const useDeleteLearningDocument = () =>
  useDocumentsMutation((id: string) => api.delete(`learning/documents/${id}`));

export async function openLearningDocument(id: string) {
  const link = await api.get<DocumentLink>(`learning/documents/${id}/link`);
  window.open(link.url, '_blank', 'noopener');
}

export const useMyDocument = (stepId: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.mine(stepId),
    queryFn: () => api.get<LearnerDocument>(`learning/me/steps/${stepId}/document`),
    enabled,
    // the links are short-lived: fetch fresh ones each time the reader opens
    staleTime: 0,
    gcTime: 0,
  });
