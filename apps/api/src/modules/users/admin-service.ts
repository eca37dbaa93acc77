import {
  errorCatalog,
  formatMessage,
  type ManagedUser,
  type Page,
  type Role,
  roleRank,
  type UserListQuery,
  type UserValues,
} from '@siao/shared';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth/access';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error';
import { clientExists } from '../clients/service';
import { insertUser, listUsers } from './admin-repository';
import { writeInvitation } from './invitation';
import { findUserByEmail, findUserWithClient, type UserWithClient } from './repository';
import { toUserDto } from './user-dto';

export const toManaged = (deps: AppDeps, u: UserWithClient): ManagedUser => ({
  ...toUserDto(u, deps.files),
  invitation_pending: u.passwordHash === null,
  version: u.version,
});

export async function listUsersPage(
  deps: AppDeps,
  auth: AuthContext,
  query: UserListQuery,
): Promise<Page<ManagedUser>> {
  const { page, limit, ...filters } = query;
  // a cliente filtering by another client learns nothing, not even that it exists
  if (auth.role === 'cliente' && filters.client_id && filters.client_id !== auth.clientId) throw notFound();
  const scope = auth.role === 'cliente' ? { onlyClientId: auth.clientId } : {};
  const { rows, total } = await listUsers(deps.db, { ...filters, ...scope }, page, limit);
  return { data: rows.map((u) => toManaged(deps, u)), page, limit, total };
}

export async function getVisibleUser(deps: AppDeps, auth: AuthContext, id: string): Promise<UserWithClient> {
  const user = isUuid(id) ? await findUserWithClient(deps.db, id) : undefined;
  if (!user || (auth.role === 'cliente' && user.clientId !== auth.clientId)) throw notFound();
  return user;
}

export const getManagedUser = async (deps: AppDeps, auth: AuthContext, id: string) =>
  toManaged(deps, await getVisibleUser(deps, auth, id));

/** Nobody acts on a user ranked above itself, nor gives a role above its own. */
export function assertRoleAllowed(auth: AuthContext, role: Role) {
  if (roleRank[role] > roleRank[auth.role]) {
    const message = errorCatalog.USER_ROLE_FORBIDDEN.message;
    throw new AppError('USER_ROLE_FORBIDDEN', { details: [{ field: 'role', message }] });
  }
}

export async function assertEmailFree(deps: AppDeps, email: string, exceptId?: string) {
  const existing = await findUserByEmail(deps.db, email);
  if (existing && existing.id !== exceptId) throw emailTaken(existing.name);
}

const emailTaken = (name: string) => {
  const message = formatMessage(errorCatalog.USER_EMAIL_TAKEN.message, { name });
  return new AppError('USER_EMAIL_TAKEN', { message, details: [{ field: 'email', message }] });
};

export async function assertClientExists(deps: AppDeps, clientId: string | null) {
  if (clientId && !(await clientExists(deps, clientId)))
    throw fieldError('USER_CLIENT_NOT_FOUND', 'client_id');
}

export const columnsOf = (v: UserValues) => ({
  name: v.name,
  email: v.email,
  cpf: v.cpf,
  phone: v.phone,
  role: v.role,
  clientId: v.client_id,
  funcao: v.funcao,
  active: v.active,
});

export async function createManagedUser(
  deps: AppDeps,
  auth: AuthContext,
  input: UserValues & { send_invite: boolean },
  origin: AuditOrigin,
): Promise<ManagedUser> {
  assertRoleAllowed(auth, input.role);
  await assertEmailFree(deps, input.email);
  await assertClientExists(deps, input.client_id);
  const columns = columnsOf(input);
  let created: { id: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const row = await insertUser(tx, columns);
      await writeAudit(
        tx,
        {
          action: 'user.created',
          entity: 'user',
          entityId: row.id,
          clientId: input.client_id,
          details: { values: columns },
        },
        origin,
      );
      // the invitation (link, e-mail enqueued, audit) commits with the user: never a user whose
      // invitation was lost, nor an e-mail for a user that does not exist
      if (input.send_invite && row.active) {
        const user = await findUserWithClient(tx, row.id);
        if (user) await writeInvitation(deps, tx, user, origin);
      }
      return row;
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw emailTaken(input.email);
    throw err;
  }
  return toManaged(deps, await getVisibleUser(deps, auth, created.id));
}
