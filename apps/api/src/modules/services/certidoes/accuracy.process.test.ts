import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { certidaoTestSet } from '../../../../test/fixtures/certidao-set';
import { renderSyntheticCertidao, type SyntheticOptions } from '../../../../test/fixtures/synthetic-certidao';
import { createOcrEngine } from '../ocr/engines';
import { preprocessImage } from '../ocr/preprocess';
import { extractCertidao } from './extract';
import { parseTsv } from './words';

/**
 * The whole pipeline (render → preprocess → Tesseract → extraction) on a small subset of the
 * bench's test set: a matrícula or CPF is either read exactly or marked for review, in every band;
 * full figures come from bench/ocr-certidoes.ts.
 */
const engine = createOcrEngine();
/** one page through the whole pipeline; generous, the machine running the suite may be busy */
const PAGE_TIMEOUT = 180_000;
afterAll(() => engine.close());

async function read(options: SyntheticOptions) {
  const { image, truth } = await renderSyntheticCertidao(options);
  const page = await preprocessImage(sharp(image));
  const { tsv } = await engine.recognize(page.png);
  const { fields } = extractCertidao(parseTsv(tsv, 1), { kind: options.kind });
  const field = (key: string) => fields.find((f) => f.key === key);
  return { truth, field };
}

describe('OCR de certidões: zero matrículas or CPFs accepted wrong', () => {
  it.each(certidaoTestSet(1, 2000))(
    '$band: exact or marked for review',
    async ({ options }) => {
      const { truth, field } = await read(options);
      for (const key of ['cpf', 'matricula']) {
        const f = field(key);
        if (f?.value !== truth[key]) expect(f?.review, `${key} lido "${f?.value}"`).toBe(true);
      }
    },
    PAGE_TIMEOUT,
  );

  it(
    'a misprinted CPF and matrícula (check digits fail) are marked for review, never accepted',
    async () => {
      const { truth, field } = await read({ seed: 2100, kind: 'obito', layout: 'grid', misprint: true });
      for (const key of ['cpf', 'matricula']) {
        expect(field(key)?.review).toBe(true);
        expect(field(key)?.reasons.join(' ')).toMatch(/dígitos verificadores|não reconhecida|não encontrado/);
      }
      expect(truth.cpf).toBeTruthy();
    },
    PAGE_TIMEOUT,
  );
});
