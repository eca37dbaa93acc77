import type { Role } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL, authzTable, sessionEnding } from './authz-table';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sampleId = '00000000-0000-4000-8000-000000000000';
const fill = (url: string) =>
  url
    .replace(/:product/g, 'siaoseg')
    .replace(/:(\w+)/g, sampleId)
    .replace('*', 'x');

async function call(key: string, headers: Record<string, string>) {
  const [method, url] = key.split(' ') as [string, string];
  const hasBody = !['GET', 'DELETE'].includes(method);
  return t.app.inject({
    method: method as 'GET',
    url: fill(url),
    headers,
    ...(hasBody ? { payload: {} } : {}),
  });
}

describe('authorization table', () => {
  it('lists every registered /api route, and nothing that does not exist', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const listed = Object.keys(authzTable).sort();
    expect(registered.filter((r) => !listed.includes(r))).toEqual([]);
    expect(listed.filter((r) => !registered.includes(r))).toEqual([]);
  });

  it('refuses every non-public route without a token (401)', async () => {
    for (const [key, roles] of Object.entries(authzTable)) {
      if (roles === 'public') continue;
      const res = await call(key, {});
      expect([key, res.statusCode]).toEqual([key, 401]);
    }
  });

  it.each(ALL)('gives %s 403 exactly on the routes it may not call', async (role: Role) => {
    for (const [key, roles] of Object.entries(authzTable)) {
      if (roles === 'public') continue;
      const headers = sessionEnding.has(key)
        ? { authorization: `Bearer ${(await t.login(role, '10.7.7.7')).token}` }
        : await t.authHeader(role);
      const res = await call(key, headers);
      const allowed = roles.includes(role);
      // an allowed role reaches the handler: it answers (2xx, or 4xx for the sample id / empty body),
      // never 403, and never a server error
      if (allowed) expect([key, res.statusCode < 500 && res.statusCode !== 403]).toEqual([key, true]);
      else expect([key, res.statusCode]).toEqual([key, 403]);
      expect([key, res.statusCode]).not.toContainEqual(401);
    }
  });
});
