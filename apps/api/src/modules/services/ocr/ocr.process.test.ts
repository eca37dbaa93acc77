import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  certidaoBatchSchema,
  certidaoJobDetailSchema,
  matriculaCheckDigits,
  OCR_REDO_TEXT_FIELD,
  type OcrJobSummary,
  ocrJobDetailSchema,
  ocrJobSummarySchema,
  ocrTextEditSchema,
} from '@siao/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderSyntheticCertidao } from '../../../../test/fixtures/synthetic-certidao';
import { contractServicesForClientB } from '../../../../test/helpers/fixture';
import { apiError, data, page as pageOf } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { ocrPages, serviceUsage } from '../../../db/schema';
import { tinyPdf } from '../../../seed/tiny-pdf';
import { multipartBody } from '../../documents/test-multipart';

// a page goes through preprocessing (orientation, deskew, threshold) and Tesseract: seconds on an idle
// machine, much more on a loaded one; the job waits below have their own limits
vi.setConfig({ testTimeout: 180_000 });

let t: TestApp;
let cliente: { authorization: string };
let tmp: string;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'siao-ocr-test-'));
  t = await createTestApp({ OCR_MAX_PAGES: '3', OCR_MAX_BYTES: String(8 * 1024 * 1024) });
  await contractServicesForClientB(t.app.deps.db, t.fixture);
  cliente = await t.authHeader('cliente');
}, 180_000); // the app starts slowly on a loaded machine
afterAll(async () => {
  await t?.close();
  rmSync(tmp, { recursive: true, force: true });
});

type File = { name: string; bytes: Buffer };
async function upload(url: string, file: File | File[], who = cliente, fields: Record<string, string> = {}) {
  const body = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url, headers: { ...who, ...body.headers }, payload: body.payload });
}

async function finished<T extends { status: string }>(
  url: string,
  schema: z.ZodType<T>,
  who = cliente,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const job = data(await t.app.inject({ url, headers: who }), schema);
      if (job.status !== 'concluido' && job.status !== 'erro') throw new Error(`ainda ${job.status}`);
      return job;
    },
    { timeout: 150_000, interval: 200 },
  );
}

