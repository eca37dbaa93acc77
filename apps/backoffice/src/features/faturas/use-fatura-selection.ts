import type { FaturaListItem } from '@siao/shared';
import { useState } from 'react';

/** The faturas ticked in the list, kept across pages and filters until cleared. */
export function useFaturaSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, FaturaListItem>>(new Map());
  const update = (change: (next: Map<string, FaturaListItem>) => void) =>
    setSelected((current) => {
      const next = new Map(current);
      change(next);
      return next;
    });
  return {
    selected,
    has: (id: string) => selected.has(id),
    toggle: (f: FaturaListItem) => update((next) => (next.has(f.id) ? next.delete(f.id) : next.set(f.id, f))),
    /** Ticks (or unticks) every fatura of the page. */
    setPage: (rows: FaturaListItem[], on: boolean) =>
      update((next) => {
        for (const f of rows) on ? next.set(f.id, f) : next.delete(f.id);
      }),
    clear: () => setSelected(new Map()),
  };
}
export type FaturaSelection = ReturnType<typeof useFaturaSelection>;
