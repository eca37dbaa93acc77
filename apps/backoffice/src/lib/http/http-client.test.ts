import { afterAll, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { readTokens, writeTokens } from '../auth/token-storage';
import { ApiError } from './api-error';
import { createHttpClient, type HttpClientOptions } from './http-client';

function jwt(expInSeconds: number, sub = 'u1'): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256' })}.${enc({ sub, exp: Math.floor(Date.now() / 1000) + expInSeconds })}.sig`;
}

// The fake API accepts only `valid` access tokens and rotates refresh tokens like the real one. With
// `refreshAfter401s` set, it answers the refresh only once that many 401s went out (no clock: an event),
// and `/api/slow` answers only when the test lets it (`slow`), after the client has given up.
const state = {
  valid: new Set<string>(),
  refreshTokens: new Set<string>(),
  refreshAfter401s: 0,
  sent401s: 0,
  release: () => {},
  slow: [] as (() => void)[],
};

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer(async (req, res) => {
    const bearer = req.headers.authorization?.replace('Bearer ', '') ?? '';
    if (req.path === '/api/refresh') {
      const { refresh_token } = JSON.parse(req.body) as { refresh_token: string };
      if (state.sent401s < state.refreshAfter401s)
        await new Promise<void>((release) => (state.release = release));
      if (!state.refreshTokens.delete(refresh_token)) {
        return sendJson(res, 401, {
          error: { code: 'INVALID_REFRESH_TOKEN', message: 'Sessão expirada. Entre novamente.' },
        });
      }
      const token = jwt(900, `n${state.valid.size}`);
      state.valid.add(token);
      const next = `r-${Math.random()}`;
      state.refreshTokens.add(next);
      return sendJson(res, 200, { data: { token, gpt_token: 'g2', refresh_token: next, expires_in: 900 } });
    }
    if (req.path === '/api/login') {
      return sendJson(res, 401, {
        error: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos.' },
      });
    }
    // the client's own routes: invented, only their refusals follow the API's contract
    const fictionalRoute = true;
    if (req.path === '/api/slow')
      return void state.slow.push(() => sendJson(res, 200, { data: 1 }, { fictionalRoute }));
    if (!state.valid.has(bearer)) {
      if (++state.sent401s >= state.refreshAfter401s) state.release();
      return sendJson(res, 401, {
        error: { code: 'UNAUTHENTICATED', message: 'Sessão expirada ou inválida. Entre novamente.' },
      });
    }
    if (req.path === '/api/admin')
      return sendJson(res, 403, {
        error: { code: 'FORBIDDEN', message: 'Você não tem permissão para acessar este recurso.' },
      });
    if (req.path === '/api/services/cnib/consultas')
      return sendJson(res, 403, {
        error: {
          code: 'SERVICE_NOT_CONTRACTED',
          message: 'Este serviço não está contratado para o seu cartório. Fale com o Sião para contratá-lo.',
        },
      });
    if (req.path === '/api/me/profile') {
      return sendJson(res, 400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Dados inválidos.',
          details: [{ field: 'name', message: 'Informe o nome completo.' }],
        },
      });
    }
    return sendJson(res, 200, { data: { path: req.path, method: req.method } }, { fictionalRoute });
  });
});
afterAll(() => server?.close());

let handlers: {
  onUnauthorized: Mock<() => void>;
  onForbidden: Mock<() => void>;
  onNetworkError: Mock<(error: ApiError) => void>;
};
let path = '/clients';
function client(extra: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ baseUrl: `${server.url}/api/`, currentPath: () => path, ...handlers, ...extra });
}
function signIn(token: string, refresh = 'r0') {
  state.refreshTokens.add(refresh);
  writeTokens({ token, gpt_token: 'g1', refresh_token: refresh });
}
const refreshCalls = () => server.requests.filter((r) => r.path === '/api/refresh').length;

beforeEach(() => {
  handlers = { onUnauthorized: vi.fn(), onForbidden: vi.fn(), onNetworkError: vi.fn() };
  path = '/clients';
  state.valid.clear();
  state.refreshTokens.clear();
  state.refreshAfter401s = 0;
  state.sent401s = 0;
  server.requests.length = 0;
});

