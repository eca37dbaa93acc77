import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  documentDetailSchema,
  documentHistoryEntrySchema,
  documentLinkSchema,
  documentSummarySchema,
} from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, data, page } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { tinyPdf } from '../../seed/tiny-pdf';
import { fakeExe, multipartBody, PNG_1X1 } from './test-multipart';

const LIMIT = 64 * 1024;
let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ DOCUMENT_MAX_BYTES: String(LIMIT) });
  staff = await t.authHeader('operador');
});
afterAll(() => t?.close());

const meta = { title: 'Manual de certidões', category: 'Manuais', visibility: 'todos_clientes' };

async function upload(
  file: { name: string; bytes: Buffer },
  fields: Record<string, string | string[]> = meta,
) {
  const body = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...staff, ...body.headers },
    payload: body.payload,
  });
}

async function download(id: string, version?: number) {
  const link = await t.app.inject({
    url: `/api/documents/${id}/link${version ? `?version=${version}` : ''}`,
    headers: staff,
  });
  expect(link.statusCode).toBe(200);
  const { download_url: url, file_name: fileName } = data(link, documentLinkSchema);
  const res = await t.app.inject({ url });
  return { res, fileName };
}

/** Files in local storage (uploads stream there before they are checked). */
const storedFiles = () =>
  readdirSync(join(t.dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;

describe('document upload', () => {
  it('types a file by its content, stores its SHA-256, and downloads the identical bytes', async () => {
    const pdf = tinyPdf('Manual', ['Emissão de certidões.']);
    const res = await upload({ name: 'manual.pdf', bytes: pdf });
    expect(res.statusCode).toBe(201);
    const doc = data(res, documentDetailSchema);
    const sha = createHash('sha256').update(pdf).digest('hex');
    expect(doc).toMatchObject({
      format: 'pdf',
      mime: 'application/pdf',
      size_bytes: pdf.length,
      sha256: sha,
    });
    const { res: file, fileName } = await download(doc.id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(sha);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(fileName).toBe('manual.pdf');
  });

  it('stores a PNG named .pdf as a PNG, with the right extension', async () => {
    const res = await upload({ name: 'contrato.pdf', bytes: PNG_1X1 });
    expect(res.statusCode).toBe(201);
    expect(data(res, documentDetailSchema)).toMatchObject({
      format: 'png',
      mime: 'image/png',
      file_name: 'contrato.png',
    });
  });

  it('refuses an executable renamed .pdf with 415 and a Portuguese message, keeping no file', async () => {
    const files = storedFiles();
    const res = await upload({ name: 'nota.pdf', bytes: fakeExe() });
    expect(res.statusCode).toBe(415);
    expect(storedFiles()).toBe(files);
    expect(apiError(res).code).toBe('DOCUMENT_TYPE_NOT_ALLOWED');
    expect(apiError(res).message).toMatch(/Tipo de arquivo não permitido/);
  });

  it('refuses a GIF (not in the accepted list) even when named .png', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload({ name: 'foto.png', bytes: gif })).statusCode).toBe(415);
  });

  it('accepts csv/md/txt by text heuristics and refuses a file over the configured limit with 413', async () => {
    const csv = await upload({
      name: 'tabela.csv',
      bytes: Buffer.from('nome;valor\nCertidão;10\nEscritura;20\n'),
    });
    expect(data(csv, documentDetailSchema)).toMatchObject({ format: 'csv' });
    const md = await upload({ name: 'guia.md', bytes: Buffer.from('# Guia\n\n- item um\n- item dois\n') });
    expect(data(md, documentDetailSchema)).toMatchObject({ format: 'md' });
    const files = storedFiles();
    const big = await upload({ name: 'grande.txt', bytes: Buffer.alloc(LIMIT + 1, 'a') });
    expect(big.statusCode).toBe(413);
    expect(storedFiles()).toBe(files); // the part already streamed is not kept
    expect(apiError(big)).toMatchObject({
      code: 'DOCUMENT_TOO_LARGE',
      message: 'O arquivo excede o limite de 0,1 MB.',
    });
  });

  it('names the invalid fields in Portuguese and saves nothing', async () => {
    const before = page(
      await t.app.inject({ url: '/api/documents', headers: staff }),
      documentSummarySchema,
    ).total;
    const files = storedFiles();
    const res = await upload(
      { name: 'a.txt', bytes: Buffer.from('texto') },
      { title: 'x', category: 'Manuais', visibility: 'clientes_escolhidos' },
    );
    expect(res.statusCode).toBe(400);
    const fields = (apiError(res).details ?? []).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'client_ids']));
    expect(
      page(await t.app.inject({ url: '/api/documents', headers: staff }), documentSummarySchema).total,
    ).toBe(before);
    expect(storedFiles()).toBe(files);
  });

  it('accepts a file of exactly the limit', async () => {
    const res = await upload({ name: 'limite.txt', bytes: Buffer.alloc(LIMIT, 'b') });
    expect(res.statusCode).toBe(201);
    expect(data(res, documentDetailSchema)).toMatchObject({ size_bytes: LIMIT, format: 'txt' });
  });
});

