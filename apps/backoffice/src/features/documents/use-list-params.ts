import { useSearchParams } from 'react-router';

/**
 * A list's page, sort and filters live only in the URL (DESIGN.md): reading them here and writing
 * them back with `set`, which returns to page 1 whenever a filter changes.
 */
export function useListParams<K extends string>(
  keys: readonly K[],
  defaults: { sort: string; limit?: number },
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
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  }
  return { values, page, sort, limit, set };
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}
