import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import type { AuthContext } from '../../../lib/auth/access';
import { hashToken, randomToken } from '../../../lib/auth/tokens';
import { AppError } from '../../../lib/errors';
import type { ClientInfo } from '../../../lib/http';
import * as repo from './repository';

export interface WidgetTokens {
  authToken: string;
  refreshToken: string;
  expires_at: string;
}

const KEY_PREFIX = 'siao_wk_';

function toKeyDto(row: repo.ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listKeys(deps: AppDeps, clientId: string) {
  return (await repo.listKeys(deps.db, clientId)).map(toKeyDto);
}

/** The secret is returned once; only its SHA-256 is kept. */
export async function createKey(deps: AppDeps, clientId: string, name: string, createdBy: string) {
  const secret = `${KEY_PREFIX}${randomToken()}`;
  const row = await repo.insertKey(deps.db, {
    clientId,
    name,
    prefix: secret.slice(0, KEY_PREFIX.length + 6),
    keyHash: hashToken(secret),
    createdBy,
  });
  return { ...toKeyDto(row), key: secret };
}

export async function revokeKey(deps: AppDeps, clientId: string, keyId: string): Promise<void> {
  const sessions = await repo.revokeKey(deps.db, clientId, keyId);
  if (!sessions) throw new AppError('NOT_FOUND');
  await Promise.all(sessions.map((sid) => deps.revocations.revoke(sid)));
}

async function issue(
  deps: AppDeps,
  input: {
    clientId: string;
    externalUserId: string;
    userName: string;
    context: string | null;
    apiKeyId: string | null;
  },
): Promise<WidgetTokens> {
  const user = await repo.upsertWidgetUser(deps.db, input.clientId, input.externalUserId, input.userName);
  const refreshToken = randomToken();
  const session = await repo.insertSession(deps.db, {
    widgetUserId: user.id,
    apiKeyId: input.apiKeyId,
    context: input.context,
    refreshHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + deps.config.WIDGET_REFRESH_TTL * 1000),
  });
  return sign(
    deps,
    { userId: user.id, clientId: input.clientId, sid: session.id, context: input.context, name: user.name },
    refreshToken,
  );
}

async function sign(
  deps: AppDeps,
  who: { userId: string; clientId: string; sid: string; context: string | null; name: string },
  refreshToken: string,
): Promise<WidgetTokens> {
  const ttl = deps.config.WIDGET_TOKEN_TTL;
  const authToken = await deps.tokens.sign(
    {
      sub: who.userId,
      role: 'cliente',
      cid: who.clientId,
      sid: who.sid,
      name: who.name,
      ...(who.context ? { ctx: who.context } : {}),
    },
    'widget',
    ttl,
  );
  return { authToken, refreshToken, expires_at: new Date(Date.now() + ttl * 1000).toISOString() };
}

/** The host back-end's call: a client API key, or a signed-in user's own token (gpt_token). */
export async function tokensFor(
  deps: AppDeps,
  credentials: { apiKey: string | null; auth: AuthContext | null },
  body: { user_name: string; external_user_id: string; context?: string },
): Promise<WidgetTokens> {
  const context = body.context?.trim() || null;
  if (credentials.apiKey) {
    const key = await repo.findActiveKey(deps.db, hashToken(credentials.apiKey));
    if (!key) throw new AppError('WIDGET_API_KEY_INVALID');
    return issue(deps, {
      clientId: key.clientId,
      externalUserId: body.external_user_id,
      userName: body.user_name,
      context,
      apiKeyId: key.id,
    });
  }
  const auth = credentials.auth;
  if (!auth || auth.audience === 'widget') throw new AppError('WIDGET_API_KEY_INVALID');
  const clientId = auth.clientId ?? (await repo.ensureDemoClient(deps.db));
  if (!clientId) throw new AppError('WIDGET_API_KEY_INVALID');
  return issue(deps, {
    clientId,
    externalUserId: body.external_user_id,
    userName: body.user_name,
    context,
    apiKeyId: null,
  });
}

const spentKey = (hash: string) => `widget-refresh-spent:${hash}`;

/** Rotates the refresh token; a spent one presented again ends the whole widget session, audited. */
export async function refresh(
  deps: AppDeps,
  refreshToken: string,
  client: ClientInfo,
): Promise<WidgetTokens> {
  const next = randomToken();
  const oldHash = hashToken(refreshToken);
  const rotated = await repo.rotateSession(
    deps.db,
    oldHash,
    hashToken(next),
    new Date(Date.now() + deps.config.WIDGET_REFRESH_TTL * 1000),
  );
  if (!rotated) {
    await endReusedSession(deps, oldHash, client);
    throw new AppError('INVALID_REFRESH_TOKEN');
  }
  const { session, user } = rotated;
  await deps.kv.set(spentKey(oldHash), `${session.id} ${user.clientId}`, deps.config.WIDGET_REFRESH_TTL);
  return sign(
    deps,
    { userId: user.id, clientId: user.clientId, sid: session.id, context: session.context, name: user.name },
    next,
  );
}

async function endReusedSession(deps: AppDeps, hash: string, client: ClientInfo): Promise<void> {
  const spent = await deps.kv.get(spentKey(hash));
  if (!spent) return;
  const [sessionId = '', clientId = null] = spent.split(' ');
  await deps.kv.del(spentKey(hash));
  await deps.db.transaction(async (tx) => {
    await repo.revokeSession(tx, sessionId);
    await writeAudit(
      tx,
      { action: 'widget_session.refresh_reuse', entity: 'widget_session', entityId: sessionId, clientId },
      client,
    );
  });
  await deps.revocations.revoke(sessionId);
}

/** Off unless WIDGET_DEMO=true: the endpoint hands a token to anyone who asks. */
function demoEnabled(deps: AppDeps): boolean {
  return deps.config.WIDGET_DEMO === true;
}

/** Each visitor gets a new widget user of the demo client, so no visitor sees another's threads. */
export async function demoTokens(deps: AppDeps, context: string | null): Promise<WidgetTokens> {
  if (!demoEnabled(deps)) throw new AppError('WIDGET_DEMO_DISABLED');
  return issue(deps, {
    clientId: await repo.ensureDemoClient(deps.db),
    externalUserId: `demo-${randomUUID()}`,
    userName: 'Visitante',
    context,
    apiKeyId: null,
  });
}
