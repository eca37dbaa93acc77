import type {
  LgpdAnonymisationResult,
  LgpdCloseInput,
  LgpdReport,
  LgpdRequest,
  LgpdRequestInput,
  LgpdSearchResult,
} from '@siao/shared';
import { downloadBlob } from '@siao/shared/download-blob';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const lgpdKeys = { requests: ['lgpd', 'requests'] as const };

export function useLgpdRequests() {
  return useQuery({ queryKey: lgpdKeys.requests, queryFn: () => api.get<LgpdRequest[]>('lgpd/requests') });
}

export function useSearchSubject() {
  return useMutation({
    mutationFn: (identificador: string) => api.post<LgpdSearchResult>('lgpd/search', { identificador }),
  });
}

function useRequestMutation<I, O>(send: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void client.invalidateQueries({ queryKey: lgpdKeys.requests }),
  });
}

export const useOpenRequest = () =>
  useRequestMutation((input: LgpdRequestInput) => api.post<LgpdRequest>('lgpd/requests', input));

export const useCloseRequest = () =>
  useRequestMutation(({ id, ...input }: LgpdCloseInput & { id: string }) =>
    api.post<LgpdRequest>(`lgpd/requests/${id}/close`, input),
  );

export const useAnonymise = () =>
  useRequestMutation(({ id, identificador }: { id: string; identificador: string }) =>
    api.post<LgpdAnonymisationResult>(`lgpd/requests/${id}/anonymise`, { identificador }),
  );

/** The access report as JSON (portability) or as a readable PDF, saved as a file. */
export async function downloadReport(id: string, identificador: string, format: 'json' | 'pdf') {
  if (format === 'pdf') {
    const blob = await api.blob(`lgpd/requests/${id}/report.pdf`, {
      method: 'POST',
      body: { identificador },
    });
    downloadBlob(blob, 'relatorio-lgpd.pdf');
    return;
  }
  const report = await api.post<LgpdReport>(`lgpd/requests/${id}/report`, { identificador });
  downloadBlob(
    new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' }),
    'relatorio-lgpd.json',
  );
}