describe('the same file uploaded again', () => {
  it('is found by its SHA-256 (older versions and the trash too), for staff only', async () => {
    const original = tinyPdf('Tabela', ['Emolumentos 2026, primeira edição.']);
    const sha = createHash('sha256').update(original).digest('hex');
    const byHash = (hash: string, headers = staff) =>
      t.app.inject({ url: `/api/documents/by-hash/${hash}`, headers });
    expect(data(await byHash(sha), z.array(documentSummarySchema))).toEqual([]);

    const first = data(await upload({ name: 'tabela.pdf', bytes: original }), documentDetailSchema);
    const found = await byHash(sha.toUpperCase());
    expect(found.statusCode).toBe(200);
    expect(data(found, z.array(documentSummarySchema))).toEqual([
      expect.objectContaining({ id: first.id, title: meta.title }),
    ]);

    // a new version replaces the file: the first file is still found (it is version 1)
    const body = multipartBody({}, { name: 'tabela-v2.pdf', bytes: tinyPdf('Tabela', ['Segunda edição.']) });
    const v2 = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${first.id}/versions`,
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
    expect(v2.statusCode).toBe(201);
    expect(data(await byHash(sha), z.array(documentSummarySchema)).map((d) => d.id)).toEqual([first.id]);

    // in the trash it is still offered (staff can restore it)
    await t.app.inject({ method: 'DELETE', url: `/api/documents/${first.id}`, headers: staff });
    expect(data(await byHash(sha), z.array(documentSummarySchema))[0]).toMatchObject({
      id: first.id,
      deleted_at: expect.any(String),
    });

    expect((await byHash(sha, await t.authHeader('cliente'))).statusCode).toBe(403);
    // a malformed hash names no record: 404 like every malformed path parameter (docs/route-rules.md)
    expect((await byHash('nao-e-um-hash')).statusCode).toBe(404);
  });
});

describe('document versions', () => {
  it('keeps every earlier version downloadable after a new upload', async () => {
    const v1 = Buffer.from('Primeira versão do regulamento.\n');
    const v2 = Buffer.from('Segunda versão do regulamento, revisada.\n');
    const created = data(await upload({ name: 'regulamento.txt', bytes: v1 }), documentDetailSchema);
    const body = multipartBody({ note: 'Revisão anual' }, { name: 'regulamento-2.txt', bytes: v2 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${created.id}/versions`,
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const doc = data(res, documentDetailSchema);
    expect(doc.current_version).toBe(2);
    expect(doc.versions.map((v) => [v.version, v.note])).toEqual([
      [2, 'Revisão anual'],
      [1, null],
    ]);
    expect((await download(created.id, 1)).res.rawPayload.equals(v1)).toBe(true);
    expect((await download(created.id)).res.rawPayload.equals(v2)).toBe(true);
    const history = await t.app.inject({ url: `/api/documents/${created.id}/history`, headers: staff });
    expect(data(history, z.array(documentHistoryEntrySchema)).map((h) => h.action)).toEqual([
      'document.version_added',
      'document.created',
    ]);
  });
});
