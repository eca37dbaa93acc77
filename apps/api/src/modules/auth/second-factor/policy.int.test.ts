import {
  loginResultSchema,
  passkeyAddedSchema,
  passkeyOptionsSchema,
  secondFactorStatusSchema,
  signedInSchema,
} from '@siao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authzTable, secondFactorEnrolmentRoutes } from '../../../../test/authz-table';
import { apiError, data } from '../../../../test/helpers/json';
import { SoftAuthenticator } from '../../../../test/helpers/soft-authenticator';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../../test/helpers/test-app';
import { clients } from '../../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SECOND_FACTOR_ROLES: 'superadmin,admin' });
});
afterAll(() => t?.close());

const sampleId = '00000000-0000-4000-8000-000000000000';
const fill = (url: string) =>
  url
    .replace(/:product/g, 'siaoseg')
    .replace(/:(\w+)/g, sampleId)
    .replace('*', 'x');

async function signIn(email: string, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    payload: { email, password: TEST_PASSWORD },
  });
  return data(res, signedInSchema);
}

describe('second factor policy (one check in the guard, for every route)', () => {
  it('gives an admin without a factor a session that reaches only the enrolment, /api/me and logout', async () => {
    const session = await signIn('admin@teste.dev', '10.40.0.1');
    expect(session.second_factor_enrolment_required).toBe(true);
    const headers = { authorization: `Bearer ${session.token}` };
    const reached: string[] = [];
    for (const [key, roles] of Object.entries(authzTable)) {
      if (roles === 'public' || key === 'POST /api/logout') continue;
      const [method, url] = key.split(' ') as [string, string];
      const res = await t.app.inject({
        method: method as 'GET',
        url: fill(url),
        headers,
        ...(['GET', 'DELETE'].includes(method) ? {} : { payload: {} }),
      });
      if (res.statusCode === 403 && apiError(res).code === 'MFA_ENROLMENT_REQUIRED') continue;
      expect([key, res.statusCode]).not.toEqual([key, 500]);
      reached.push(key);
    }
    expect(reached.sort()).toEqual(
      [...secondFactorEnrolmentRoutes].filter((k) => k !== 'POST /api/logout').sort(),
    );
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers });
    expect(me.json().data.second_factor_enrolment_required).toBe(true);
    const refused = await t.app.inject({ method: 'GET', url: '/api/clients', headers });
    expect(apiError(refused)).toMatchObject({
      code: 'MFA_ENROLMENT_REQUIRED',
      message: expect.stringContaining('verificação em duas etapas é obrigatória'),
    });
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(out.statusCode).toBe(200);
  });

  it('keeps the restriction through a refresh of the session', async () => {
    const session = await signIn('super@teste.dev', '10.40.0.2');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      remoteAddress: '10.40.0.2',
      payload: { refresh_token: session.refresh_token },
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { authorization: `Bearer ${res.json().data.token}` },
    });
    expect(apiError(refused).code).toBe('MFA_ENROLMENT_REQUIRED');
  });

  it('leaves it optional for an operador, and required for the users of a client that asks for it', async () => {
    expect((await signIn('operador@teste.dev', '10.40.0.3')).second_factor_enrolment_required).toBe(false);
    expect((await signIn('cliente@teste.dev', '10.40.0.4')).second_factor_enrolment_required).toBe(false);
    await t.app.deps.db
      .update(clients)
      .set({ requireSecondFactor: true })
      .where(eq(clients.id, t.fixture.clientA.id));
    const restricted = await signIn('cliente@teste.dev', '10.40.0.5');
    expect(restricted.second_factor_enrolment_required).toBe(true);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/faturas',
      headers: { authorization: `Bearer ${restricted.token}` },
    });
    expect(apiError(refused).code).toBe('MFA_ENROLMENT_REQUIRED');
    // the other client's users are not affected
    expect((await signIn('clienteb@teste.dev', '10.40.0.6')).second_factor_enrolment_required).toBe(false);
  });

  it('lets a restricted session enrol a passkey: its new tokens reach everything, and the next sign-in asks for it', async () => {
    const session = await signIn('super@teste.dev', '10.40.0.7');
    expect(session.second_factor_enrolment_required).toBe(true);
    const restricted = { authorization: `Bearer ${session.token}` };
    const post = (url: string, payload: object | undefined, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: '10.40.0.7' });

    const key = new SoftAuthenticator();
    const { challenge_id, options } = data(
      await post('/api/me/passkeys/options', undefined, restricted),
      passkeyOptionsSchema,
    );
    const origin = new URL(t.app.deps.config.PUBLIC_URL).origin;
    const res = await post(
      '/api/me/passkeys',
      { challenge_id, name: 'Chave USB', response: key.attest(options, origin) },
      restricted,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { session: renewed } = data(res, passkeyAddedSchema);

    const free = { authorization: `Bearer ${renewed.token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', headers: free })).statusCode).toBe(200);
    const status = data(
      await t.app.inject({ method: 'GET', url: '/api/me/second-factor', headers: free }),
      secondFactorStatusSchema,
    );
    expect(status).toMatchObject({ enrolled: true, required: true, enrolment_required: false });
    // the policy is satisfied: the password alone no longer signs in, the passkey is asked for
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.40.0.8',
      payload: { email: 'super@teste.dev', password: TEST_PASSWORD },
    });
    const result = data(next, loginResultSchema);
    expect(result).toMatchObject({ second_step: { methods: ['passkey'] } });
  });
});
