import type { LoginInput, LoginResult, SignedIn } from '@siao/shared';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { writeAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { findUserByEmail, findUserWithClient, toUserDto, type UserRow, updateUser } from '../users';
import { type ClientInfo, startSession } from './issue-tokens';
import { countLoginAttempt, lockedError } from './login-throttle';
import { isNewDevice, newDeviceMail } from './new-device';
import { issueChallenge } from './second-factor/challenge';
import { secondFactorState } from './second-factor/policy';

// Verifying against a real hash when the e-mail is unknown keeps the answer time the same.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPassword('sem-usuario-cadastrado');
  return dummyHash;
};

export async function login(deps: AppDeps, input: LoginInput, client: ClientInfo): Promise<LoginResult> {
  const origin = { ip: client.ip, userAgent: client.userAgent };
  await countLoginAttempt(deps, client.ip);
  await deps.captcha.verify(input.captcha_token, client.ip);

  const user = await findUserByEmail(deps.db, input.email);
  if (user?.lockedUntil && user.lockedUntil > new Date()) {
    await writeAudit(
      deps.db,
      { action: 'login.blocked', entity: 'user', entityId: user.id, actorEmail: input.email },
      origin,
    );
    throw lockedError(user.lockedUntil);
  }
  const ok = await verifyPassword(user?.passwordHash ?? (await timingDummy()), input.password);
  if (!user || !ok) {
    await deps.db.transaction(async (tx) => {
      await writeAudit(
        tx,
        { action: 'login.failed', entity: 'user', entityId: user?.id ?? null, actorEmail: input.email },
        origin,
      );
      if (user) await registerFailure(deps, tx, user, client);
    });
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!user.active) throw new AppError('ACCOUNT_INACTIVE');

  // a user with a second factor gets the second step's challenge, not a session; the failure count
  // stays as it is until the whole sign-in succeeds (the second step's failures add to it)
  const { methods } = await secondFactorState(deps, user.id);
  if (methods.length) {
    await writeAudit(
      deps.db,
      { action: 'login.password_ok', entity: 'user', entityId: user.id, actorId: user.id },
      origin,
    );
    return issueChallenge(deps, user.id, methods);
  }
  return completeSignIn(deps, user, client);
}

/**
 * The end of every successful sign-in (the password and its second step when due, or a passkey): the failure
 * count cleared, the session started and `login.success` audited in one transaction; `details` says how.
 */
export async function completeSignIn(
  deps: AppDeps,
  user: UserRow,
  client: ClientInfo,
  details?: Record<string, unknown>,
): Promise<SignedIn> {
  const origin = { ip: client.ip, userAgent: client.userAgent };
  const started = await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { failedLogins: 0, lockedUntil: null, lastLoginAt: new Date() });
    // read before this session exists; the warning commits with the session (or neither does)
    const newDevice = await isNewDevice(tx, user.id, client);
    const started = await startSession(deps, user, client, tx);
    await writeAudit(
      tx,
      {
        action: 'login.success',
        entity: 'user',
        entityId: user.id,
        actorId: user.id,
        details: newDevice ? { ...details, new_device: true } : details,
      },
      origin,
    );
    if (newDevice) await deps.mailer.send(newDeviceMail(user, client, new Date()), tx);
    return started;
  });
  const fresh = await findUserWithClient(deps.db, user.id);
  return {
    token: started.token,
    gpt_token: started.gpt_token,
    refresh_token: started.refresh_token,
    expires_in: started.expires_in,
    user: toUserDto(fresh!, deps.files),
    second_factor_enrolment_required: started.enrolmentRequired,
  };
}

/** The failure count or the lock, its audit entry and the warning e-mail, in the sign-in's transaction. */
export async function registerFailure(
  deps: AppDeps,
  tx: Tx,
  user: UserRow,
  client: ClientInfo,
): Promise<void> {
  const failures = user.failedLogins + 1;
  if (failures < deps.config.LOGIN_MAX_FAILURES) {
    await updateUser(tx, user.id, { failedLogins: failures });
    return;
  }
  const lockedUntil = new Date(Date.now() + deps.config.LOCKOUT_SECONDS * 1000);
  await updateUser(tx, user.id, { failedLogins: 0, lockedUntil });
  await writeAudit(
    tx,
    {
      action: 'login.locked',
      entity: 'user',
      entityId: user.id,
      details: { until: lockedUntil.toISOString() },
    },
    { ip: client.ip, userAgent: client.userAgent },
  );
  const minutes = Math.round(deps.config.LOCKOUT_SECONDS / 60);
  await deps.mailer.send(
    {
      to: user.email,
      subject: 'Sião: acesso bloqueado temporariamente',
      text: [
        `Olá, ${user.name}.`,
        '',
        `Detectamos ${deps.config.LOGIN_MAX_FAILURES} tentativas de acesso com senha incorreta na sua conta.`,
        `Por segurança, o acesso ficará bloqueado por ${minutes} minutos (a partir do IP ${client.ip}).`,
        'Se não foi você, recomendamos redefinir sua senha em "Esqueci minha senha".',
        '',
        'Equipe Sião',
      ].join('\n'),
    },
    tx,
  );
}
