import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OcrJobDetail } from '@siao/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSyntheticCertidao } from '../../../../test/fixtures/synthetic-certidao';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { serviceUsage } from '../../../db/schema';
import { tinyPdf } from '../../../db/seed/tiny-pdf';
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
  cliente = await t.authHeader('cliente');
}, 180_000); // the app starts slowly on a loaded machine
afterAll(async () => {
  await t?.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function upload(url: string, file: { name: string; bytes: Buffer }, who = cliente) {
  const body = multipartBody({}, file);
  return t.app.inject({ method: 'POST', url, headers: { ...who, ...body.headers }, payload: body.payload });
}

async function finished(url: string, who = cliente): Promise<OcrJobDetail> {
  return vi.waitFor(
    async () => {
      const job = (await t.app.inject({ url, headers: who })).json().data as OcrJobDetail;
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
    const [created] = res.json().data;
    expect(created.status).toBe('fila');
    const job = await finished(`/api/services/ocr/${created.id}`);
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
    expect(put.json().data.pages[0]).toMatchObject({ text: 'Texto corrigido à mão', corrected: true });
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
    expect(history.json().data).toHaveLength(1);

    // a client never sees another client's job; the use was logged for its client
    const other = await t.authHeader('clienteB');
    expect((await t.app.inject({ url: `/api/services/ocr/${created.id}`, headers: other })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/api/services/ocr', headers: other })).json().total).toBe(0);
    const list = await t.app.inject({ url: '/api/services/ocr', headers: cliente });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: created.id, status: 'concluido' }] });
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
    const job = await finished(`/api/services/ocr/${res.json().data[0].id}`);
    expect(job.pages[0]).toMatchObject({ source: 'texto' });
    expect(job.pages[0]?.text).toContain('Averbação à margem');
    expect(job.engine).toBe('texto do PDF');
  });

  it('refuses damaged, empty-handed and unsupported uploads in Portuguese', async () => {
    const damaged = await upload('/api/services/ocr', {
      name: 'x.pdf',
      bytes: Buffer.from('%PDF-1.4\nlixo sem páginas'),
    });
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().error.code).toBe('OCR_PDF_DAMAGED');
    const exe = await upload('/api/services/ocr', { name: 'a.txt', bytes: Buffer.from('só texto') });
    expect(exe.json().error).toMatchObject({ code: 'OCR_FILE_UNSUPPORTED' });
    const body = multipartBody({ nada: '1' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/services/ocr',
      headers: { ...cliente, ...body.headers },
      payload: body.payload,
    });
    expect(none.json().error.message).toBe('Escolha ao menos um arquivo (PDF, JPG, PNG ou TIFF).');
  });
});

describe('OCR de certidões', () => {
  it('extracts a certidão de nascimento with a validated matrícula, saves a correction and exports JSON, CSV and XML', async () => {
    const { image, truth } = await renderSyntheticCertidao({ seed: 3, kind: 'nascimento' });
    const res = await upload('/api/services/certidoes', { name: 'nascimento.png', bytes: image });
    const id = res.json().data[0].id as string;
    const job = (await finished(`/api/services/certidoes/${id}`)) as unknown as {
      kind: string;
      matricula: { valid: boolean; digits: string; tipo_livro_nome: string };
      fields: { key: string; value: string; review: boolean; box: unknown }[];
    };
    expect(job.kind).toBe('nascimento');
    expect(job.matricula).toMatchObject({ valid: true, tipo_livro_nome: 'Livro A - Nascimento' });
    const f = Object.fromEntries(job.fields.map((x) => [x.key, x]));
    for (const key of ['nome', 'cpf', 'matricula', 'data_nascimento', 'numero_dnv', 'hora_nascimento']) {
      expect(f[key]?.value, key).toBe(truth[key]);
    }
    expect(f.cpf?.review).toBe(false);
    expect(f.nome?.box).toMatchObject({ page: 1 });

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/services/certidoes/${id}/campos`,
      headers: cliente,
      payload: { fields: { nome: 'NOME CORRIGIDO', cpf: '111.111.111-11' } },
    });
    const after = Object.fromEntries(saved.json().data.fields.map((x: { key: string }) => [x.key, x]));
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
