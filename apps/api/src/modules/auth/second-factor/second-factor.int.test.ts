import { readdirSync, readFileSync } from 'node:fs';
import {
  secondFactorRemovedSchema,
  secondFactorStatusSchema,
  secondStepChallengeSchema,
  signedInSchema,
  totpConfirmedSchema,
  totpEnrolmentSchema,
} from '@siao/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, data } from '../../../../test/helpers/json';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../../test/helpers/test-app';
import { auditLogs, sessions, users, userTotp } from '../../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SECOND_FACTOR_ROLES: 'superadmin,admin', LOGIN_MAX_FAILURES: '3' });
}, 240_000);
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

// the clock stands still in the middle of a 30-second step (within 15 s of the real time), so "the
// step before" and "the step after" are exact: only Date is faked, the timers stay real
const STEP = 30_000;
const middleOfStep = () => Math.floor(Date.now() / STEP) * STEP + STEP / 2;
const freezeAt = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
};
const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: ms,
  });

const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = '10.50.0.1') =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function password(email: string, ip = '10.50.0.1') {
  return post('/api/login', { email, password: TEST_PASSWORD }, {}, ip);
}

async function enrol(email: string, at: number, ip: string) {
  const first = data(await password(email, ip), signedInSchema);
  const started = data(
    await post('/api/me/second-factor/totp', {}, bearer(first.token), ip),
    totpEnrolmentSchema,
  );
  freezeAt(at);
  const confirmed = await post(
    '/api/me/second-factor/totp/confirm',
    { code: codeAt(started.secret, at - STEP) },
    bearer(first.token),
    ip,
  );
  vi.useRealTimers();
  return { first, started, confirmed };
}

const mails = (to: string) => {
  const outbox = `${t.dataDir}/outbox`;
  return readdirSync(outbox)
    .map((f) => readFileSync(`${outbox}/${f}`, 'utf8'))
    .filter((m) => m.includes(`To: ${to}`));
};
const audits = async (userId: string, action: string) =>
  t.app.deps.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, userId), eq(auditLogs.action, action)));

