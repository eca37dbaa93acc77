import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import { issueResetLink } from '../../lib/auth/session-lifecycle';
import { AppError } from '../../lib/errors';
import { expirePendingInvites } from './admin-repository';
import type { UserWithClient } from './repository';

export const INVITATION_SENT_MESSAGE = 'Convite enviado por e-mail.';

/**
 * A set-your-password link: a one-time `invite` token consumed by the same endpoint and page as a
 * password reset (`/reset-password-token`), valid longer (INVITE_TOKEN_TTL) because people open
 * invitations days later. A new invitation voids the previous ones.
 */
export async function sendInvitation(
  deps: AppDeps,
  user: UserWithClient,
  origin: AuditOrigin,
): Promise<{ expiresAt: Date }> {
  const { count, ttlSeconds } = await deps.kv.incr(`invite:user:${user.id}`, 3600);
  if (count > 10) throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(ttlSeconds) } });
  return deps.db.transaction((tx) => writeInvitation(deps, tx, user, origin));
}

/**
 * The invitation written in `tx`, the transaction of the change it belongs to (a new user's, or its
 * own): the new link, the e-mail carrying it (enqueued) and the audit entry commit with it or not at all.
 */
export async function writeInvitation(
  deps: AppDeps,
  tx: Tx,
  user: UserWithClient,
  origin: AuditOrigin,
): Promise<{ expiresAt: Date }> {
  const ttl = deps.config.INVITE_TOKEN_TTL;
  const expiresAt = new Date(Date.now() + ttl * 1000);
  const days = Math.max(1, Math.round(ttl / 86_400));
  const where = user.clientName ? ` como usuário de ${user.clientName}` : '';
  await expirePendingInvites(tx, user.id);
  const link = await issueResetLink(deps, user.id, ttl, 'invite', tx);
  await deps.mailer.send(
    {
      to: user.email,
      subject: 'Sião: convite para acessar o sistema',
      text: [
        `Olá, ${user.name}.`,
        '',
        `Você foi convidado(a) para acessar o Sião${where}.`,
        `Para criar sua senha, acesse o link abaixo (válido por ${days} ${days === 1 ? 'dia' : 'dias'}, uso único):`,
        link,
        '',
        `Depois, entre com o e-mail ${user.email} e a senha que você criou.`,
        'Se você não esperava este convite, ignore este e-mail.',
        '',
        'Equipe Sião',
      ].join('\n'),
    },
    tx,
  );
  await writeAudit(
    tx,
    {
      action: 'user.invited',
      entity: 'user',
      entityId: user.id,
      clientId: user.clientId,
      details: { email: user.email, expires_at: expiresAt.toISOString() },
    },
    origin,
  );
  return { expiresAt };
}
