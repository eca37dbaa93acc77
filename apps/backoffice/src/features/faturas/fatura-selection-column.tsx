import { Checkbox, Table } from '@mantine/core';
import type { FaturaListItem } from '@siao/shared';
import type { FaturaSelection } from './use-fatura-selection';

const numeroLabel = (n: number) => String(n).padStart(6, '0');

/** Header of the selection column: ticks the whole page (indeterminate when only some are). */
export function SelectionHeaderCell({
  rows,
  selection,
}: {
  rows: FaturaListItem[];
  selection: FaturaSelection;
}) {
  const ticked = rows.filter((f) => selection.has(f.id)).length;
  const all = rows.length > 0 && ticked === rows.length;
  return (
    <Table.Th w={40}>
      <Checkbox
        aria-label="Selecionar as faturas da página"
        checked={all}
        indeterminate={ticked > 0 && !all}
        disabled={!rows.length}
        onChange={() => selection.setPage(rows, !all)}
      />
    </Table.Th>
  );
}

export function SelectionCell({ fatura, selection }: { fatura: FaturaListItem; selection: FaturaSelection }) {
  return (
    <Table.Td>
      <Checkbox
        aria-label={`Selecionar a fatura nº ${numeroLabel(fatura.numero)}`}
        checked={selection.has(fatura.id)}
        onChange={() => selection.toggle(fatura)}
      />
    </Table.Td>
  );
}
