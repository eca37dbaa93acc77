import { serviceOverviewSchema } from '@siao/shared';
import { count, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, data } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { ocrJobs, serviceUsage } from '../../db/schema';
import { EVERYONE } from '../../lib/auth/access';
import { tinyPdf } from '../../seed/tiny-pdf';
import { multipartBody } from '../documents/test-multipart';
import { registerServiceContracts } from './contract';

/**
 * The route table's `config.service`: a client that has not contracted "Serviços" (the fixture's
 * client B) is refused by every service route, and staff naming that client get the same answer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const refused = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode).toBe(403);
  expect(apiError(res as never).code).toBe('SERVICE_NOT_CONTRACTED');
};

async function uploadAs(who: 'clienteB', url: string) {
  const body = multipartBody({}, { name: 'pagina.pdf', bytes: tinyPdf('Página', ['texto']) });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(await t.authHeader(who)), ...body.headers },
    payload: body.payload,
  });
}

describe('a client without the services contract', () => {
  it('cannot send files to OCR nor to OCR de certidões, and nothing is queued or counted', async () => {
    refused(await uploadAs('clienteB', '/api/services/ocr'));
    refused(await uploadAs('clienteB', '/api/services/certidoes'));
    const clientB = t.fixture.clientB.id;
    const [jobs] = await t.app.deps.db
      .select({ n: count() })
      .from(ocrJobs)
      .where(eq(ocrJobs.clientId, clientB));
    const [uses] = await t.app.deps.db
      .select({ n: count() })
      .from(serviceUsage)
      .where(eq(serviceUsage.clientId, clientB));
    expect(jobs?.n).toBe(0);
    expect(uses?.n).toBe(0);
  });

  it.each([
    '/api/services/ocr',
    '/api/services/certidoes',
    '/api/services/cnib/consultas',
    '/api/services/cnib/credentials',
    '/api/services/cnib/monitoramento',
  ])('is refused by GET %s', async (url) => {
    refused(await t.app.inject({ url, headers: await t.authHeader('clienteB') }));
  });

  it('is refused when staff act for it, while staff acting for a contracted client pass', async () => {
    const staff = await t.authHeader('operador');
    const forB = `client_id=${t.fixture.clientB.id}`;
    refused(await t.app.inject({ url: `/api/services/cnib/monitoramento?${forB}`, headers: staff }));
    refused(await t.app.inject({ url: `/api/services/cnib/credentials?${forB}`, headers: staff }));
    refused(
      await t.app.inject({
        method: 'POST',
        url: '/api/services/cnib/monitoramento',
        headers: staff,
        payload: { documento: '52998224725', client_id: t.fixture.clientB.id },
      }),
    );
    const forA = `client_id=${t.fixture.clientA.id}`;
    const ok = await t.app.inject({ url: `/api/services/cnib/monitoramento?${forA}`, headers: staff });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/services/ocr', headers: staff })).statusCode).toBe(200);
  });

  it('sees every service as not contracted in the hub', async () => {
    const hub = await t.app.inject({ url: '/api/services', headers: await t.authHeader('clienteB') });
    expect(data(hub, z.array(serviceOverviewSchema)).map((s) => [s.service, s.contratado])).toEqual([
      ['cnib', false],
      ['ocr', false],
      ['certidoes', false],
    ]);
  });

  it('a contracted client passes', async () => {
    const res = await t.app.inject({ url: '/api/services/ocr', headers: await t.authHeader('cliente') });
    expect(res.statusCode).toBe(200);
  });
});

describe('the route table', () => {
  it('refuses to start when a route under /api/services/ does not name its service', async () => {
    const app = Fastify();
    try {
      registerServiceContracts(app);
      expect(() => app.get('/api/services/novo', { config: { access: EVERYONE } }, async () => 'ok')).toThrow(
        /\/api\/services\/novo.*config\.service/,
      );
    } finally {
      await app.close();
    }
  });
});
