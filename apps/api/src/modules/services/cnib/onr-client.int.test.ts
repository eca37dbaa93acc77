import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeOnr,
  ONR_CPF_INDISPONIVEL,
  ONR_CPF_LIVRE,
  ONR_CPF_RECUSADO,
  startFakeOnr,
} from '../../../../test/fakes/fake-onr';
import { openTestDatabase } from '../../../../test/helpers/test-database';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { createDbKvStore } from '../../../lib/kv/db-kv-store';
import type { KvStore } from '../../../lib/kv/kv-store';
import { createOnrClient, type OnrClientOptions } from './onr-client';

let onr: FakeOnr;
let kv: KvStore;
let database: Database;
let drop: (() => Promise<void>) | undefined;
const waits: number[] = [];

beforeAll(async () => {
  onr = await startFakeOnr();
  const opened = await openTestDatabase();
  database = opened.database;
  drop = opened.drop;
  kv = createDbKvStore(database.db);
});
afterAll(async () => {
  await onr?.close();
  await drop?.();
});

const client = (over: Partial<OnrClientOptions> = {}) =>
  createOnrClient({
    tokenUrl: onr.tokenUrl,
    baseUrl: onr.baseUrl,
    clientId: onr.clientId,
    clientSecret: onr.clientSecret,
    kv,
    timeoutMs: 2000,
    delay: async (ms) => {
      waits.push(ms);
    },
    ...over,
  });

async function errorOf(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('esperava um erro');
}

describe('ONR API Serventias client', () => {
  it('gets a token with the client-credentials form and consults with the bearer and body', async () => {
    const out = await client().consultar({ cpf_usuario: '98765432100', documento: ONR_CPF_LIVRE });
    expect(onr.tokenRequests).toHaveLength(1);
    expect(Object.fromEntries(onr.tokenRequests[0]!)).toEqual({
      grant_type: 'client_credentials',
      client_id: onr.clientId,
      client_secret: onr.clientSecret,
      scope: 'cnib-serventia-api',
    });
    expect(onr.calls.at(-1)).toEqual({
      bearer: 'tok-1',
      body: { cpf_usuario: '98765432100', documento: ONR_CPF_LIVRE },
    });
    expect(out.kind).toBe('ok');
    if (out.kind === 'ok') expect(out.data).toMatchObject({ indisponivel: false, qtdOrdens: 0 });
  });

  it('reuses the cached token from the shared store, even from another client instance', async () => {
    const out = await client().consultar({ cpf_usuario: '98765432100', documento: ONR_CPF_INDISPONIVEL });
    expect(onr.tokenRequests).toHaveLength(1);
    expect(out.kind === 'ok' && out.data).toMatchObject({
      indisponivel: true,
      qtdOrdens: 2,
      protocolos: ['202400000001', '202400000002'],
      nomeRazao: 'FULANO DE TAL',
    });
  });

  it('re-checks by hash', async () => {
    const first = await client().consultar({ cpf_usuario: '98765432100', documento: ONR_CPF_LIVRE });
    const hash = first.kind === 'ok' ? first.data.dados_usuario.hash : '';
    const again = await client().consultar({ cpf_usuario: '98765432100', hash });
    expect(onr.calls.at(-1)?.body).toEqual({ cpf_usuario: '98765432100', hash });
    expect(again.kind === 'ok' && again.data.documento).toBe(ONR_CPF_LIVRE);
  });

  it('turns notifications into a Portuguese refusal', async () => {
    const out = await client().consultar({ cpf_usuario: '98765432100', documento: ONR_CPF_RECUSADO });
    expect(out).toMatchObject({
      kind: 'refused',
      message: 'A ONR recusou a consulta: Documento: Documento informado é inválido',
    });
  });

  it('on a 401 fetches one fresh token and tries again', async () => {
    onr.revokeTokens();
    const before = onr.tokenRequests.length;
    const out = await client().consultar({ cpf_usuario: '98765432100', documento: ONR_CPF_LIVRE });
    expect(out.kind).toBe('ok');
    expect(onr.tokenRequests.length).toBe(before + 1);
    expect(onr.calls.at(-1)?.bearer).toBe(`tok-${before + 1}`);
  });

  it('retries a 503 that asks to come back (Retry-After) twice, waiting what it asks, then gives up', async () => {
    waits.length = 0;
    const calls = onr.calls.length;
    onr.failNext(3, 503, { 'retry-after': '2' });
    const err = await errorOf(client().consultar({ cpf_usuario: '98765432100', documento: ONR_CPF_LIVRE }));
    expect(err.code).toBe('CNIB_UNAVAILABLE');
    expect(err.message).toBe(
      'A ONR não respondeu à consulta (ONR respondeu 503). Tente novamente em alguns minutos.',
    );
    expect(onr.calls.length - calls).toBe(3);
    expect(waits).toEqual([2000, 2000]);
  });

  it('never repeats a consultation that reached ONR and failed there (500)', async () => {
    const calls = onr.calls.length;
    onr.failNext(1);
    const err = await errorOf(client().consultar({ cpf_usuario: '98765432100', documento: ONR_CPF_LIVRE }));
    expect(err.code).toBe('CNIB_UNAVAILABLE');
    expect(onr.calls.length - calls).toBe(1);
  });

  it('recovers when a retry succeeds', async () => {
    onr.failNext(1, 502, { 'retry-after': '0' });
    const out = await client().consultar({ cpf_usuario: '98765432100', documento: ONR_CPF_LIVRE });
    expect(out.kind).toBe('ok');
  });

  it('waits out throttling (429) and consults once it is let through, never as a refusal', async () => {
    waits.length = 0;
    const calls = onr.calls.length;
    onr.failNext(3, 429, { 'retry-after': '1' });
    const out = await client().consultar({ cpf_usuario: '98765432100', documento: ONR_CPF_LIVRE });
    expect(out.kind).toBe('ok');
    expect(onr.calls.length - calls).toBe(4);
    expect(waits).toEqual([1000, 1000, 1000]);
  });

  it('never sends a consultation again after a timeout: it may have been made at ONR', async () => {
    const calls = onr.calls.length;
    onr.slowNext(1, 1000);
    const err = await errorOf(
      client({ timeoutMs: 50 }).consultar({ cpf_usuario: '98765432100', documento: ONR_CPF_LIVRE }),
    );
    expect(err.code).toBe('CNIB_UNCONFIRMED');
    expect(err.message).toContain('tempo esgotado');
    expect(onr.calls.length - calls).toBe(1);
  });

  it('retries a refused connection (ONR never saw it), then says ONR is unavailable', async () => {
    waits.length = 0;
    // a port that was just free: nothing listens there
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const err = await errorOf(
      client({ baseUrl: `http://127.0.0.1:${port}` }).consultar({
        cpf_usuario: '98765432100',
        documento: ONR_CPF_LIVRE,
      }),
    );
    expect(err.code).toBe('CNIB_UNAVAILABLE');
    expect(waits).toEqual([500, 1500]);
  });

  it('never retries a refused login (4xx) and says the credentials are wrong', async () => {
    const before = onr.tokenRequests.length;
    const err = await errorOf(
      client({ clientSecret: 'errado' }).consultar({ cpf_usuario: '98765432100', documento: ONR_CPF_LIVRE }),
    );
    expect(err.code).toBe('CNIB_AUTH_FAILED');
    expect(onr.tokenRequests.length).toBe(before + 1);
  });
});
