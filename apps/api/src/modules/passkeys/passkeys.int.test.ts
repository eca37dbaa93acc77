import { readdirSync, readFileSync } from 'node:fs';
import {
  loginResponseSchema,
  type PasskeyOptions,
  passkeyAddedSchema,
  passkeyOptionsSchema,
  passkeySchema,
  secondStepChallengeSchema,
  signedInSchema,
} from '@siao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiError, data } from '../../../test/helpers/json';
import { FLAG_UP, SoftAuthenticator } from '../../../test/helpers/soft-authenticator';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/helpers/test-app';
import { auditLogs, userPasskeys, users } from '../../db/schema';
import { PasskeyRefused, startPasskeyAssertion, userHasPasskey, verifyPasskeyAssertion } from '.';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '6' });
  origin = new URL(t.app.deps.config.PUBLIC_URL).origin;
});
afterAll(() => t?.close());

type Who = 'operador' | 'admin' | 'cliente' | 'superadmin';
const post = (
  url: string,
  payload: object | undefined,
  headers: Record<string, string> = {},
  ip = '10.7.0.1',
) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });

async function registrationOptions(
  who: Who,
): Promise<PasskeyOptions & { options: { user: { id: string } } }> {
  const res = await post('/api/me/passkeys/options', undefined, await t.authHeader(who));
  expect(res.statusCode).toBe(200);
  return data(res, passkeyOptionsSchema) as never;
}

/** Enrols a new software passkey for `who` through the API; returns the authenticator. */
async function enrol(who: Who, name = 'Notebook do escritório') {
  const key = new SoftAuthenticator();
  const { challenge_id, options } = await registrationOptions(who);
  const res = await post(
    '/api/me/passkeys',
    { challenge_id, name, response: key.attest(options, origin) },
    await t.authHeader(who),
  );
  expect(res.statusCode, res.body).toBe(200);
  return { key, passkey: data(res, passkeySchema) };
}

async function signInOptions(ip = '10.7.0.1') {
  const res = await post('/api/login/passkey/options', undefined, {}, ip);
  expect(res.statusCode).toBe(200);
  return data(res, passkeyOptionsSchema);
}

const signIn = (challengeId: string, response: unknown, ip = '10.7.0.1') =>
  post('/api/login/passkey', { challenge_id: challengeId, response }, {}, ip);

const auditOf = (userId: string, action: string) =>
  t.app.deps.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, userId), eq(auditLogs.action, action)));

function mailsTo(email: string): string[] {
  const outbox = `${t.dataDir}/outbox`;
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(`${outbox}/${f}`, 'utf8').replace(/=\r?\n/g, ''))
    .filter((m) => m.includes(`To: ${email}`));
}

