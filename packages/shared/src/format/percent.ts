/**
 * A percentage as pt-BR writes it, glued to its number: "96%", "87,5%" (never "96 %"). `value` is in points
 * (96 means 96%); null or undefined shows "—". One rule everywhere: at most one decimal.
 */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
}
