import { FATURA_MAX_TOTAL_CENTAVOS, type FaturaItemInput } from '@siao/shared';
import { fieldError } from '../../lib/errors';
import type { ItemValues } from './repository';

/** Line and fatura totals in integer centavos: quantity × unit price, never floating point. */
export function computeItens(itens: FaturaItemInput[]): { itens: ItemValues[]; total: number } {
  const lines = itens.map((item) => ({
    ...item,
    total_centavos: item.quantidade * item.valor_unitario_centavos,
  }));
  const total = lines.reduce((sum, line) => sum + line.total_centavos, 0);
  if (!Number.isSafeInteger(total) || total > FATURA_MAX_TOTAL_CENTAVOS)
    throw fieldError('FATURA_TOTAL_TOO_LARGE', 'itens');
  return { itens: lines, total };
}
