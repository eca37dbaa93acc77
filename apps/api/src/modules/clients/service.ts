import {
  type Client,
  type ClientListQuery,
  type ClientValues,
  errorCatalog,
  formatMessage,
  type Page,
} from '@siao/shared';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import { type AuthContext, MANAGERS } from '../../lib/auth/access';
import { diffColumns } from '../../lib/diff-columns';
import { AppError, notFound } from '../../lib/errors';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error';
import { toClientColumns, toClientDto } from './client-dto';
import {
  type ClientFilters,
  type ClientRow,
  deleteClient,
  findClient,
  findClientByDocument,
  insertClient,
  listClients,
  updateClient,
} from './repository';

/** A `cliente` only ever sees its own client; staff see all. */
/** For other modules (users): whether a client with this id exists; a malformed id simply does not. */
export async function clientExists(deps: AppDeps, id: string): Promise<boolean> {
  return Boolean(await findClient(deps.db, id));
}

export function scopeOf(auth: AuthContext): Pick<ClientFilters, 'onlyClientId'> {
  return auth.role === 'cliente' ? { onlyClientId: auth.clientId } : {};
}

export async function listClientsPage(
  deps: AppDeps,
  auth: AuthContext,
  query: ClientListQuery,
): Promise<Page<Client>> {
  const { page, limit, ...filters } = query;
  const { rows, total } = await listClients(deps.db, { ...filters, ...scopeOf(auth) }, page, limit);
  return { data: rows.map(toClientDto), page, limit, total };
}

/** The client, if the caller may see it; another tenant's client is "not found", never "forbidden". */
export async function getVisibleClient(deps: AppDeps, auth: AuthContext, id: string): Promise<ClientRow> {
  if (auth.role === 'cliente' && auth.clientId !== id) throw notFound();
  const row = await findClient(deps.db, id);
  if (!row) throw notFound();
  return row;
}

async function assertDocumentFree(deps: AppDeps, document: string, exceptId?: string) {
  const existing = await findClientByDocument(deps.db, document);
  if (existing && existing.id !== exceptId) throw documentTaken(existing.legalName, existing.id);
}

const documentTaken = (name: string, existingId?: string) => {
  const message = formatMessage(errorCatalog.CLIENT_DOCUMENT_TAKEN.message, { name });
  const detail = { field: 'document', message, ...(existingId ? { existing_id: existingId } : {}) };
  return new AppError('CLIENT_DOCUMENT_TAKEN', { message, details: [detail] });
};

/** A concurrent insert of the same document loses on the unique index: same 409 as the pre-check. */
async function onDuplicate<T>(deps: AppDeps, document: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgErrorCode(err) !== UNIQUE_VIOLATION) throw err;
    const existing = await findClientByDocument(deps.db, document);
    throw documentTaken(existing?.legalName ?? '', existing?.id);
  }
}

export async function createClient(
  deps: AppDeps,
  values: ClientValues,
  origin: AuditOrigin,
): Promise<Client> {
  await assertDocumentFree(deps, values.document);
  const columns = toClientColumns(values);
  const row = await onDuplicate(deps, values.document, () =>
    deps.db.transaction(async (tx) => {
      const created = await insertClient(tx, columns);
      await writeAudit(
        tx,
        {
          action: 'client.created',
          entity: 'client',
          entityId: created.id,
          clientId: created.id,
          details: { values: columns },
        },
        origin,
      );
      return created;
    }),
  );
  return toClientDto(row);
}

export async function editClient(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  { version, ...values }: ClientValues & { version: number },
  origin: AuditOrigin,
): Promise<Client> {
  const current = await getVisibleClient(deps, auth, id);
  if (current.status === 'ativo' && values.status === 'inativo' && !MANAGERS.includes(auth.role))
    throw new AppError('CLIENT_DEACTIVATE_FORBIDDEN');
  if (values.document !== current.document) await assertDocumentFree(deps, values.document, id);
  const columns = toClientColumns(values);
  const changes = diffColumns(current, columns);
  if (Object.keys(changes).length === 0) return toClientDto(current);
  const action =
    changes.status && values.status === 'inativo'
      ? 'client.deactivated'
      : changes.status
        ? 'client.activated'
        : 'client.updated';
  const row = await onDuplicate(deps, values.document, () =>
    deps.db.transaction(async (tx) => {
      // the diff above is of the version the editor loaded: applied only if nobody saved since
      const updated = await updateClient(tx, id, version, columns);
      if (!updated) throw (await findClient(tx, id)) ? new AppError('EDICAO_CONFLITANTE') : notFound();
      await writeAudit(
        tx,
        { action, entity: 'client', entityId: id, clientId: id, details: { changes } },
        origin,
      );
      return updated;
    }),
  );
  return toClientDto(row);
}

/** Hard delete only for a client nothing refers to; one with users, faturas… must be deactivated. */
export async function removeClient(deps: AppDeps, id: string, origin: AuditOrigin): Promise<void> {
  const current = await findClient(deps.db, id);
  if (!current) throw notFound();
  try {
    await deps.db.transaction(async (tx) => {
      await deleteClient(tx, id);
      await writeAudit(
        tx,
        {
          action: 'client.deleted',
          entity: 'client',
          entityId: id,
          clientId: id,
          details: { document: current.document, legal_name: current.legalName },
        },
        origin,
      );
    });
  } catch (err) {
    if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) throw new AppError('CLIENT_HAS_RECORDS');
    throw err;
  }
}
