import {
  type CreatedPersonalToken,
  type CreatePersonalToken,
  PERSONAL_TOKEN_PREFIX,
  PERSONAL_TOKENS_PER_USER,
  type PersonalToken,
  type PersonalTokenScope,
} from '@siao/shared';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth/access';
import { hashToken, randomToken } from '../../lib/auth/tokens';
import { AppError } from '../../lib/errors';
import {
  countLiveTokens,
  insertToken,
  listUserTokens,
  lockOwner,
  type PersonalTokenRow,
  revokeOwnToken,
} from './repository';

const DAY_MS = 86_400_000;
/** what the list shows of the secret: the prefix and 4 random characters */
const VISIBLE = PERSONAL_TOKEN_PREFIX.length + 4;

function toDto(row: PersonalTokenRow, now = Date.now()): PersonalToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as PersonalTokenScope[],
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    active: !row.expiresAt || row.expiresAt.getTime() > now,
  };
}

/** A personal token is the caller's own: created and revoked only from a signed-in session. */
function assertSession(auth: AuthContext): void {
  if (auth.personalToken) throw new AppError('PERSONAL_TOKEN_NOT_ACCEPTED');
}

export async function listMyTokens(deps: AppDeps, auth: AuthContext): Promise<PersonalToken[]> {
  const rows = await listUserTokens(deps.db, auth.userId);
  const now = Date.now();
  return rows.map((row) => toDto(row, now));
}

/** Creates a token and returns its secret, the only time anyone sees it (only its hash is kept). */
export async function createMyToken(
  deps: AppDeps,
  auth: AuthContext,
  input: CreatePersonalToken,
  origin: AuditOrigin,
): Promise<CreatedPersonalToken> {
  assertSession(auth);
  const secret = `${PERSONAL_TOKEN_PREFIX}${randomToken()}`;
  const row = await deps.db.transaction(async (tx) => {
    await lockOwner(tx, auth.userId);
    if ((await countLiveTokens(tx, auth.userId)) >= PERSONAL_TOKENS_PER_USER)
      throw new AppError('PERSONAL_TOKEN_LIMIT');
    const created = await insertToken(tx, {
      userId: auth.userId,
      name: input.name,
      tokenHash: hashToken(secret),
      prefix: secret.slice(0, VISIBLE),
      scopes: [...input.scopes],
      expiresAt: input.expires_in_days ? new Date(Date.now() + input.expires_in_days * DAY_MS) : null,
    });
    await writeAudit(
      tx,
      {
        action: 'personal_token.created',
        entity: 'user',
        entityId: auth.userId,
        clientId: auth.clientId,
        details: {
          token_id: created.id,
          name: created.name,
          scopes: created.scopes,
          expires_at: created.expiresAt?.toISOString() ?? null,
        },
      },
      { ...origin, actorId: auth.userId },
    );
    return created;
  });
  return { ...toDto(row), token: secret };
}

export async function revokeMyToken(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  origin: AuditOrigin,
): Promise<void> {
  assertSession(auth);
  await deps.db.transaction(async (tx) => {
    const row = await revokeOwnToken(tx, auth.userId, id);
    if (!row) throw new AppError('PERSONAL_TOKEN_NOT_FOUND');
    await writeAudit(
      tx,
      {
        action: 'personal_token.revoked',
        entity: 'user',
        entityId: auth.userId,
        clientId: auth.clientId,
        details: { token_id: row.id, name: row.name },
      },
      { ...origin, actorId: auth.userId },
    );
  });
}
