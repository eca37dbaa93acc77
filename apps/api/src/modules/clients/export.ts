import type { ClientExportQuery } from '@siao/shared';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../lib/auth/access';
import { ensureExportable, inPages, type TableOptions } from '../../lib/export/table-export';
import { exportColumns } from './export-columns';
import { type ClientFilters, type ClientRow, countClients, selectClients } from './repository';
import { scopeOf } from './service';

/** The filtered list in list order, streamed page by page through the one exporter. */
export async function exportClients(
  deps: AppDeps,
  auth: AuthContext,
  query: ClientExportQuery,
): Promise<TableOptions<ClientRow>> {
  const { format, ...rest } = query;
  const filters: ClientFilters = { ...rest, ...scopeOf(auth) };
  ensureExportable(await countClients(deps.db, filters));
  return {
    name: 'clientes',
    sheet: 'Clientes',
    format,
    columns: exportColumns,
    rows: inPages((offset, limit) => selectClients(deps.db, filters, offset, limit)),
  };
}
