import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { apiError } from '../../../test/helpers/json';
import { openTestDatabase } from '../../../test/helpers/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { multipartBody } from '../../modules/documents/test-multipart';
import { acceptUploads } from './multipart';

/**
 * No route reads an uploaded file without declaring `config.acceptsFile` (and so without being in
 * the hostile-files test): multipart parsing comes only from `acceptUploads`, which refuses
 * multipart requests to the routes that do not declare it, and the app refuses to start when a
 * plugin registers `@fastify/multipart` by itself.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The real app with one more route plugin, registered before the app starts. */
async function appWith(plugin: (app: FastifyInstance) => Promise<void>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'siao-test-'));
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = await buildApp({ config, database, logger: false });
  cleanups.push(async () => {
    await app.close().catch(() => {});
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  // loaded as buildApp loads the modules' plugins: a plugin that throws stops the start
  await app.register(plugin);
  return app;
}

const upload = () => multipartBody({}, { name: 'planilha.xlsx', bytes: Buffer.from('conteúdo') });

describe('reading an uploaded file', () => {
  it('refuses to start when a plugin registers multipart outside the file intake', async () => {
    const starting = appWith(async (plugin) => {
      await plugin.register(multipart);
      plugin.post('/api/importacao', { config: { access: 'public' } }, async (request) => {
        const file = await request.file();
        return { bytes: (await file?.toBuffer())?.length ?? 0 };
      });
    });
    await expect(starting).rejects.toThrow(
      'A rota POST /api/importacao recebe multipart/form-data fora da entrada de arquivos: registre o multipart com acceptUploads (lib/files/multipart.ts) e declare config.acceptsFile na rota que lê o arquivo',
    );
  }, 180_000);

  it('answers 415 to a multipart request to a route of an upload plugin that does not declare acceptsFile, before its handler', async () => {
    let handled = 0;
    const app = await appWith(async (plugin) => {
      await acceptUploads(plugin, { fileSize: 1024 * 1024, files: 1 });
      plugin.post('/api/importacao/esquecida', { config: { access: 'public' } }, async (request) => {
        handled++;
        const file = await request.file();
        return { bytes: (await file?.toBuffer())?.length ?? 0 };
      });
      plugin.post(
        '/api/importacao/declarada',
        { config: { access: 'public', acceptsFile: true } },
        async (request) => {
          const file = await request.file();
          return { bytes: (await file?.toBuffer())?.length ?? 0 };
        },
      );
    });
    await app.ready();
    const forgotten = await app.inject({ method: 'POST', url: '/api/importacao/esquecida', ...upload() });
    expect(forgotten.statusCode, forgotten.body).toBe(415);
    expect(apiError(forgotten).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(handled).toBe(0);
    // the declared route of the same plugin reads it (and is listed for the hostile-files test)
    const declared = await app.inject({ method: 'POST', url: '/api/importacao/declarada', ...upload() });
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json()).toEqual({ bytes: Buffer.byteLength('conteúdo') });
    expect(app.fileRoutes).toContainEqual({ method: 'POST', url: '/api/importacao/declarada' });
    expect(app.fileRoutes).not.toContainEqual({ method: 'POST', url: '/api/importacao/esquecida' });
  }, 180_000);
});
