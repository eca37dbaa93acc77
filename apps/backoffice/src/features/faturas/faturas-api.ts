import type {
  CancelamentoInput,
  Client,
  CreateFaturaInput,
  EstornoInput,
  Fatura,
  FaturaList,
  FaturaListItem,
  FaturaTotals,
  faturaListQuerySchema,
  GeracaoMensalResult,
  HistoryEntry,
  ListFilters,
  PagamentoInput,
  UpdateFaturaInput,
} from '@siao/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export { saveBlob } from '../../lib/api';

/** The list's query, as the API's schema reads it. */
export type FaturaFilters = ListFilters<typeof faturaListQuerySchema>;

export const faturaKeys = {
  all: ['faturas'] as const,
  list: (f: FaturaFilters) => [...faturaKeys.all, 'list', f] as const,
  totals: (clientId?: string) => [...faturaKeys.all, 'totals', clientId ?? ''] as const,
  detail: (id: string) => [...faturaKeys.all, 'detail', id] as const,
  clients: (q: string) => ['faturas-client-options', q] as const,
};

/** The list keeps `total_capped` next to `data`, `page`, `limit` and `total`. */
const fetchFaturas = async (f: FaturaFilters) =>
  (await api.getPage<FaturaListItem>('faturas', { query: { ...f } })) as FaturaList;
const fetchFatura = (id: string) => api.get<Fatura>(`faturas/${id}`);

export function useFaturas(f: FaturaFilters) {
  return useQuery({
    queryKey: faturaKeys.list(f),
    queryFn: () => fetchFaturas(f),
    placeholderData: keepPreviousData,
  });
}

export function useFaturaTotals(clientId?: string) {
  return useQuery({
    queryKey: faturaKeys.totals(clientId),
    queryFn: () => api.get<FaturaTotals>('faturas/totais', { query: { client_id: clientId } }),
  });
}

export function useFatura(id: string | null) {
  return useQuery({
    queryKey: faturaKeys.detail(id ?? ''),
    queryFn: () => fetchFatura(id ?? ''),
    enabled: !!id,
  });
}

/** Client options for the pickers (the clients feature owns the screen; this is just the lookup). */
export function useClientOptions(q: string) {
  return useQuery({
    queryKey: faturaKeys.clients(q),
    queryFn: () =>
      api.getPage<{ id: string; legal_name: string; status: string }>('clients', {
        query: { q: q || undefined, limit: 20, status: 'ativo' },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The client a fatura is for: its name at the top of the form, its due day for the due date. */
export function useFaturaClient(id: string) {
  return useQuery({
    queryKey: ['faturas-client', id],
    queryFn: () => api.get<Client>(`clients/${id}`),
    enabled: !!id,
  });
}

function useInvalidating<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: faturaKeys.all }) });
}

export const useCreateFatura = () =>
  useInvalidating((input: CreateFaturaInput) => api.post<Fatura>('faturas', input));
export const useUpdateFatura = (id: string) =>
  useInvalidating((input: UpdateFaturaInput) => api.put<Fatura>(`faturas/${id}`, input));
export const usePayFatura = (id: string) =>
  useInvalidating((input: PagamentoInput) => api.post<Fatura>(`faturas/${id}/pagamento`, input));
export const useCancelFatura = (id: string) =>
  useInvalidating((input: CancelamentoInput) => api.post<Fatura>(`faturas/${id}/cancelamento`, input));
export const useReversePayment = (id: string) =>
  useInvalidating((input: EstornoInput) => api.post<Fatura>(`faturas/${id}/estorno`, input));
/** The fatura's "Histórico" tab (its audit records, newest first). */
export function useFaturaHistory(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...faturaKeys.all, 'history', id, page],
    queryFn: () => api.getPage<HistoryEntry>(`faturas/${id}/history`, { query: { page, limit: 20 } }),
    enabled,
  });
}
export const useEmailFatura = (id: string) =>
  useMutation({ mutationFn: () => api.post<{ enviado_para: string }>(`faturas/${id}/email`) });
export const useMonthlyGeneration = () =>
  useInvalidating((competencia: string) =>
    api.post<GeracaoMensalResult>('faturas/geracao-mensal', { competencia }),
  );