describe('OCR', () => {
  it('recognises a scanned page: words with boxes, searchable PDF with accents, TXT, correction with history', async () => {
    const { image } = await renderSyntheticCertidao({ seed: 11, kind: 'obito' });
    const res = await upload('/api/services/ocr', { name: 'óbito.png', bytes: image });
    expect(res.statusCode).toBe(201);
    const [created] = data(res, z.array(ocrJobSummarySchema)) as [OcrJobSummary];
    expect(created.status).toBe('fila');
    const job = await finished(`/api/services/ocr/${created.id}`, ocrJobDetailSchema);
    expect(job).toMatchObject({ status: 'concluido', pages_done: 1, pages_total: 1 });
    const page = job.pages[0]!;
    expect(page.source).toBe('ocr');
    expect(page.text).toContain('CERTIDÃO DE ÓBITO');
    const word = page.words.find((w) => w.text === 'ÓBITO');
    expect(word?.w).toBeGreaterThan(0);
    expect((await t.app.inject({ url: page.image_url! })).headers['content-type']).toBe('image/png');

    const pdf = await t.app.inject({
      url: `/api/services/ocr/${created.id}/download?format=pdf`,
      headers: cliente,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    writeFileSync(join(tmp, 'out.pdf'), pdf.rawPayload);
    expect(execFileSync('pdftotext', [join(tmp, 'out.pdf'), '-'], { encoding: 'utf8' })).toContain('ÓBITO');

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/services/ocr/${created.id}/pages/1/text`,
      headers: cliente,
      payload: { text: 'Texto corrigido à mão' },
    });
    expect(data(put, ocrJobDetailSchema).pages[0]).toMatchObject({
      text: 'Texto corrigido à mão',
      corrected: true,
    });
    const txt = await t.app.inject({
      url: `/api/services/ocr/${created.id}/download?format=txt`,
      headers: cliente,
    });
    expect(txt.body).toBe('Texto corrigido à mão');
    const docx = await t.app.inject({
      url: `/api/services/ocr/${created.id}/download?format=docx`,
      headers: cliente,
    });
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const history = await t.app.inject({ url: `/api/services/ocr/${created.id}/history`, headers: cliente });
    expect(data(history, z.array(ocrTextEditSchema))).toHaveLength(1);

    // a client never sees another client's job; the use was logged for its client
    const other = await t.authHeader('clienteB');
    expect((await t.app.inject({ url: `/api/services/ocr/${created.id}`, headers: other })).statusCode).toBe(
      404,
    );
    expect(
      pageOf(await t.app.inject({ url: '/api/services/ocr', headers: other }), ocrJobSummarySchema).total,
    ).toBe(0);
    const list = await t.app.inject({ url: '/api/services/ocr', headers: cliente });
    expect(pageOf(list, ocrJobSummarySchema)).toMatchObject({
      total: 1,
      data: [{ id: created.id, status: 'concluido' }],
    });
    const [used] = await t.app.deps.db
      .select({ n: count() })
      .from(serviceUsage)
      .where(eq(serviceUsage.clientId, t.fixture.clientA.id));
    expect(used?.n).toBe(1);
  });

  it('keeps the text layer of a PDF page that has one', async () => {
    const res = await upload('/api/services/ocr', {
      name: 'texto.pdf',
      bytes: tinyPdf('Certidão de inteiro teor', ['Averbação à margem do termo']),
    });
    const job = await finished(
      `/api/services/ocr/${data(res, z.array(ocrJobSummarySchema))[0]!.id}`,
      ocrJobDetailSchema,
    );
    expect(job.pages[0]).toMatchObject({ source: 'texto' });
    expect(job.pages[0]?.text).toContain('Averbação à margem');
    expect(job.engine).toBe('texto do PDF');
  });

  it('OCRs a page that has a text layer again when asked to (refazer_paginas_com_texto)', async () => {
    const res = await upload(
      '/api/services/ocr',
      { name: 'refazer.pdf', bytes: tinyPdf('CERTIDAO DE INTEIRO TEOR', ['AVERBACAO A MARGEM DO TERMO']) },
      cliente,
      { [OCR_REDO_TEXT_FIELD]: 'true' },
    );
    const job = await finished(
      `/api/services/ocr/${data(res, z.array(ocrJobSummarySchema))[0]!.id}`,
      ocrJobDetailSchema,
    );
    expect(job.pages[0]).toMatchObject({ source: 'ocr' });
    expect(job.pages[0]?.text).toContain('TEOR');
    expect(job.engine).not.toBe('texto do PDF');
  });

  it('refuses damaged, empty-handed and unsupported uploads in Portuguese', async () => {
    const damaged = await upload('/api/services/ocr', {
      name: 'x.pdf',
      bytes: Buffer.from('%PDF-1.4\nlixo sem páginas'),
    });
    expect(damaged.statusCode).toBe(422);
    expect(apiError(damaged).code).toBe('OCR_PDF_DAMAGED');
    const exe = await upload('/api/services/ocr', { name: 'a.txt', bytes: Buffer.from('só texto') });
    expect(apiError(exe)).toMatchObject({ code: 'OCR_FILE_UNSUPPORTED' });
    const body = multipartBody({ nada: '1' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/services/ocr',
      headers: { ...cliente, ...body.headers },
      payload: body.payload,
    });
    expect(apiError(none).message).toBe('Escolha ao menos um arquivo (PDF, JPG, PNG ou TIFF).');
  });
});

describe('OCR de certidões', () => {
  it('extracts a certidão de nascimento with a validated matrícula, saves a correction and exports JSON, CSV and XML', async () => {
    const { image, truth } = await renderSyntheticCertidao({ seed: 3, kind: 'nascimento' });
    const res = await upload('/api/services/certidoes', { name: 'nascimento.png', bytes: image });
    const id = data(res, z.array(ocrJobSummarySchema))[0]!.id;
    const job = await finished(`/api/services/certidoes/${id}`, certidaoJobDetailSchema);
    expect(job.kind).toBe('nascimento');
    expect(job.matricula).toMatchObject({ valid: true, tipo_livro_nome: 'Livro A - Nascimento' });
    const f = Object.fromEntries(job.fields.map((x) => [x.key, x]));
    for (const key of ['nome', 'cpf', 'matricula', 'data_nascimento', 'numero_dnv', 'hora_nascimento']) {
      expect(f[key]?.value, key).toBe(truth[key]);
    }
    expect(f.cpf?.review).toBe(false);
    expect(f.nome?.box).toMatchObject({ page: 1 });
    // the page keeps the scan's own resolution, which the review rules read (poor copy below 180 dpi)
    const pages = await t.app.deps.db.select().from(ocrPages).where(eq(ocrPages.jobId, id));
    expect(pages.map((p) => p.scanDpi)).toEqual([300]);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/services/certidoes/${id}/campos`,
      headers: cliente,
      payload: { fields: { nome: 'NOME CORRIGIDO', cpf: '111.111.111-11' } },
    });
    const after = Object.fromEntries(data(saved, certidaoJobDetailSchema).fields.map((x) => [x.key, x]));
    expect(after.nome).toMatchObject({ value: 'NOME CORRIGIDO', confidence: 1, review: false });
    expect(after.cpf).toMatchObject({ review: true, reasons: ['CPF com dígitos verificadores inválidos.'] });

    const json = await t.app.inject({
      url: `/api/services/certidoes/${id}/export?format=json`,
      headers: cliente,
    });
    expect(json.json()).toMatchObject({
      tipo: 'nascimento',
      nome: 'NOME CORRIGIDO',
      matricula: truth.matricula,
      numero_dnv: truth.numero_dnv,
      campos_para_revisar: expect.arrayContaining(['cpf']),
    });
    const xml = await t.app.inject({
      url: `/api/services/certidoes/${id}/export?format=xml`,
      headers: cliente,
    });
    expect(xml.body).toContain(`<numero_dnv>${truth.numero_dnv}</numero_dnv>`);
    const csv = await t.app.inject({
      url: `/api/services/certidoes/${id}/export?format=csv`,
      headers: cliente,
    });
    expect(csv.body.split('\r\n')[0]).toContain('matricula;data_nascimento_extenso');
  });
});

