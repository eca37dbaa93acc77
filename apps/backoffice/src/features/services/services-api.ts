import type {
  Client,
  CnibAlert,
  CnibBatch,
  CnibBatchInput,
  CnibConsultation,
  CnibConsultInput,
  CnibCredentialsInput,
  CnibCredentialsStatus,
  CnibRecheck,
  CnibVerification,
  CnibWatch,
  CnibWatchInput,
  cnibListQuerySchema,
  ListFilters,
  ServiceOverview,
} from '@siao/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export { saveBlob } from '../../lib/api';

/** The list's query, as the API's schema reads it. */
export type CnibFilters = ListFilters<typeof cnibListQuerySchema>;

const serviceKeys = {
  all: ['services'] as const,
  overview: () => [...serviceKeys.all, 'overview'] as const,
  credentials: (clientId?: string) => [...serviceKeys.all, 'cnib-credentials', clientId ?? ''] as const,
  consultations: (f: CnibFilters) => [...serviceKeys.all, 'cnib-consultations', f] as const,
  verification: (code: string) => ['cnib-verification', code] as const,
  batch: (id: string) => [...serviceKeys.all, 'cnib-batch', id] as const,
  watches: (clientId?: string) => [...serviceKeys.all, 'cnib-watches', clientId ?? ''] as const,
  alerts: (clientId?: string) => [...serviceKeys.all, 'cnib-alerts', clientId ?? ''] as const,
};

export const useServicesOverview = () =>
  useQuery({ queryKey: serviceKeys.overview(), queryFn: () => api.get<ServiceOverview[]>('services') });

/** The client staff act for (its products say whether it contracted the service). */
export const useServiceClient = (clientId: string | undefined) =>
  useQuery({
    queryKey: ['client', clientId ?? ''],
    queryFn: () => api.get<Client>(`clients/${clientId}`),
    enabled: !!clientId,
  });

export const useCnibCredentials = (clientId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: serviceKeys.credentials(clientId),
    queryFn: () =>
      api.get<CnibCredentialsStatus>('services/cnib/credentials', { query: { client_id: clientId } }),
    enabled,
  });

export const useCnibConsultations = (f: CnibFilters, enabled: boolean) =>
  useQuery({
    queryKey: serviceKeys.consultations(f),
    queryFn: () => api.getPage<CnibConsultation>('services/cnib/consultas', { query: { ...f } }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Polls once a second until the batch is done (live progress). */
export const useCnibBatch = (id: string | null) =>
  useQuery({
    queryKey: serviceKeys.batch(id ?? ''),
    queryFn: () => api.get<CnibBatch>(`services/cnib/lotes/${id}`),
    enabled: !!id,
    refetchInterval: (q) => (q.state.data?.status === 'concluido' ? false : 1000),
  });

export const useCnibWatches = (clientId?: string) =>
  useQuery({
    queryKey: serviceKeys.watches(clientId),
    queryFn: () => api.get<CnibWatch[]>('services/cnib/monitoramento', { query: { client_id: clientId } }),
  });

export const useCnibAlerts = (clientId?: string) =>
  useQuery({
    queryKey: serviceKeys.alerts(clientId),
    queryFn: () => api.get<CnibAlert[]>('services/cnib/alertas', { query: { client_id: clientId } }),
  });

export const useCnibVerification = (code: string) =>
  useQuery({
    queryKey: serviceKeys.verification(code),
    queryFn: () => api.get<CnibVerification>(`public/cnib/verificacao/${code}`),
    retry: false,
  });

function useInvalidating<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

export const useSaveCnibCredentials = () =>
  useInvalidating((input: CnibCredentialsInput) =>
    api.put<CnibCredentialsStatus>('services/cnib/credentials', input),
  );
export const useCnibConsult = () =>
  useInvalidating((input: CnibConsultInput) => api.post<CnibConsultation>('services/cnib/consultas', input));
export const useCnibCreateBatch = () =>
  useInvalidating((input: CnibBatchInput) => api.post<CnibBatch>('services/cnib/lotes', input));
export const useCnibAddWatch = () =>
  useInvalidating((input: CnibWatchInput) => api.post<CnibWatch[]>('services/cnib/monitoramento', input));
export const useCnibRemoveWatch = () =>
  useInvalidating((id: string) => api.delete<{ ok: true }>(`services/cnib/monitoramento/${id}`));
export const useCnibRecheck = () =>
  useInvalidating((id: string) => api.post<CnibRecheck>(`services/cnib/consultas/${id}/reconferencia`));

/** An XLSX's rows as text, to go through the same list check as a pasted list. */
export async function sheetText(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api.post<{ texto: string }>('services/cnib/lotes/planilha', form)).texto;
}
