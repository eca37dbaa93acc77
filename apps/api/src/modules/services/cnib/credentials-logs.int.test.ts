import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOnr, ONR_CPF_LIVRE, startFakeOnr } from '../../../../test/fakes/fake-onr';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

/** Credentials (client secret, the registered user's CPF) and ONR tokens never reach a log line, at any level. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const CPF_USUARIO = '98765432100';
let onr: FakeOnr;
let t: TestApp;

beforeAll(async () => {
  onr = await startFakeOnr();
  t = await createTestApp(
    {
      SERVICES_ENCRYPTION_KEY: 'c3'.repeat(32),
      CNIB_TOKEN_URL: onr.tokenUrl,
      CNIB_BASE_URL_HOMOLOGACAO: onr.baseUrl,
      CNIB_RETRY_BACKOFF_MS: '0,0',
    },
    { logger: { level: 'trace', stream } },
  );
});
afterAll(async () => {
  await t?.close();
  await onr?.close();
});

describe('CNIB credentials in the log', () => {
  it('saves credentials, consults and re-consults after a 401 without logging a secret or a token', async () => {
    const headers = await t.authHeader('cliente');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/services/cnib/credentials',
      headers,
      payload: {
        onr_client_id: onr.clientId,
        onr_client_secret: onr.clientSecret,
        cpf_usuario: CPF_USUARIO,
        ambiente: 'homologacao',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/services/cnib/consultas',
      headers,
      payload: { documento: ONR_CPF_LIVRE },
    });
    expect(first.statusCode, first.body).toBe(200);
    onr.revokeTokens();
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/services/cnib/consultas',
      headers,
      payload: { documento: ONR_CPF_LIVRE },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(onr.tokenRequests.length).toBe(2);
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of [onr.clientSecret, CPF_USUARIO, 'tok-1', 'tok-2'])
      expect(lines.filter((l) => l.includes(secret))).toEqual([]);
  });
});