/** A certidão as a PDF with a text layer (no OCR needed): `Label: valor` lines. */
function textCertidao(kind: 'NASCIMENTO' | 'ÓBITO', nome: string, cpf: string, book: number) {
  const first30 = `10453901552013${book}000120210000123`;
  const matricula = `${first30}${matriculaCheckDigits(first30)}`;
  const pdf = tinyPdf(`CERTIDÃO DE ${kind}`, [
    `NOME: ${nome}`,
    `CPF: ${cpf}`,
    `MATRÍCULA: ${matricula.replace(/^(\d{6})(\d{2})(\d{2})(\d{4})(\d)(\d{5})(\d{3})(\d{7})(\d{2})$/, '$1 $2 $3 $4 $5 $6 $7 $8 $9')}`,
    'SEXO: FEMININO',
  ]);
  return { pdf, matricula };
}

describe('OCR de certidões em lote', () => {
  it('shows one summary row per certidão of an upload and exports them all in one JSON, CSV or XML', async () => {
    const a = textCertidao('NASCIMENTO', 'MARIA DAS DORES', '529.982.247-25', 1);
    const b = textCertidao('ÓBITO', 'JOSÉ DE ARAÚJO', '111.444.777-35', 4);
    const res = await upload('/api/services/certidoes', [
      { name: 'a.pdf', bytes: a.pdf },
      { name: 'b.pdf', bytes: b.pdf },
    ]);
    expect(res.statusCode).toBe(201);
    const [first, second] = data(res, z.array(ocrJobSummarySchema)) as [OcrJobSummary, OcrJobSummary];
    expect(first.batch_id).toBeTruthy();
    expect(second.batch_id).toBe(first.batch_id);
    for (const job of [first, second])
      await finished(`/api/services/certidoes/${job.id}`, certidaoJobDetailSchema);

    const url = `/api/services/certidoes/lotes/${first.batch_id}`;
    const batch = data(await t.app.inject({ url, headers: cliente }), certidaoBatchSchema);
    expect(batch).toMatchObject({ id: first.batch_id, total: 2, concluidas: 2 });
    expect(batch.certidoes[0]).toMatchObject({
      id: first.id,
      file_name: 'a.pdf',
      kind: 'nascimento',
      nome: 'MARIA DAS DORES',
      matricula_valida: true,
      situacao: 'Para revisar', // most fields of the model are missing from this short page
    });
    expect(batch.certidoes[0]?.campos_para_revisar).toBeGreaterThan(0);
    expect(batch.certidoes[1]).toMatchObject({
      kind: 'obito',
      nome: 'JOSÉ DE ARAÚJO',
      matricula_valida: true,
    });

    // a reviewed certidão says so in the summary and the export carries the reviewer's value
    await t.app.inject({
      method: 'PUT',
      url: `/api/services/certidoes/${second.id}/campos`,
      headers: cliente,
      payload: { fields: { nome: 'JOSÉ DE ARAÚJO FILHO' } },
    });
    const after = data(await t.app.inject({ url, headers: cliente }), certidaoBatchSchema);
    expect(after.certidoes[1]?.situacao).toBe('Revisada');

    const json = await t.app.inject({ url: `${url}/export?format=json`, headers: cliente });
    expect(json.headers['content-disposition']).toMatch(/attachment; filename="Siao_lote_certidoes_/);
    expect(json.json()).toMatchObject([
      { id: first.id, tipo: 'nascimento', nome: 'MARIA DAS DORES', cpf: '529.982.247-25' },
      { id: second.id, tipo: 'obito', nome: 'JOSÉ DE ARAÚJO FILHO', cpf: '111.444.777-35' },
    ]);
    const csv = await t.app.inject({ url: `${url}/export?format=csv`, headers: cliente });
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(csv.body.startsWith('\uFEFF')).toBe(true); // Excel pt-BR reads the accents
    expect(lines[0]).toMatch(/^id;tipo;nome;cpf;matricula;/);
    expect(lines[2]).toContain(';obito;JOSÉ DE ARAÚJO FILHO;111.444.777-35;');
    const xml = (await t.app.inject({ url: `${url}/export?format=xml`, headers: cliente })).body;
    expect(xml.match(/<certidao /g)).toHaveLength(2);
    expect(xml).toContain('<nome>JOSÉ DE ARAÚJO FILHO</nome>');

    // another client never sees the batch
    const other = await t.authHeader('clienteB');
    expect((await t.app.inject({ url, headers: other })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${url}/export`, headers: other })).statusCode).toBe(404);
  });
});