describe('passkeys: enrolment in Meu perfil', () => {
  it('registers a passkey (discoverable, user verification required), lists it, audits and e-mails the owner', async () => {
    const { options } = await registrationOptions('operador');
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Sião' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect(options).not.toHaveProperty('authenticatorSelection.authenticatorAttachment');

    const { passkey } = await enrol('operador', 'Notebook do escritório');
    expect(passkey).toMatchObject({ name: 'Notebook do escritório', last_used_at: null });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/me/passkeys',
      headers: await t.authHeader('operador'),
    });
    expect(data(list, z.array(passkeySchema)).map((p) => p.id)).toContain(passkey.id);
    const operador = t.fixture.users.operador;
    expect(await auditOf(operador.id, 'passkey.added')).toHaveLength(1);
    expect(await userHasPasskey(t.app.deps.db, operador.id)).toBe(true);
    expect(await userHasPasskey(t.app.deps.db, t.fixture.users.superadmin.id)).toBe(false);
    await vi.waitFor(() => {
      expect(mailsTo(operador.email).some((m) => m.includes('Notebook do escrit'))).toBe(true);
    });
  });

  it('refuses an authenticator that did not verify the user (UV flag missing)', async () => {
    const key = new SoftAuthenticator();
    const { challenge_id, options } = await registrationOptions('cliente');
    const res = await post(
      '/api/me/passkeys',
      { challenge_id, name: 'Chave sem PIN', response: key.attest(options, origin, { flags: FLAG_UP }) },
      await t.authHeader('cliente'),
    );
    expect(res.statusCode).toBe(400);
    expect(apiError(res).code).toBe('PASSKEY_REGISTRATION_FAILED');
    expect(await userHasPasskey(t.app.deps.db, t.fixture.users.cliente.id)).toBe(false);
  });

  it('refuses another user’s challenge, a spent challenge and an attestation from another origin', async () => {
    const key = new SoftAuthenticator();
    const { challenge_id, options } = await registrationOptions('admin');
    const asOther = await post(
      '/api/me/passkeys',
      { challenge_id, name: 'Outra', response: key.attest(options, origin) },
      await t.authHeader('cliente'),
    );
    expect(apiError(asOther).code).toBe('PASSKEY_CHALLENGE_INVALID');
    // the attempt above consumed it
    const again = await post(
      '/api/me/passkeys',
      { challenge_id, name: 'Outra', response: key.attest(options, origin) },
      await t.authHeader('admin'),
    );
    expect(apiError(again).code).toBe('PASSKEY_CHALLENGE_INVALID');
    const fresh = await registrationOptions('admin');
    const phished = await post(
      '/api/me/passkeys',
      {
        challenge_id: fresh.challenge_id,
        name: 'Outra',
        response: key.attest(fresh.options, 'https://siao.golpe.example'),
      },
      await t.authHeader('admin'),
    );
    expect(apiError(phished).code).toBe('PASSKEY_REGISTRATION_FAILED');
  });

  it('removes a passkey (audited, e-mailed); another user’s passkey is not found; the removed one no longer signs in', async () => {
    const { key, passkey } = await enrol('cliente', 'Chave para remover');
    const byOther = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/passkeys/${passkey.id}`,
      headers: await t.authHeader('admin'),
    });
    expect(byOther.statusCode).toBe(404);
    expect(apiError(byOther).code).toBe('PASSKEY_NOT_FOUND');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/passkeys/${passkey.id}`,
      headers: await t.authHeader('cliente'),
    });
    expect(res.statusCode).toBe(200);
    const cliente = t.fixture.users.cliente;
    expect(await auditOf(cliente.id, 'passkey.removed')).toHaveLength(1);
    await vi.waitFor(() => {
      expect(mailsTo(cliente.email).some((m) => m.includes('removida'))).toBe(true);
    });
    const { challenge_id, options } = await signInOptions('10.7.1.1');
    const refused = await signIn(challenge_id, key.assert(options, origin), '10.7.1.1');
    expect(refused.statusCode).toBe(401);
    expect(apiError(refused).code).toBe('PASSKEY_INVALID');
  });
});

describe('passkeys: enrolling one ends the other sessions', () => {
  const signInWithPassword = async (ip: string) => {
    const res = await post('/api/login', { email: 'clienteb@teste.dev', password: TEST_PASSWORD }, {}, ip);
    return data(res, loginResponseSchema);
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('ends every other session of the user, keeps this one and answers with its new tokens', async () => {
    const here = await signInWithPassword('10.7.9.1');
    const elsewhere = await signInWithPassword('10.7.9.2');
    const key = new SoftAuthenticator();
    const opts = await post('/api/me/passkeys/options', undefined, bearer(here.token));
    const { challenge_id, options } = data(opts, passkeyOptionsSchema);
    const res = await post(
      '/api/me/passkeys',
      { challenge_id, name: 'Notebook novo', response: key.attest(options, origin) },
      bearer(here.token),
    );
    expect(res.statusCode, res.body).toBe(200);
    const added = data(res, passkeyAddedSchema);

    // the other session: its access token and its refresh token are refused at once
    const other = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(elsewhere.token) });
    expect(other.statusCode).toBe(401);
    const otherRefresh = await post(
      '/api/refresh',
      { refresh_token: elsewhere.refresh_token },
      {},
      '10.7.9.2',
    );
    expect(otherRefresh.statusCode).toBe(401);

    // this one goes on, with the new tokens (the refresh token rotated)
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(added.session.token) });
    expect(me.statusCode).toBe(200);
    const refreshed = await post(
      '/api/refresh',
      { refresh_token: added.session.refresh_token },
      {},
      '10.7.9.1',
    );
    expect(refreshed.statusCode).toBe(200);
    const [entry] = await auditOf(t.fixture.users.clienteB.id, 'passkey.added');
    expect(entry!.details).toMatchObject({ passkey_id: added.id, sessions_ended: 1 });
  });
});