describe('http client', () => {
  it('sends the stored token as a bearer header and returns the data payload', async () => {
    const token = jwt(900);
    state.valid.add(token);
    signIn(token);
    await expect(client().get('clients', { query: { page: 2, q: '' } })).resolves.toEqual({
      path: '/api/clients?page=2',
      method: 'GET',
    });
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('on 401 refreshes once, stores the rotated tokens and retries the call', async () => {
    signIn(jwt(900), 'r-old');
    await expect(client().get('clients')).resolves.toMatchObject({ path: '/api/clients' });
    expect(refreshCalls()).toBe(1);
    expect(JSON.parse(server.requests.find((r) => r.path === '/api/refresh')!.body)).toEqual({
      refresh_token: 'r-old',
    });
    const stored = readTokens();
    expect(stored?.gptToken).toBe('g2');
    expect(stored?.refreshToken).not.toBe('r-old');
    expect(server.requests.at(-1)?.headers.authorization).toBe(`Bearer ${stored?.token}`);
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
  });

  it('shares one refresh between parallel calls that get 401', async () => {
    state.refreshAfter401s = 3; // the refresh is still running when all three calls got their 401
    signIn(jwt(900));
    const api = client();
    const results = await Promise.all([api.get('a'), api.get('b'), api.get('c')]);
    expect(results).toHaveLength(3);
    expect(refreshCalls()).toBe(1);
  });

  it('refreshes shortly before expiry so an active user is not logged out', async () => {
    const old = jwt(30);
    state.valid.add(old);
    signIn(old);
    await client().get('clients');
    expect(server.requests.map((r) => r.path)).toEqual(['/api/refresh', '/api/clients']);
    expect(server.requests[1]?.headers.authorization).not.toBe(`Bearer ${old}`);
  });

  it('when the refresh is refused: clears both tokens, goes to /login and rejects with the server message', async () => {
    writeTokens({ token: jwt(900), gpt_token: 'g1', refresh_token: 'revoked' });
    const error = await client()
      .get('clients')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Sessão expirada ou inválida. Entre novamente.');
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('gpt_token')).toBeNull();
  });

  it('does not redirect on 401 while the current route is login or logout', async () => {
    for (const current of ['/login', '/logout']) {
      path = current;
      writeTokens({ token: jwt(900), gpt_token: 'g', refresh_token: 'none' });
      await expect(client().get('me')).rejects.toMatchObject({ status: 401 });
    }
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
  });

  it('sessionless calls (login) neither refresh nor redirect and show the server message', async () => {
    signIn(jwt(900));
    const call = client().post('login', { email: 'a@b.com', password: 'x' }, { session: false });
    await expect(call).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'E-mail ou senha inválidos.',
    });
    expect(refreshCalls()).toBe(0);
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
    expect(readTokens()).not.toBeNull();
  });

  it('403 sends the user to /unauthorized unless the caller opts out', async () => {
    const token = jwt(900);
    state.valid.add(token);
    signIn(token);
    await expect(client().get('admin')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(handlers.onForbidden).toHaveBeenCalledTimes(1);
    await expect(client().get('admin', { redirectOnForbidden: false })).rejects.toMatchObject({
      status: 403,
    });
    expect(handlers.onForbidden).toHaveBeenCalledTimes(1);
    expect(readTokens()?.token).toBe(token);
  });

  it('a 403 that is a business refusal (service not contracted) stays on the screen: no "Acesso negado"', async () => {
    const token = jwt(900);
    state.valid.add(token);
    signIn(token);
    await expect(client().get('services/cnib/consultas')).rejects.toMatchObject({
      status: 403,
      code: 'SERVICE_NOT_CONTRACTED',
    });
    expect(handlers.onForbidden).not.toHaveBeenCalled();
  });

  it('exposes field errors of a validation failure', async () => {
    const token = jwt(900);
    state.valid.add(token);
    signIn(token);
    const error = (await client()
      .put('me/profile', { name: '' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors()).toEqual({ name: 'Informe o nome completo.' });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ name: '' });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('POST without a body sends no body and no content type (logout)', async () => {
    const token = jwt(900);
    state.valid.add(token);
    signIn(token);
    await client().post('logout');
    expect(server.requests[0]?.body).toBe('');
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('reports a refused connection and a timeout in Portuguese', async () => {
    // tried once: the retries of a lost connection are http-client-retry.test.ts's
    const offline = createHttpClient({
      baseUrl: 'http://127.0.0.1:9/api/',
      retry: { tries: 1 },
      ...handlers,
    });
    await expect(offline.get('x')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: expect.stringContaining('conectar'),
    });
    await expect(client({ timeoutMs: 50 }).get('slow')).rejects.toMatchObject({ code: 'TIMEOUT' });
    for (const answer of state.slow.splice(0)) answer();
    expect(handlers.onNetworkError).toHaveBeenCalledTimes(2);
    expect(handlers.onNetworkError.mock.calls[1]?.[0].message).toBe(
      'O servidor demorou demais para responder. Tente novamente.',
    );
  });
});
