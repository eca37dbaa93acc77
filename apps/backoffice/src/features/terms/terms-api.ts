import type {
  CreateTermsInput,
  DocumentHistoryEntry,
  ListFilters,
  PendingTerms,
  TermsAcceptanceRow,
  TermsDetail,
  TermsSummary,
  termsListQuerySchema,
  UpdateTermsInput,
} from '@siao/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The list's query, as the API's schema reads it. */
export type TermsFilters = ListFilters<typeof termsListQuerySchema>;

const termsKeys = {
  all: ['terms'] as const,
  list: (f: TermsFilters) => [...termsKeys.all, 'list', f] as const,
  detail: (id: string) => [...termsKeys.all, 'detail', id] as const,
  version: (id: string, version: number) => [...termsKeys.all, 'detail', id, 'version', version] as const,
  acceptances: (id: string, page: number, version: number | null) =>
    [...termsKeys.all, 'detail', id, 'acceptances', page, version] as const,
  history: (id: string) => [...termsKeys.all, 'detail', id, 'history'] as const,
  /** the signed-in user's pending terms (the blocking modal) */
  pending: () => ['me', 'pending-terms'] as const,
};

export function useTermsList(f: TermsFilters) {
  return useQuery({
    queryKey: termsKeys.list(f),
    queryFn: () => api.getPage<TermsSummary>('terms', { query: { ...f } }),
    placeholderData: keepPreviousData,
  });
}

export function useTerms(id: string | null) {
  return useQuery({
    queryKey: termsKeys.detail(id ?? ''),
    queryFn: () => api.get<TermsDetail>(`terms/${id}`),
    enabled: !!id,
  });
}

export function useTermsVersion(id: string, version: number | null) {
  return useQuery({
    queryKey: termsKeys.version(id, version ?? 0),
    queryFn: () => api.get<{ content_html: string; content_hash: string }>(`terms/${id}/versions/${version}`),
    enabled: version !== null,
    staleTime: Number.POSITIVE_INFINITY, // published versions never change
  });
}

export function useAcceptances(id: string, page: number, version: number | null) {
  return useQuery({
    queryKey: termsKeys.acceptances(id, page, version),
    queryFn: () =>
      api.getPage<TermsAcceptanceRow>(`terms/${id}/acceptances`, {
        query: { page, limit: 20, version: version ?? undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTermsHistory(id: string) {
  return useQuery({
    queryKey: termsKeys.history(id),
    queryFn: () => api.get<DocumentHistoryEntry[]>(`terms/${id}/history`),
  });
}

function useTermsMutation<TArgs>(fn: (args: TArgs) => Promise<TermsDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      client.invalidateQueries({ queryKey: termsKeys.all });
      client.invalidateQueries({ queryKey: termsKeys.pending() });
    },
  });
}

export const useCreateTerms = () =>
  useTermsMutation((input: CreateTermsInput) => api.post<TermsDetail>('terms', input));
export const useUpdateTerms = () =>
  useTermsMutation((a: { id: string; input: UpdateTermsInput }) =>
    api.put<TermsDetail>(`terms/${a.id}`, a.input),
  );
export const usePublishTerms = () =>
  useTermsMutation((a: { id: string; html: string }) =>
    api.post<TermsDetail>(`terms/${a.id}/publish`, { content_html: a.html }),
  );
export function useDeleteTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`terms/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: termsKeys.all }),
  });
}

export function usePendingTerms(enabled: boolean) {
  return useQuery({
    queryKey: termsKeys.pending(),
    queryFn: () => api.get<PendingTerms[]>('me/pending-terms'),
    enabled,
    staleTime: 60_000,
    // a new version published while the user works is asked for at the next focus
    refetchOnWindowFocus: true,
  });
}

export function useAcceptTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (t: PendingTerms) =>
      api.post(`${t.product}/users/add-terms-accepted`, { terms_id: t.terms_id, version: t.version }),
    onSuccess: () => client.invalidateQueries({ queryKey: termsKeys.pending() }),
  });
}