describe('TOTP enrolment and the second step', { timeout: 180_000 }, () => {
  const T = middleOfStep();
  let secret = '';
  let recovery: string[] = [];

  it('enrols with a code of the step before (±1), ends the other sessions and lifts the restriction', async () => {
    const other = data(await password('admin@teste.dev', '10.50.0.9'), signedInSchema);
    const { first, started, confirmed } = await enrol('admin@teste.dev', T, '10.50.0.2');
    secret = started.secret;
    expect(started.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*admin%40teste\.dev\?.*secret=/);
    expect(started.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(first.second_factor_enrolment_required).toBe(true);
    expect(confirmed.statusCode).toBe(200);
    const done = data(confirmed, totpConfirmedSchema);
    recovery = done.recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    // the new tokens reach everything; the other session ended
    expect(
      (await t.app.inject({ url: '/api/clients', headers: bearer(done.session.token) })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(other.token) })).statusCode).toBe(401);
    const status = data(
      await t.app.inject({ url: '/api/me/second-factor', headers: bearer(done.session.token) }),
      secondFactorStatusSchema,
    );
    expect(status).toMatchObject({
      enrolled: true,
      required: true,
      enrolment_required: false,
      recovery_codes_left: 10,
    });
    // the secret is kept sealed
    const [row] = await t.app.deps.db
      .select()
      .from(userTotp)
      .where(eq(userTotp.userId, t.fixture.users.admin.id));
    expect(row!.secretSealed).toMatch(/^v1\./);
    expect(row!.secretSealed).not.toContain(secret);
    expect(await audits(t.fixture.users.admin.id, 'second_factor.enrolled')).toHaveLength(1);
    await vi.waitFor(() => expect(mails('admin@teste.dev').some((m) => m.includes('ativada'))).toBe(true));
  });

  it('refuses a wrong code at the enrolment and a second enrolment', async () => {
    const s = data(await password('super@teste.dev', '10.50.0.3'), signedInSchema);
    const started = data(await post('/api/me/second-factor/totp', {}, bearer(s.token)), totpEnrolmentSchema);
    freezeAt(T);
    const wrong = await post(
      '/api/me/second-factor/totp/confirm',
      { code: codeAt(started.secret, T + 3 * STEP) },
      bearer(s.token),
    );
    vi.useRealTimers();
    expect(apiError(wrong).code).toBe('SECOND_FACTOR_CODE_INVALID');
    const admin = data(await password('admin@teste.dev', '10.50.0.3'), secondStepChallengeSchema);
    expect(admin.second_step.methods).toEqual(['totp', 'recovery']);
  });

  it('answers the password with a challenge, then accepts the next step once: replay and old steps refused', async () => {
    const challenge = async () =>
      data(await password('admin@teste.dev', '10.50.0.4'), secondStepChallengeSchema).second_step.token;
    const step = (token: string, code: string) =>
      post('/api/login/second-step', { token, method: 'totp', code }, {}, '10.50.0.4');

    const token = await challenge();
    freezeAt(T);
    const ok = await step(token, codeAt(secret, T + STEP)); // the step after: within the window
    vi.useRealTimers();
    const session = data(ok, signedInSchema);
    expect(session.second_factor_enrolment_required).toBe(false);
    expect((await t.app.inject({ url: '/api/settings', headers: bearer(session.token) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/clients', headers: bearer(session.token) })).statusCode).toBe(
      200,
    );
    // the challenge is single-use
    freezeAt(T);
    expect(apiError(await step(token, codeAt(secret, T))).code).toBe('SECOND_STEP_EXPIRED');
    vi.useRealTimers();

    const again = await challenge();
    freezeAt(T);
    // the same code again (replay), the current step (older than the last accepted) and two steps ahead
    expect(apiError(await step(again, codeAt(secret, T + STEP))).code).toBe('SECOND_STEP_INVALID');
    expect(apiError(await step(again, codeAt(secret, T))).code).toBe('SECOND_STEP_INVALID');
    vi.useRealTimers();
    // two failures so far (the lock is at 3): a right one resets the count
    freezeAt(T + 2 * STEP);
    const next = await step(again, codeAt(secret, T + 2 * STEP));
    vi.useRealTimers();
    expect(next.statusCode).toBe(200);
    expect(await audits(t.fixture.users.admin.id, 'second_factor.failed')).toHaveLength(2);
    await vi.waitFor(() =>
      expect(mails('admin@teste.dev').filter((m) => m.includes('estava errado')).length).toBeGreaterThan(0),
    );
  });

  it('refuses a code two steps away', async () => {
    const token = data(await password('admin@teste.dev', '10.50.0.5'), secondStepChallengeSchema).second_step
      .token;
    freezeAt(T + 4 * STEP);
    const res = await post(
      '/api/login/second-step',
      { token, method: 'totp', code: codeAt(secret, T + 6 * STEP) },
      {},
      '10.50.0.5',
    );
    vi.useRealTimers();
    expect(apiError(res).code).toBe('SECOND_STEP_INVALID');
    // a right one resets the failure count
    freezeAt(T + 4 * STEP);
    const ok = await post(
      '/api/login/second-step',
      { token, method: 'totp', code: codeAt(secret, T + 4 * STEP) },
      {},
      '10.50.0.5',
    );
    vi.useRealTimers();
    expect(ok.statusCode).toBe(200);
  });

  it('accepts each recovery code once, audits it and e-mails the owner', async () => {
    const use = async (code: string) => {
      const token = data(await password('admin@teste.dev', '10.50.0.6'), secondStepChallengeSchema)
        .second_step.token;
      return post('/api/login/second-step', { token, method: 'recovery', code }, {}, '10.50.0.6');
    };
    const code = recovery[0]!;
    expect((await use(code.toUpperCase())).statusCode).toBe(200);
    expect(apiError(await use(code)).code).toBe('SECOND_STEP_INVALID');
    const [entry] = await audits(t.fixture.users.admin.id, 'second_factor.recovery_used');
    expect(entry!.details).toMatchObject({ recovery_codes_left: 9 });
    await vi.waitFor(() =>
      expect(mails('admin@teste.dev').some((m) => m.includes('recupera') && m.includes('Restam 9'))).toBe(
        true,
      ),
    );
    // a success resets the failure count (the failure above was the first)
    expect((await use(recovery[1]!)).statusCode).toBe(200);
  });

  it('locks the account after repeated wrong codes, like the password, and refuses even a right code', async () => {
    const ip = '10.50.0.7';
    const token = data(await password('admin@teste.dev', ip), secondStepChallengeSchema).second_step.token;
    for (let i = 0; i < 3; i++) {
      const r = await post('/api/login/second-step', { token, method: 'totp', code: '000000' }, {}, ip);
      expect(r.statusCode).toBe(401);
    }
    freezeAt(T + 8 * STEP);
    const locked = await post(
      '/api/login/second-step',
      { token, method: 'totp', code: codeAt(secret, T + 8 * STEP) },
      {},
      ip,
    );
    vi.useRealTimers();
    expect(locked.statusCode).toBe(429);
    expect(apiError(locked).code).toBe('ACCOUNT_LOCKED');
    expect(await audits(t.fixture.users.admin.id, 'login.locked')).toHaveLength(1);
  });

  it("throttles the second step per IP with the password step's counter", async () => {
    const ip = '10.60.0.1';
    const payload = { token: 'x'.repeat(43), method: 'totp', code: '123456' };
    for (let i = 0; i < 30; i++)
      expect(apiError(await post('/api/login/second-step', payload, {}, ip)).code).toBe(
        'SECOND_STEP_EXPIRED',
      );
    expect(apiError(await post('/api/login/second-step', payload, {}, ip)).code).toBe('LOGIN_THROTTLED');
    expect(apiError(await password('operador@teste.dev', ip)).code).toBe('LOGIN_THROTTLED');
  });

  it('lets a superadmin reset the factor: sessions end, the user is told, the next sign-in enrols again', async () => {
    const operador = data(await password('operador@teste.dev', '10.50.0.8'), signedInSchema);
    const restricted = data(await password('super@teste.dev', '10.50.0.8'), signedInSchema);
    // a superadmin who owes its own enrolment cannot reach the reset
    const refused = await post(
      `/api/users/${t.fixture.users.admin.id}/second-factor/reset`,
      {},
      bearer(restricted.token),
    );
    expect(apiError(refused).code).toBe('MFA_ENROLMENT_REQUIRED');
    const { confirmed } = await enrol('super@teste.dev', T, '10.50.0.8');
    const superSession = data(confirmed, totpConfirmedSchema).session;
    const adminSessions = await t.app.deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, t.fixture.users.admin.id), isNull(sessions.revokedAt)));
    expect(adminSessions.length).toBeGreaterThan(0);

    const reset = await post(
      `/api/users/${t.fixture.users.admin.id}/second-factor/reset`,
      {},
      bearer(superSession.token),
    );
    expect(reset.statusCode).toBe(200);
    const live = await t.app.deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, t.fixture.users.admin.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    expect(
      await t.app.deps.db.select().from(userTotp).where(eq(userTotp.userId, t.fixture.users.admin.id)),
    ).toEqual([]);
    const [entry] = await audits(t.fixture.users.admin.id, 'second_factor.reset');
    expect(entry!.actorId).toBe(t.fixture.users.superadmin.id);
    await vi.waitFor(() => expect(mails('admin@teste.dev').some((m) => m.includes('redefiniu'))).toBe(true));
    // an operador's factor is optional: removing it leaves an unrestricted session
    expect(operador.second_factor_enrolment_required).toBe(false);
    // the admin's next sign-in (once the lock above is over) must enrol again
    await t.app.deps.db
      .update(users)
      .set({ lockedUntil: null, failedLogins: 0 })
      .where(eq(users.id, t.fixture.users.admin.id));
    expect(
      data(await password('admin@teste.dev', '10.50.0.10'), signedInSchema).second_factor_enrolment_required,
    ).toBe(true);
  });

  it('removes the factor with a current code; the session becomes restricted again for an admin', async () => {
    const { confirmed, started } = await enrol('admin@teste.dev', T + 10 * STEP, '10.50.0.11');
    const session = data(confirmed, totpConfirmedSchema).session;
    freezeAt(T + 10 * STEP);
    const removed = await post(
      '/api/me/second-factor/remove',
      { method: 'totp', code: codeAt(started.secret, T + 10 * STEP) },
      bearer(session.token),
      '10.50.0.11',
    );
    vi.useRealTimers();
    const result = data(removed, secondFactorRemovedSchema);
    expect(result.second_factor_enrolment_required).toBe(true);
    const refused = await t.app.inject({ url: '/api/clients', headers: bearer(result.session.token) });
    expect(apiError(refused).code).toBe('MFA_ENROLMENT_REQUIRED');
    expect(await audits(t.fixture.users.admin.id, 'second_factor.removed')).toHaveLength(1);
  });
});
