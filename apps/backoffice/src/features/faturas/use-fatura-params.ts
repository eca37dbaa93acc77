import { useSearchParams } from 'react-router';
import type { FaturaFilters } from './faturas-api';

const keys = ['status', 'client_id', 'competencia_de', 'competencia_ate', 'q'] as const;
type Key = (typeof keys)[number];

/** Page, sort and filters of the faturas list live only in the URL; a filter change goes back to page 1. */
export function useFaturaParams(fixedClientId?: string) {
  const [params, setParams] = useSearchParams();
  const filters: FaturaFilters = {
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: 20,
    sort: params.get('sort') || '-numero',
  };
  for (const k of keys) {
    const v = params.get(k);
    if (v) filters[k] = v;
  }
  if (fixedClientId) filters.client_id = fixedClientId;
  function set(changes: Partial<Record<Key | 'page' | 'sort', string | number | null>>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  }
  return { filters, set };
}
