import {
  type CertidaoBatch,
  type CertidaoJobDetail,
  OCR_REDO_TEXT_FIELD,
  type OcrJobDetail,
  type OcrJobSummary,
  type SaveCertidaoFieldsInput,
} from '@siao/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type OcrArea = 'ocr' | 'certidoes';

const ocrKeys = {
  all: (area: OcrArea) => ['services', area] as const,
  list: (area: OcrArea, page: number) => [...ocrKeys.all(area), 'list', page] as const,
  detail: (area: OcrArea, id: string) => [...ocrKeys.all(area), 'detail', id] as const,
  batch: (id: string) => [...ocrKeys.all('certidoes'), 'lote', id] as const,
};

const running = (s: OcrJobSummary['status']) => s === 'fila' || s === 'processando';

/** The list polls every 1.5 s while a job is queued or running (live "página n de m"). */
export function useOcrJobs(area: OcrArea, page: number) {
  return useQuery({
    queryKey: ocrKeys.list(area, page),
    queryFn: () => api.getPage<OcrJobSummary>(`services/${area}`, { query: { page, limit: 20 } }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((j) => running(j.status)) ? 1500 : false),
  });
}

export function useOcrJob(id: string) {
  return useQuery({
    queryKey: ocrKeys.detail('ocr', id),
    queryFn: () => api.get<OcrJobDetail>(`services/ocr/${id}`),
    refetchInterval: (q) => (q.state.data && running(q.state.data.status) ? 1500 : false),
  });
}

export function useCertidao(id: string | null) {
  return useQuery({
    queryKey: ocrKeys.detail('certidoes', id ?? ''),
    queryFn: () => api.get<CertidaoJobDetail>(`services/certidoes/${id}`),
    enabled: !!id,
    refetchInterval: (q) => (q.state.data && running(q.state.data.status) ? 1500 : false),
  });
}

/** The summary of the certidões sent in one upload; polls while one of them is queued or running. */
export function useCertidaoBatch(id: string | null) {
  return useQuery({
    queryKey: ocrKeys.batch(id ?? ''),
    queryFn: () => api.get<CertidaoBatch>(`services/certidoes/lotes/${id}`),
    enabled: !!id,
    refetchInterval: (q) => (q.state.data?.certidoes.some((c) => running(c.status)) ? 1500 : false),
  });
}

export function useUpload(area: OcrArea) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ files, redoTextPages }: { files: File[]; redoTextPages: boolean }) => {
      const form = new FormData();
      // before the files: the server reads the parts in order
      if (redoTextPages) form.append(OCR_REDO_TEXT_FIELD, 'true');
      for (const file of files) form.append('file', file);
      return api.post<OcrJobSummary[]>(`services/${area}`, form, { timeoutMs: 300_000 });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ocrKeys.all(area) }),
  });
}

export function useCorrectText(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { page: number; text: string }) =>
      api.put<OcrJobDetail>(`services/ocr/${id}/pages/${a.page}/text`, { text: a.text }),
    onSuccess: (data) => client.setQueryData(ocrKeys.detail('ocr', id), data),
  });
}

export function useSaveCertidao(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveCertidaoFieldsInput) =>
      api.put<CertidaoJobDetail>(`services/certidoes/${id}/campos`, input),
    onSuccess: (data) => {
      client.setQueryData(ocrKeys.detail('certidoes', id), data);
      // the batch summary shows the certidão's situação ('Revisada')
      client.invalidateQueries({ queryKey: [...ocrKeys.all('certidoes'), 'lote'] });
    },
  });
}
