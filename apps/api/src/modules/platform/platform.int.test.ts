import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, apiErrorSchema, json } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadConfig } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(() => t?.close());

describe('platform', () => {
  it('answers liveness and readiness with the database kind', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      data: { status: 'ok' },
    });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(['pglite', 'postgres']).toContain(ready.json().data.database);
  });

  it('answers unknown /api routes with a JSON 404 in Portuguese', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(json(res, apiErrorSchema)).toEqual({
      error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' },
    });
  });

  it('refuses bodies over the configured limit with 413 and malformed JSON with 400', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.dev', password: 'x'.repeat(5000) },
    });
    expect(big.statusCode).toBe(413);
    expect(apiError(big).code).toBe('PAYLOAD_TOO_LARGE');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(apiError(bad).code).toBe('INVALID_JSON');
    expect(bad.body).not.toMatch(/at .*\.js|stack/i);
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('refuses a forged or expired file link', async () => {
    const link = t.app.deps.files.sign({ key: 'x/y', name: 'a.txt', contentType: 'text/plain' }, -10);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${link}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${link.slice(0, -2)}xx` })).statusCode).toBe(
      404,
    );
  });

  it('tags every response with a request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('req-12345678');
  });
});

describe('configuration', () => {
  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: deve começar com postgres:\/\//,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/siao' })).toThrow(
      /JWT_SECRET/,
    );
    // the embedded database keeps a generated secret in DATA_DIR
    expect(loadConfig({ NODE_ENV: 'production' }).JWT_SECRET).toBeUndefined();
  });
});
