import { Writable } from 'node:stream';
import type { Role } from '@siao/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIdParam, pathParams } from '../src/lib/id-params';
import { authzTable, BAD_IDS, mayCall, sessionEnding } from './authz-table';
import { apiError } from './helpers/json';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Hostile strings against every route with a body or a query string, driven by the app's own route
 * list and OpenAPI document (a new route joins by existing): never a 5xx, never SQL in the log.
 */
const logLines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream } });
});
afterAll(() => t?.close());

const NUL = 'texto\u0000nulo';
const LONE = 'Título \uD800 partido';
const HUGE = 'a'.repeat(1_000_000);
const SQL_IN_LOG = /\b(select\s.+\sfrom|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b|params:/i;

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const sampleId = '00000000-0000-4000-8000-000000000000';
const fill = (url: string, id = sampleId) =>
  url
    .replace(/:product/g, 'siaoseg')
    .replace(/:(\w+)/g, id)
    .replace('*', 'x');

/** Headers of an allowed caller (the most privileged allowed role: it reaches furthest). */
async function callerFor(key: string): Promise<Record<string, string>> {
  const roles = authzTable[key];
  if (!roles || roles === 'public') return {};
  const role = (['superadmin', 'admin', 'operador', 'cliente'] as Role[]).find((r) => roles.includes(r))!;
  if (sessionEnding.has(key)) return { authorization: `Bearer ${(await t.login(role, '10.4.4.4')).token}` };
  return t.authHeader(role);
}

function bodies(fields: string[]): unknown[] {
  const each = (value: unknown) => Object.fromEntries(fields.map((f) => [f, value]));
  const [first = 'campo'] = fields;
  return [
    each(NUL),
    each(LONE),
    { ...each('ok'), [first]: HUGE },
    each(12345),
    each({ objeto: [1, { a: NUL }] }),
    each(null),
    { ...each('ok'), campo_inexistente: NUL, [`chave${LONE}`]: 1 },
    [NUL],
    NUL,
  ];
}

function queries(names: string[]): string[] {
  const params = names.length ? names : ['q'];
  const all = (v: string) => params.map((n) => `${n}=${v}`).join('&');
  return [
    all('%00'),
    all('a%00b'),
    all(encodeURIComponent(HUGE.slice(0, 200_000))),
    all('%ED%A0%80'),
    all('[]'),
  ];
}

describe('hostile strings on every route with a body or a query string', () => {
  it('never answers 5xx', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const failures: string[] = [];
    let requests = 0;
    for (const { method, url } of t.app.apiRoutes) {
      const key = `${method} ${url}`;
      const op = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()] ?? {};
      const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
      if (!hasBody && queryNames.length === 0) continue;
      const fields = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
      const send = async (path: string, payload?: unknown) => {
        const res = await t.app.inject({
          method: method as 'POST',
          url: path,
          headers: { ...(await callerFor(key)), 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        });
        requests++;
        if (res.statusCode >= 500)
          failures.push(`${key} ${path.slice(0, 80)} → ${res.statusCode} ${res.body}`);
        return res;
      };
      if (hasBody) for (const body of bodies(fields)) await send(fill(url), body);
      for (const query of queries(queryNames)) await send(`${fill(url)}?${query}`, hasBody ? {} : undefined);
      if (url.includes(':')) await send(fill(url, '%00'), hasBody ? {} : undefined);
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(300);
  }, 120_000); // some thousand requests: slow on a loaded machine

  it('logs no SQL at info level', () => {
    const infoAndAbove = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 30);
    expect(infoAndAbove.length).toBeGreaterThan(0);
    expect(infoAndAbove.filter((line) => SQL_IN_LOG.test(line))).toEqual([]);
  });
});

describe('malformed ids on every route with path parameters', () => {
  // the app's own route list: a new route with a path parameter is tried without anyone listing it
  it('never answers 5xx; an id-like parameter answers 404 (400 UNSAFE_TEXT for NUL) before any query', async () => {
    const callers = { superadmin: await t.authHeader('superadmin'), cliente: await t.authHeader('cliente') };
    const failures: string[] = [];
    let requests = 0;
    const routes = t.app.apiRoutes.filter(
      ({ method, url }) => url.includes(':') && !sessionEnding.has(`${method} ${url}`),
    );
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      const hasIdParam = pathParams(url).some(isIdParam);
      for (const bad of BAD_IDS) {
        const path = url.replace(/:(\w+)/g, bad);
        for (const [role, headers] of Object.entries(callers) as [Role, Record<string, string>][]) {
          const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
          const res = await t.app.inject({
            method: method as 'GET',
            url: path,
            headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
            ...(hasBody ? { payload: '{}' } : {}),
          });
          requests++;
          const expected = !hasIdParam || !mayCall(key, role) ? null : bad === '%00' ? 400 : 404;
          if (res.statusCode >= 500 || (expected !== null && res.statusCode !== expected))
            failures.push(
              `${role} ${method} ${path.slice(0, 60)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
  }, 120_000);
});

describe('the cases found by hand (issue 11, finding 6)', () => {
  const asAdmin = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await t.authHeader('superadmin'), ...(payload ? { payload } : {}) });

  it.each(['/api/users?q=%00', '/api/documents?q=a%00', '/api/documents?category=%00', '/api/terms?q=%00'])(
    '%s answers 400 UNSAFE_TEXT in Portuguese',
    async (url) => {
      const res = await asAdmin('GET', url);
      expect(res.statusCode).toBe(400);
      expect(apiError(res)).toMatchObject({
        code: 'UNSAFE_TEXT',
        message: expect.stringContaining('caracteres inválidos'),
      });
    },
  );

  it('refuses NUL and a lone surrogate in a terms title with 400 naming the field', async () => {
    for (const title of [NUL, LONE]) {
      const res = await asAdmin('POST', '/api/terms', {
        title,
        content: '<p>Texto</p>',
        type: 'termos_de_uso',
      });
      expect(res.statusCode).toBe(400);
      expect(apiError(res).details).toEqual([
        { field: 'title', message: expect.stringContaining('caracteres inválidos') },
      ]);
    }
  });

  it('a failed query is logged with its code, never its SQL or parameters', async () => {
    const secret = 'cpf-12345678909';
    const failure = await t.app.deps.db.execute(sql`select ${secret}::int`).catch((err: unknown) => err);
    t.app.log.error({ err: failure }, 'consulta falhou');
    const line = logLines.find((l) => l.includes('consulta falhou'))!;
    expect(line).toContain('22P02'); // invalid_text_representation
    expect(line).not.toContain(secret);
    expect(line).not.toMatch(SQL_IN_LOG);
  });
});
