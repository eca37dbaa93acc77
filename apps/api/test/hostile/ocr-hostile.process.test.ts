import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../src/modules/documents/test-multipart';
import { apiError } from '../helpers/json';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { hostileFiles, tiff } from './corpus';

/**
 * Issue 13: the OCR upload paths (OCR and OCR de certidões) join the hostile files suite. Every
 * file of the corpus, plus multi-page TIFF bombs, is refused at upload with a Portuguese message
 * (no job is queued, nothing is decoded) or, when harmless, accepted; the server keeps answering.
 */
let t: TestApp;
let operador: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ OCR_MAX_PAGES: '5' });
  operador = await t.authHeader('operador');
}, 180_000); // the app starts slowly on a loaded machine
afterAll(() => t?.close());

/** What the OCR upload answers for each file of the shared corpus (by label). */
const expected: Record<string, { status: number; code?: string }> = {
  'PNG de poucos bytes que declara 65535 × 65535': { status: 422, code: 'FILE_IMAGE_TOO_LARGE' },
  'bomba de descompressão PNG (12000 × 12000, poucos KB)': { status: 422, code: 'FILE_IMAGE_TOO_LARGE' },
  'JPEG que declara 50000 × 50000': { status: 422, code: 'FILE_IMAGE_TOO_LARGE' },
  'GIF de tela 1 × 1 com quadro de 65535 × 65535': { status: 415, code: 'OCR_FILE_UNSUPPORTED' },
  'PNG de proporção absurda (20000 × 10)': { status: 422, code: 'FILE_IMAGE_TOO_LARGE' },
  'WebP gigante enviado como PNG': { status: 415, code: 'OCR_FILE_UNSUPPORTED' },
  'PNG gigante com nome de PDF': { status: 422, code: 'FILE_IMAGE_TOO_LARGE' },
  'bomba zip DOCX (≈ 64 KB que inflam para 400 MB)': { status: 415, code: 'OCR_FILE_UNSUPPORTED' },
  'bomba zip XLSX com tamanhos declarados falsos': { status: 415, code: 'OCR_FILE_UNSUPPORTED' },
  'bomba zip DOCX com nome de imagem': { status: 415, code: 'OCR_FILE_UNSUPPORTED' },
  'PDF criptografado': { status: 422, code: 'OCR_PDF_ENCRYPTED' },
  'PDF truncado': { status: 422, code: 'OCR_PDF_DAMAGED' },
};

const files = [
  ...hostileFiles().map((f) => ({ label: f.label, fileName: f.fileName, bytes: f.bytes })),
  {
    label: 'TIFF de 200 páginas (limite 5)',
    fileName: 'bomba.tif',
    bytes: tiff(Array.from({ length: 200 }, () => ({ width: 1, height: 1 }))),
  },
  {
    label: 'TIFF de 2 páginas, a segunda declarando 60000 × 60000',
    fileName: 'bomba-pagina.tif',
    bytes: tiff([
      { width: 1, height: 1 },
      { width: 60000, height: 60000 },
    ]),
  },
];
const tiffExpected: Record<string, { status: number; code: string }> = {
  'TIFF de 200 páginas (limite 5)': { status: 422, code: 'OCR_TOO_MANY_PAGES' },
  'TIFF de 2 páginas, a segunda declarando 60000 × 60000': { status: 422, code: 'FILE_IMAGE_TOO_LARGE' },
};

describe.each(['ocr', 'certidoes'])('hostile files through /api/services/%s', (area) => {
  it.each(files.map((f) => [f.label, f] as const))('%s', async (label, file) => {
    const body = multipartBody({}, { name: file.fileName, bytes: file.bytes });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/services/${area}`,
      headers: { ...operador, ...body.headers },
      payload: body.payload,
    });
    const want = expected[label] ?? tiffExpected[label] ?? { status: 201 };
    expect(res.statusCode, res.body.slice(0, 300)).toBe(want.status);
    if (want.code) {
      expect(apiError(res).code).toBe(want.code);
      expect(apiError(res).message).toMatch(/[ãçéêíóú]|arquivo|imagem|PDF/i);
    }
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
