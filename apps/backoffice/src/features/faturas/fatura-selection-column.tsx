import { Checkbox } from '@mantine/core';
import type { FaturaListItem } from '@siao/shared';
import type { FaturaSelection } from './use-fatura-selection';

const numeroLabel = (n: number) => String(n).padStart(6, '0');

/** Header of the selection column: ticks the whole page (indeterminate when only some are). */
export function SelectPageCheckbox({
  rows,
  selection,
}: {
  rows: FaturaListItem[];
  selection: FaturaSelection;
}) {
  const ticked = rows.filter((f) => selection.has(f.id)).length;
  const all = rows.length > 0 && ticked === rows.length;
  return (
    <Checkbox
      aria-label="Selecionar as faturas da página"
      checked={all}
      indeterminate={ticked > 0 && !all}
      disabled={!rows.length}
      onChange={() => selection.setPage(rows, !all)}
    />
  );
}

export function SelectFaturaCheckbox({
  fatura,
  selection,
}: {
  fatura: FaturaListItem;
  selection: FaturaSelection;
}) {
  return (
    <Checkbox
      aria-label={`Selecionar a fatura nº ${numeroLabel(fatura.numero)}`}
      checked={selection.has(fatura.id)}
      onChange={() => selection.toggle(fatura)}
    />
  );
}
