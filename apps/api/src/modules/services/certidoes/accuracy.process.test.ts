import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { certidaoSet, certidaoTraps, type TestCertidao } from '../../../../test/fixtures/certidao-set';
import { scannedPdf } from '../../../../test/fixtures/scanned-pdf';
import { renderSyntheticCertidao } from '../../../../test/fixtures/synthetic-certidao';
import { OCR_MAX_PIXELS } from '../ocr/engine-choice';
import { createOcrEngine } from '../ocr/engines';
import { openPages } from '../ocr/pages';
import { extractCertidao } from './extract';
import { parseTsv } from './words';

/**
 * The whole pipeline (render → open → preprocess → Tesseract → extraction) on a few pages in the
 * held-out split's layouts and fonts (the extractor was not tuned on them; these seeds were looked
 * at): identifiers exact or marked, wrong fields marked, traps flagged. Full figures come from
 * bench/ocr-certidoes.ts.
 */
const engine = createOcrEngine();
/** one page through the whole pipeline; generous, the machine running the suite may be busy */
const PAGE_TIMEOUT = 180_000;
afterAll(() => engine.close());

async function read(item: TestCertidao) {
  const { image, truth } = await renderSyntheticCertidao(item.options);
  const dir = await mkdtemp(join(tmpdir(), 'certidao-test-'));
  try {
    const pdf = item.band === 'pdf';
    const bytes = pdf ? await scannedPdf([image], item.options.dpi, { asIs: true }) : image;
    const page = await (
      await openPages(bytes, pdf ? 'pdf' : 'image', dir, { maxPages: 1, maxPixels: OCR_MAX_PIXELS })
    ).page(1);
    const { tsv } = await engine.recognize(page.png);
    const { fields } = extractCertidao(parseTsv(tsv, 1), { kind: item.options.kind, scanDpi: page.scanDpi });
    return { truth, fields, field: (key: string) => fields.find((f) => f.key === key) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const MIN_EXACT = { limpa: 0.9, escaneada: 0.75, pdf: 0.75, ruim: 0.3 };

/**
 * One certidão of each band (the pdf band is the escaneada page in a PDF) of the earlier held-out
 * range (seeds from 50000: held-out layouts and fonts, already looked at): the held-out range of
 * record (from 100000) stays for the bench, read once at the end of a change, not at every test run.
 */
const pages = certidaoSet('avaliacao-anterior', 1);

describe('OCR de certidões on held-out pages', () => {
  it.each(pages)(
    '$band ($options.layout, $options.font): identifiers exact or marked, most fields exact, wrong ones marked',
    async (item) => {
      const { truth, fields, field } = await read(item);
      for (const key of ['cpf', 'matricula', 'numero_dnv']) {
        const f = field(key);
        if (truth[key] !== undefined && f?.value !== truth[key])
          expect(f?.review, `${key} lido "${f?.value}"`).toBe(true);
      }
      const keys = Object.keys(truth);
      const exact = keys.filter((k) => field(k)?.value === truth[k]).length;
      const unmarked = keys.filter((k) => field(k)?.value !== truth[k] && !field(k)?.review);
      // held-out figures of the bench (docs/certidoes-accuracy.md), less a margin for one page: the
      // 150 dpi page here (FreeMono in boxed cells) is the hardest of the held-out set (6 of 17 exact)
      expect(exact / keys.length).toBeGreaterThanOrEqual(MIN_EXACT[item.band]);
      expect(unmarked.length, `não marcados: ${unmarked.join(', ')}`).toBeLessThanOrEqual(1);
      expect(fields.length).toBeGreaterThan(0);
    },
    PAGE_TIMEOUT,
  );

  it(
    'a misprinted CPF and matrícula (check digits fail) are marked for review, never accepted',
    async () => {
      const trap = certidaoTraps().find((t) => t.options.trap === 'digitos' && t.band === 'escaneada');
      const { field } = await read(trap as TestCertidao);
      for (const key of ['cpf', 'matricula']) {
        expect(field(key)?.review).toBe(true);
        expect(field(key)?.reasons.join(' ')).toMatch(/dígitos verificadores|não reconhecida|não encontrado/);
      }
    },
    PAGE_TIMEOUT,
  );
});
