// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeApi } from '../../dev/fake-api.mjs';
import { ApiError, createApiClient } from './api-client';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api?.server.close());

it('renews a token rejected mid-session once, then repeats the call with the new token', async () => {
  const client = createApiClient(
    `${api.url}/api/`,
    { authToken: 'expirado', refreshToken: 'r'.repeat(20) },
    'ctx',
  );
  const before = api.requests.length;
  const threads = await client.listThreads();
  expect(threads.length).toBeGreaterThan(0);
  expect(api.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
    'GET /api/threads',
    'POST /api/widget/refresh',
    'GET /api/threads',
  ]);
  expect(client.auth.authToken).not.toBe('expirado');
  expect(api.requests.at(-1)!.headers).toMatchObject({
    authorization: `Bearer ${client.auth.authToken}`,
    'context-user': 'ctx',
  });
});

it('surfaces the API error message without a refresh token', async () => {
  const client = createApiClient(`${api.url}/api/`, { authToken: 'expirado' });
  await expect(client.listAssistants()).rejects.toEqual(new ApiError(401, 'Sessão expirada'));
});
