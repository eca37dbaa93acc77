import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import type { DocumentDetail, DocumentLink } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../test/helpers/fake-s3';
import { apiError } from '../../test/helpers/json';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { multipartBody, PNG_1X1 } from '../modules/documents/test-multipart';
import { dependencyOutages } from './metrics/registry';

/** A port that was free a moment ago: nothing listens there (a dependency that went away). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const outages = async (dependency: string) =>
  (await dependencyOutages.get()).values.find((v) => v.labels.dependency === dependency)?.value ?? 0;

const outageMessage =
  'O sistema perdeu a conexão com um serviço interno (banco de dados, cache ou armazenamento). Tente novamente em alguns segundos.';

describe('a lost dependency answers 503 SERVICO_INDISPONIVEL with Retry-After, not 500', () => {
  describe.skipIf(!!process.env.DATABASE_URL)(
    'database (embedded PGlite closed under the running app)',
    () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp();
      }, 180_000);
      afterAll(async () => {
        await t?.close().catch(() => {});
      });

      it('answers every database-backed call with 503 while the database is gone', async () => {
        const headers = await t.authHeader('operador');
        const before = await outages('database');
        await t.app.deps.database.close();
        const res = await t.app.inject({ method: 'GET', url: '/api/clients', headers });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(apiError(res)).toEqual({ code: 'SERVICO_INDISPONIVEL', message: outageMessage });
        expect(await outages('database')).toBe(before + 1);
      });
    },
  );

  describe('Redis (the shared KV store) unreachable', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    }, 180_000);
    afterAll(async () => {
      await t?.close().catch(() => {});
    });

    it('answers a sign-in with 503 instead of an internal error', async () => {
      const before = await outages('redis');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: t.fixture.users.operador.email, password: 'qualquer-senha-1' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(apiError(res).code).toBe('SERVICO_INDISPONIVEL');
      expect(await outages('redis')).toBe(before + 1);
    });
  });

  describe('S3 (the file storage) stopped under the running app', () => {
    let s3: FakeS3 | undefined;
    let t: TestApp;
    beforeAll(async () => {
      s3 = await startFakeS3();
      t = await createTestApp(s3.env);
    }, 180_000);
    afterAll(async () => {
      await t?.close().catch(() => {});
      await s3?.close().catch(() => {});
    });

    const upload = (headers: { authorization: string }, title: string) => {
      const body = multipartBody(
        { title, category: 'Plantas', visibility: 'todos_clientes' },
        { name: 'planta.png', bytes: PNG_1X1 },
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };

    it('answers an upload and a download with 503 while S3 is gone, counted as the storage', async () => {
      const headers = await t.authHeader('operador');
      const stored = await upload(headers, 'Guardada antes da queda');
      expect(stored.statusCode).toBe(201);
      const { id } = stored.json().data as DocumentDetail;
      const link = (await t.app.inject({ url: `/api/documents/${id}/link`, headers })).json()
        .data as DocumentLink;
      const before = await outages('storage');

      await s3!.close();
      const refused = await upload(headers, 'Enviada durante a queda');
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(apiError(refused)).toEqual({ code: 'SERVICO_INDISPONIVEL', message: outageMessage });
      const download = await t.app.inject({ url: link.url });
      expect(download.statusCode).toBe(503);
      expect(apiError(download).code).toBe('SERVICO_INDISPONIVEL');
      expect(await outages('storage')).toBe(before + 2);
    });
  });
});