describe('passkeys: sign-in with a passkey alone', () => {
  it('issues the same session as the password sign-in and records the use', async () => {
    const { key, passkey } = await enrol('admin', 'Celular');
    const { challenge_id, options } = await signInOptions();
    expect(options).toMatchObject({ userVerification: 'required', rpId: 'localhost' });
    const res = await signIn(challenge_id, key.assert(options, origin));
    expect(res.statusCode, res.body).toBe(200);
    const session = data(res, loginResponseSchema);
    expect(session.user.email).toBe('admin@teste.dev');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
    const [row] = await t.app.deps.db.select().from(userPasskeys).where(eq(userPasskeys.id, passkey.id));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
    const logins = await auditOf(t.fixture.users.admin.id, 'login.success');
    expect(logins.some((a) => (a.details as { method?: string } | null)?.method === 'passkey')).toBe(true);

    // the challenge was spent: the same answer again is refused, and audited
    const replay = await signIn(challenge_id, key.assert(options, origin));
    expect(replay.statusCode).toBe(400);
    expect(apiError(replay).code).toBe('PASSKEY_CHALLENGE_INVALID');
  });

  it('refuses an assertion whose counter did not move forward (a cloned authenticator), and audits it', async () => {
    const { key } = await enrol('superadmin', 'Chave clonada');
    const first = await signInOptions('10.7.2.1');
    expect((await signIn(first.challenge_id, key.assert(first.options, origin), '10.7.2.1')).statusCode).toBe(
      200,
    );
    const second = await signInOptions('10.7.2.1');
    const stale = await signIn(
      second.challenge_id,
      key.assert(second.options, origin, { step: 0 }),
      '10.7.2.1',
    );
    expect(stale.statusCode).toBe(401);
    expect(apiError(stale).code).toBe('PASSKEY_INVALID');
    const failures = await auditOf(t.fixture.users.superadmin.id, 'login.failed');
    expect(failures.map((a) => (a.details as { method: string }).method)).toContain('passkey');
  });

  it('refuses an assertion without user verification', async () => {
    const { key } = await enrol('operador', 'Chave sem UV');
    const { challenge_id, options } = await signInOptions('10.7.3.1');
    const res = await signIn(challenge_id, key.assert(options, origin, { flags: FLAG_UP }), '10.7.3.1');
    expect(res.statusCode).toBe(401);
    expect(apiError(res).code).toBe('PASSKEY_INVALID');
  });

  it('refuses an unknown credential, a forged signature and a locked account', async () => {
    const stranger = new SoftAuthenticator(Buffer.from(t.fixture.users.admin.id).toString('base64url'));
    const a = await signInOptions('10.7.4.1');
    expect(apiError(await signIn(a.challenge_id, stranger.assert(a.options, origin), '10.7.4.1')).code).toBe(
      'PASSKEY_INVALID',
    );
    const { key } = await enrol('operador', 'Chave adulterada');
    const b = await signInOptions('10.7.4.1');
    const forged = key.assert(b.options, origin);
    forged.response.clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: b.options.challenge,
        origin: 'https://siao.golpe.example',
      }),
    ).toString('base64url');
    expect(apiError(await signIn(b.challenge_id, forged, '10.7.4.1')).code).toBe('PASSKEY_INVALID');

    const operador = t.fixture.users.operador;
    await t.app.deps.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(users.id, operador.id));
    try {
      const c = await signInOptions('10.7.4.1');
      const locked = await signIn(c.challenge_id, key.assert(c.options, origin), '10.7.4.1');
      expect(locked.statusCode).toBe(429);
      expect(apiError(locked).code).toBe('ACCOUNT_LOCKED');
    } finally {
      await t.app.deps.db.update(users).set({ lockedUntil: null }).where(eq(users.id, operador.id));
    }
  });

  it('is throttled per IP by the login throttle', async () => {
    const ip = '10.7.5.1';
    const { challenge_id } = await signInOptions(ip);
    const bogus = new SoftAuthenticator().assert({ challenge: 'x' }, origin);
    for (let i = 0; i < 6; i++) await signIn(challenge_id, bogus, ip);
    const res = await signIn(challenge_id, bogus, ip);
    expect(res.statusCode).toBe(429);
    expect(apiError(res).code).toBe('LOGIN_THROTTLED');
    // the password step shares the count
    const password = await post('/api/login', { email: 'admin@teste.dev', password: 'qualquer-123' }, {}, ip);
    expect(apiError(password).code).toBe('LOGIN_THROTTLED');
  });
});

