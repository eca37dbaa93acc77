import type { FaturaLoteInput, FaturaLoteItem, FaturaLoteResult } from '@siao/shared';
import { downloadBlob } from '@siao/shared/download-blob';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { faturaKeys } from './faturas-api';

/** Enviar por e-mail, registrar pagamento or cancelar the selected faturas (one call, one result each). */
export function useFaturaLote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: FaturaLoteInput) => api.post<FaturaLoteResult>('faturas/lote', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: faturaKeys.all }),
  });
}

/**
 * Downloads the selected faturas' PDFs as one zip; the answer's headers say how many were left out,
 * returned as items so the summary reads like the other actions'.
 */
export async function downloadFaturaPdfs(ids: string[]): Promise<FaturaLoteItem[]> {
  const res = await api.response('faturas/lote/pdf', { method: 'POST', body: { ids } });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'Faturas.zip';
  downloadBlob(await res.blob(), name);
  const left = Number(res.headers.get('x-faturas-ignoradas') ?? 0);
  return ids.map((id, i) => ({
    id,
    numero: null,
    ok: i < ids.length - left,
    codigo: i < ids.length - left ? null : 'NOT_FOUND',
    mensagem: null,
  }));
}
