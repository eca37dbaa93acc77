import type { AppDeps } from '../../deps';
import { writeAudit } from '../../lib/audit';
import { issueResetLink, revokeAllSessions } from '../../lib/auth/session-lifecycle';
import { hashToken } from '../../lib/auth/tokens';
import { AppError, fieldError } from '../../lib/errors';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { findUserByEmail, findUserWithClient, updateUser } from '../users';
import type { ClientInfo } from './issue-tokens';
import { consumeResetToken, findUsableResetToken } from './sessions-repository';

export const RESET_REQUESTED_MESSAGE =
  'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha em alguns minutos.';
export const RESET_DONE_MESSAGE = 'Senha redefinida com sucesso. Entre com a nova senha.';

/** Same answer whether or not the account exists; the e-mail carries a one-time link. */
export async function requestPasswordReset(deps: AppDeps, email: string, client: ClientInfo): Promise<void> {
  const { count, ttlSeconds } = await deps.kv.incr(`reset:ip:${client.ip}`, 900);
  if (count > 10) throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(ttlSeconds) } });
  const user = await findUserByEmail(deps.db, email);
  if (!user?.active) return;
  await deps.db.transaction(async (tx) => {
    const link = await issueResetLink(deps, user.id, deps.config.RESET_TOKEN_TTL, 'reset', tx);
    await deps.mailer.send(
      {
        to: user.email,
        subject: 'Sião: redefinição de senha',
        text: `Olá, ${user.name}.\n\nPara criar uma nova senha, acesse o link abaixo (válido por 1 hora, uso único):\n${link}\n\nSe você não pediu a redefinição, ignore este e-mail.\n\nEquipe Sião`,
      },
      tx,
    );
    await writeAudit(tx, { action: 'password.reset_requested', entity: 'user', entityId: user.id }, client);
  });
}

export async function resetPasswordWithToken(
  deps: AppDeps,
  token: string,
  password: string,
  client: ClientInfo,
) {
  const tokenHash = hashToken(token);
  const pending = await findUsableResetToken(deps.db, tokenHash);
  const user = pending && (await findUserWithClient(deps.db, pending.userId));
  if (!user) throw new AppError('RESET_TOKEN_INVALID');
  // a refused password must not burn the link: check the policy before consuming it
  const problem = passwordProblem(password, user.email);
  if (problem) throw fieldError('WEAK_PASSWORD', 'password', problem);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeResetToken(tx, tokenHash))) throw new AppError('RESET_TOKEN_INVALID');
    await updateUser(tx, user.id, {
      passwordHash,
      passwordChangedAt: new Date(),
      failedLogins: 0,
      lockedUntil: null,
    });
    await writeAudit(
      tx,
      { action: 'password.reset', entity: 'user', entityId: user.id, actorId: user.id },
      client,
    );
  });
  await revokeAllSessions(deps, user.id);
}