describe('passkeys as the second step (service surface)', () => {
  it('verifies the user’s own passkey and refuses another user’s credential', async () => {
    const { key: mine } = await enrol('cliente', 'Minha chave');
    const { key: theirs } = await enrol('admin', 'Chave do admin');
    const cliente = t.fixture.users.cliente.id;
    const ok = await startPasskeyAssertion(t.app.deps, { userId: cliente });
    expect(
      (ok.options as { allowCredentials?: { id: string }[] }).allowCredentials?.map((c) => c.id),
    ).toEqual([mine.id]);
    const verified = await verifyPasskeyAssertion(t.app.deps.db, {
      userId: cliente,
      challengeId: ok.challenge_id,
      response: mine.assert(ok.options, origin),
    });
    expect(verified).toMatchObject({ userId: cliente, name: 'Minha chave' });

    const other = await startPasskeyAssertion(t.app.deps, { userId: cliente });
    const refused = await verifyPasskeyAssertion(t.app.deps.db, {
      userId: cliente,
      challengeId: other.challenge_id,
      response: theirs.assert(other.options, origin),
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PasskeyRefused);
    expect((refused as PasskeyRefused).reason).toBe('credential_of_another_user');

    // a challenge bound to one user does not serve another
    const bound = await startPasskeyAssertion(t.app.deps, { userId: t.fixture.users.admin.id });
    const crossed = await verifyPasskeyAssertion(t.app.deps.db, {
      userId: cliente,
      challengeId: bound.challenge_id,
      response: mine.assert(bound.options, origin),
    }).catch((e: unknown) => e);
    expect((crossed as PasskeyRefused).code).toBe('PASSKEY_CHALLENGE_INVALID');
  });
});

describe('a passkey as the second step of a password sign-in', () => {
  it('asks a user who has a passkey for the second step, which only that user’s passkey passes', async () => {
    const { key } = await enrol('operador', 'Chave do operador');
    const { key: theirs } = await enrol('superadmin', 'Chave do superadmin');
    const ip = '10.7.9.1';
    const first = await post('/api/login', { email: 'operador@teste.dev', password: TEST_PASSWORD }, {}, ip);
    const { second_step } = data(first, secondStepChallengeSchema);
    expect(second_step.methods).toContain('passkey');
    const start = async () =>
      data(
        await post('/api/login/second-step/passkey', { token: second_step.token }, {}, ip),
        passkeyOptionsSchema,
      );
    const prove = async (authenticator: SoftAuthenticator) => {
      const { challenge_id, options } = await start();
      const response = authenticator.assert(options, origin);
      return post(
        '/api/login/second-step',
        { token: second_step.token, method: 'passkey', challenge_id, response },
        {},
        ip,
      );
    };

    expect(apiError(await prove(theirs)).code).toBe('SECOND_STEP_INVALID');
    const session = data(await prove(key), signedInSchema);
    expect(session.user.email).toBe('operador@teste.dev');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
  });
});

describe("a superadmin's reset of the second factor", () => {
  it('forgets the passkeys too (a user who lost everything has no factor left to be asked for)', async () => {
    await enrol('admin', 'Chave perdida');
    const admin = t.fixture.users.admin.id;
    expect(await userHasPasskey(t.app.deps.db, admin)).toBe(true);
    const reset = await post(
      `/api/users/${admin}/second-factor/reset`,
      undefined,
      await t.authHeader('superadmin'),
      '10.7.10.1',
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await userHasPasskey(t.app.deps.db, admin)).toBe(false);
    const audit = await auditOf(admin, 'second_factor.reset');
    const details = audit.at(-1)?.details as { passkeys?: number } | undefined;
    expect(details?.passkeys).toBeGreaterThan(0);
  });
});
