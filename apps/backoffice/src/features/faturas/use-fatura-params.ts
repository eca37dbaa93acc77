import { useUrlListParams } from '../../components/url-list-params';
import type { FaturaFilters } from './faturas-api';

const keys = ['status', 'client_id', 'competencia_de', 'competencia_ate', 'q'] as const;

/** The faturas list's URL params as the API's filters: only the filters set, the client fixed when given. */
export function useFaturaParams(fixedClientId?: string) {
  const { values, page, sort, limit, set } = useUrlListParams(keys, { sort: '-numero' });
  const filters: FaturaFilters = { page, limit, sort };
  for (const k of keys) if (values[k]) filters[k] = values[k];
  if (fixedClientId) filters.client_id = fixedClientId;
  return { filters, set };
}
