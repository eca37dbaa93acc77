import { errorCatalog, formatMessage } from '@siao/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeOpenAi } from '../../../../test/fakes/fake-openai';
import { scannedPdf } from '../../../../test/fixtures/scanned-pdf';
import { createAssistant, createThread, sseData } from '../../../../test/helpers/ai-converse';
import { apiError } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { zip } from '../../../../test/hostile/corpus';
import { detectFileType } from '../../../lib/files/detect-type';
import { tinyPdf } from '../../../seed/tiny-pdf';
import { createTextExtractor } from './extract-text';
import { assertWithinLimit } from './limits';

/** Real small office files, written by the libraries the product itself uses. */
async function docxOf(paragraphs: string[]): Promise<Buffer> {
  const { default: htmlToDocx } = await import('@turbodocx/html-to-docx');
  const html = `<!DOCTYPE html><html><body>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
  return Buffer.from((await htmlToDocx(html)) as ArrayBuffer);
}

async function xlsxOf(sheet: string, rows: (string | number)[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet(sheet).addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const pdf = () =>
  tinyPdf('Escritura de compra e venda', ['Outorgante: Maria da Silva', 'Valor: R$ 350.000,00']);
/** A zip that is no office file: one plain text entry. */
const plainZip = () => zip([{ name: 'leia-me.txt', data: Buffer.from('apenas um arquivo compactado') }]);

describe('type detection (by content, never by name)', () => {
  it('reads a PDF as a PDF whatever it claims to be', async () => {
    expect(await detectFileType(pdf(), 'docx')).toMatchObject({ kind: 'document', format: 'pdf' });
    expect(await detectFileType(pdf(), 'txt')).toMatchObject({ format: 'pdf' });
  });

  it('tells DOCX from XLSX by what is inside the archive', async () => {
    expect(await detectFileType(await docxOf(['Olá']), 'pdf')).toMatchObject({ format: 'docx' });
    expect(await detectFileType(await xlsxOf('Plan1', [['a', 1]]), 'docx')).toMatchObject({ format: 'xlsx' });
  });

  it('refuses an empty file, a zip that is no office file and binary junk', async () => {
    expect(await detectFileType(new Uint8Array(0), 'pdf')).toBeNull();
    expect(await detectFileType(plainZip(), 'docx')).toBeNull();
    expect(await detectFileType(Buffer.from([0, 1, 2, 3, 0, 0, 255, 254, 9, 0]), 'txt')).toBeNull();
  });

  it('tells the text formats apart by their content; a declared text format breaks the tie', async () => {
    const csv = Buffer.from('nome;cpf\nAna;123\nBia;456\n');
    expect(await detectFileType(csv)).toMatchObject({ format: 'csv', mime: 'text/csv' });
    expect(await detectFileType(csv, 'txt')).toMatchObject({ format: 'txt' });
    expect(await detectFileType(Buffer.from('<!DOCTYPE html><html><body>x</body></html>'))).toMatchObject({
      format: 'html',
    });
    expect(await detectFileType(Buffer.from('# Título\n\nTexto com **negrito**.'))).toMatchObject({
      format: 'md',
    });
    // Windows-1252 (common in Brazilian exports) is text too
    expect(await detectFileType(Buffer.from([0x41, 0xe7, 0xe3, 0x6f, 0x0a]))).toMatchObject({
      format: 'txt',
    });
  });

  it('detects images by signature, not by the declared format', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await detectFileType(png, 'jpeg')).toEqual({ kind: 'image', format: 'png', mime: 'image/png' });
  });
});

describe('text extraction', () => {
  const extract = createTextExtractor({ ocr: null, rasterizer: null });
  const read = async (bytes: Buffer) => extract((await detectFileType(bytes))!, bytes);

  it('reads the paragraphs of a DOCX', async () => {
    const result = await read(await docxOf(['Primeira cláusula.', 'Segunda cláusula: do preço.']));
    expect(result.method).toBe('parser');
    expect(result.text).toContain('Primeira cláusula.');
    expect(result.text).toContain('Segunda cláusula: do preço.');
  });

  it('reads every sheet of an XLSX as a Markdown table under its name', async () => {
    const result = await read(
      await xlsxOf('Emolumentos', [
        ['Ato', 'Valor'],
        ['Escritura', 1234.5],
      ]),
    );
    expect(result).toMatchObject({ method: 'parser', notes: [] });
    expect(result.text).toBe('## Emolumentos\n\n| Ato | Valor |\n| --- | --- |\n| Escritura | 1234.5 |');
  });

  it('reads the text layer of a PDF, with its page count and Portuguese accents', async () => {
    const result = await read(pdf());
    expect(result).toMatchObject({ method: 'text-layer', pages: 1, notes: [] });
    expect(result.text).toContain('Outorgante: Maria da Silva');
    expect(result.text).toContain('Escritura de compra e venda');
  });

  it('says so when a scanned PDF cannot be read without OCR', async () => {
    const page = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const result = await read(await scannedPdf([page], 72));
    expect(result.method).toBe('none');
    expect(result.notes).toEqual([
      'PDF digitalizado (sem camada de texto) e OCR indisponível neste servidor: o texto não pôde ser lido.',
    ]);
  });

  it('turns a semicolon CSV into a table and an image without OCR into a note', async () => {
    expect((await read(Buffer.from('Nome;Cidade\nAna;São Paulo\n'))).text).toBe(
      '| Nome | Cidade |\n| --- | --- |\n| Ana | São Paulo |',
    );
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await read(png)).toEqual({
      text: '',
      method: 'none',
      notes: ['OCR indisponível neste servidor: o texto da imagem não foi lido.'],
    });
  });
});

describe('size limits', () => {
  const message = (size: string) => formatMessage(errorCatalog.FILE_TOO_LARGE.message, { size });
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (error) {
      return { code: (error as { code: string }).code, message: (error as Error).message };
    }
    return null;
  };
  const pdfFile = { kind: 'document', format: 'pdf', mime: 'application/pdf' } as const;
  const docxFile = { kind: 'document', format: 'docx', mime: 'application/octet-stream' } as const;
  const MB = 1024 * 1024;

  it('allows a PDF 10 MB alone and 35 MB among several files; anything else 4.5 MB', () => {
    expect(refusal(() => assertWithinLimit(pdfFile, 10 * MB, false))).toBeNull();
    expect(refusal(() => assertWithinLimit(pdfFile, 10 * MB + 1, false))).toEqual({
      code: 'FILE_TOO_LARGE',
      message: message('10'),
    });
    expect(refusal(() => assertWithinLimit(pdfFile, 35 * MB, true))).toBeNull();
    expect(refusal(() => assertWithinLimit(pdfFile, 35 * MB + 1, true))?.message).toBe(message('35'));
    expect(refusal(() => assertWithinLimit(docxFile, 4.5 * MB, true))).toBeNull();
    expect(refusal(() => assertWithinLimit(docxFile, 4.5 * MB + 1, false))?.message).toBe(message('4.5'));
  });
});

describe('attachments through the chat, with a model that reads no PDF (OpenAI-compatible)', () => {
  const fake = createFakeOpenAi();
  let t: TestApp;
  let cliente: Record<string, string>;
  let threadId: string;

  beforeAll(async () => {
    t = await createTestApp({ OPENAI_COMPAT_BASE_URL: `${await fake.start()}/v1`, AI_MAX_RETRIES: '0' });
    cliente = await t.authHeader('cliente');
    const assistantId = await createAssistant(t.app, await t.authHeader('superadmin'), {
      provider: 'openai-compatible',
      interaction_mode: 'tool',
    });
    threadId = await createThread(t.app, cliente, assistantId);
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });
  beforeEach(() => fake.reset());

  const send = (name: string, declared: string, bytes: Buffer | string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/converse-stream`,
      headers: cliente,
      payload: {
        messages: [
          {
            role: 'user',
            content: [
              { text: 'Resuma o arquivo.' },
              {
                document_format: declared,
                document_name: name,
                document_base64: typeof bytes === 'string' ? bytes : bytes.toString('base64'),
              },
            ],
          },
        ],
      },
    });
  /** What the model was given to read (the user turn, as text). */
  const sentToModel = () => JSON.stringify(fake.requests[0]?.body);

  it('reads a PDF renamed to .docx as the PDF it is, and the model gets its text', async () => {
    const res = await send('contrato.docx', 'docx', pdf());
    expect(res.statusCode).toBe(200);
    expect(sseData(res.body).at(-1)).toBe('[DONE]');
    expect(sentToModel()).toContain('formato=\\"pdf\\"');
    expect(sentToModel()).toContain('Outorgante: Maria da Silva');
  });

  it('hands the model the text of a DOCX and of an XLSX', async () => {
    await send('minuta.docx', 'docx', await docxOf(['Cláusula primeira: do objeto.']));
    expect(sentToModel()).toContain('Cláusula primeira: do objeto.');
    fake.reset();
    await send(
      'tabela.xlsx',
      'xlsx',
      await xlsxOf('Custas', [
        ['Ato', 'Valor'],
        ['Registro', 99],
      ]),
    );
    expect(sentToModel()).toContain('| Registro | 99 |');
  });

  it('refuses a zip that is no DOCX and an empty file, before the model', async () => {
    // an empty data URL gets past the schema (a non-empty string) and decodes to no bytes
    for (const payload of [plainZip().toString('base64'), 'data:application/pdf;base64,']) {
      const res = await send('documento.docx', 'docx', payload);
      expect(res.statusCode).toBe(415);
      expect(apiError(res)).toMatchObject({
        code: 'UNSUPPORTED_FILE_TYPE',
        message: errorCatalog.UNSUPPORTED_FILE_TYPE.message,
      });
    }
    const empty = await send('vazio.pdf', 'pdf', '');
    expect(empty.statusCode).toBe(400);
    expect(apiError(empty).code).toBe('VALIDATION_FAILED');
    expect(fake.requests).toHaveLength(0);
  });
});
