/** Money is integer centavos everywhere; these convert at the edges (screens, forms, exports). */
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** `123456` → `R$ 1.234,56` (with U+00A0 after `R$`, as Intl writes it). */
export function formatBRL(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Valor em centavos inválido: ${centavos}`);
  return brl.format(centavos / 100);
}

/**
 * Optional sign and `R$`, then either plain digits (`1234`) or groups of three separated by dots
 * (`1.234`), then optionally a comma and one or two decimals.
 */
const BRL_INPUT = /^(-)?(?:R\$)?(-)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/** `'R$ 1.234,56'` → `123456`; `'10'` → `1000`; `null` when the text is not an amount in reais. */
export function parseBRL(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  const match = BRL_INPUT.exec(compact);
  if (!match) return null;
  const [, signBefore, signAfter, integer = '', decimals = ''] = match;
  if (signBefore && signAfter) return null;
  const centavos = Number(integer.replaceAll('.', '')) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(centavos)) return null;
  return signBefore || signAfter ? -centavos : centavos;
}

/** `123456` → `1234.56`: the decimal-point form used by PIX payloads, CSV and XML. */
export function centavosToDecimalString(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Valor em centavos inválido: ${centavos}`);
  const abs = Math.abs(centavos);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return centavos < 0 ? `-${text}` : text;
}

const compact = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Short amounts for chart axes: "R$ 12,5 mil", "R$ 1,2 mi" (tooltips and tables keep `formatBRL`). */
export function formatBRLCompact(centavos: number): string {
  return compact.format(centavos / 100);
}
