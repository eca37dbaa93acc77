import { useSearchParams } from 'react-router';

/**
 * A list's page, sort and filters live only in the URL (DESIGN.md). `set` writes changes back and
 * returns to page 1 unless the change sets the page or a `keepPageOn` key (such as an open drawer's id,
 * which does not change the list).
 */
export function useUrlListParams<K extends string>(
  keys: readonly K[],
  defaults: { sort: string; limit?: number; keepPageOn?: readonly K[] },
) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort = params.get('sort') || defaults.sort;
  const limit = defaults.limit ?? 20;

  function set(changes: Partial<Record<K | 'page' | 'sort', string | number | null>>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        const keepsPage = 'page' in changes || defaults.keepPageOn?.some((k) => k in changes);
        if (!keepsPage) next.delete('page');
        return next;
      },
      { replace: true },
    );
  }
  return { values, page, sort, limit, set };
}
