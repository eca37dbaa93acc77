import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuilds } from './static-files';

const precompress = resolve(import.meta.dirname, '../../../../scripts/precompress.mjs');
const IMMUTABLE = 'public, max-age=31536000, immutable';
// big enough to be worth compressing (the script skips files under 1 KB)
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `linha ${i}`))};\n`;
const html = `<!doctype html><html lang="pt-BR"><body>${'<p>Sião</p>'.repeat(200)}</body></html>`;
// the back-office build's prerendered /login (apps/backoffice/build/prerender-login.mjs)
const loginHtml = `<!doctype html><html lang="pt-BR"><body><form>${'<label>E-mail</label><label>Senha</label>'.repeat(40)}</form></body></html>`;

describe('built front-end files', () => {
  let dir = '';
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'siao-static-'));
    const backoffice = join(dir, 'backoffice');
    const widget = join(dir, 'widget');
    mkdirSync(join(backoffice, 'assets'), { recursive: true });
    mkdirSync(join(widget, 'chunks'), { recursive: true });
    writeFileSync(join(backoffice, 'index.html'), html);
    writeFileSync(join(backoffice, 'login.html'), loginHtml);
    writeFileSync(join(backoffice, 'assets/index-abc123.js'), script);
    writeFileSync(join(widget, 'siao-assistant.js'), script);
    writeFileSync(join(widget, 'chunks/core-def456.js'), script);
    for (const d of [backoffice, widget]) execFileSync(process.execPath, [precompress, d]);
    app = Fastify();
    await serveBuilds(app, { backoffice, widget });
  });

  afterAll(async () => {
    await app?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app?.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends brotli to a browser that accepts it, with the original content type', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res?.headers['content-encoding']).toBe('br');
    expect(res?.headers['content-type']).toMatch(/javascript/);
    expect(res?.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res?.rawPayload ?? Buffer.alloc(0)).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, and plain bytes when nothing is', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz?.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz?.rawPayload ?? Buffer.alloc(0)).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain?.headers['content-encoding']).toBeUndefined();
    expect(plain?.headers.vary).toMatch(/accept-encoding/i);
    expect(plain?.body).toBe(script);
  });

  it('lets browsers keep hashed files for a year and revalidate the rest', async () => {
    expect((await get('/assets/index-abc123.js', 'br'))?.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/widget/chunks/core-def456.js', 'br'))?.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/widget/siao-assistant.js', 'br'))?.headers['cache-control']).toBe('no-cache');
  });

  it('answers a back-office route with the compressed shell, never cached', async () => {
    for (const url of ['/clientes/42', '/reset-password', '/index.html']) {
      const res = await get(url, 'gzip, br');
      expect(res?.statusCode).toBe(200);
      expect(res?.headers['cache-control']).toBe('no-cache');
      expect(res?.headers['content-encoding']).toBe('br');
      expect(res?.headers['content-type']).toMatch(/text\/html/);
      expect(brotliDecompressSync(res?.rawPayload ?? Buffer.alloc(0)).toString()).toBe(html);
    }
  });

  it('answers /login with the form already in the HTML, compressed and never cached', async () => {
    for (const url of ['/login', '/login?redirect=%2Ffaturas']) {
      const res = await get(url, 'gzip, br');
      expect(res?.statusCode).toBe(200);
      expect(res?.headers['cache-control']).toBe('no-cache');
      expect(res?.headers['content-encoding']).toBe('br');
      expect(res?.headers['content-type']).toMatch(/text\/html/);
      expect(brotliDecompressSync(res?.rawPayload ?? Buffer.alloc(0)).toString()).toBe(loginHtml);
    }
  });

  it('keeps the widget loader readable from other origins', async () => {
    const res = await get('/widget/siao-assistant.js', 'gzip');
    expect(res?.headers['content-encoding']).toBe('gzip');
    expect(res?.headers['access-control-allow-origin']).toBe('*');
  });
});
