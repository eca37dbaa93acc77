import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderSyntheticCertidao } from '../../../../test/fixtures/synthetic-certidao';
import { extractCertidao } from '../certidoes/extract';
import { parseTsv } from '../certidoes/words';
import { encodeBilevelPng } from './bilevel-png';
import { createOcrEngine, createWasmEngine } from './engines';
import { preprocessImage } from './preprocess';
import { recognizeUpright } from './upright';

// real preprocessing and Tesseract on one synthetic page: generous limits for a busy machine
vi.setConfig({ testTimeout: 180_000 });
const engine = createOcrEngine();
afterAll(() => engine.close());

describe('encodeBilevelPng', () => {
  it('writes a 1-bit 300 dpi PNG that decodes to the same black and white pixels', async () => {
    const width = 13; // not a multiple of 8: the last byte of each row is partly padding
    const height = 5;
    const data = Uint8Array.from({ length: width * height }, (_, i) =>
      i % 3 === 0 || i % 7 === 0 ? 0 : 255,
    );
    const png = encodeBilevelPng(data, width, height, 300);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width, height, channels: 1, bitsPerSample: 1, density: 300 });
    const back = await sharp(png).toColourspace('b-w').raw().toBuffer();
    expect([...back]).toEqual([...data]);
  });
});

describe('preprocessImage', () => {
  it('thresholds a 300 dpi page to black and white, and leaves a page upscaled from a lower resolution grey', async () => {
    const clean = await renderSyntheticCertidao({ seed: 24, kind: 'nascimento', dpi: 300 });
    const scan = await renderSyntheticCertidao({ seed: 24, kind: 'nascimento', dpi: 150 });
    const sharpPage = await preprocessImage(sharp(clean.image));
    const upscaled = await preprocessImage(sharp(scan.image));
    expect([sharpPage.bilevel, (await sharp(sharpPage.png).metadata()).bitsPerSample]).toEqual([true, 1]);
    expect(upscaled.steps.scale).toBe(2);
    const meta = await sharp(upscaled.png).metadata();
    expect([upscaled.bilevel, meta.channels, meta.bitsPerSample, meta.density]).toEqual([false, 1, 8, 300]);
  });
});

describe('page orientation', () => {
  it('reads an upright page in one pass, and an upside-down scan turned the right way up', async () => {
    const { image } = await renderSyntheticCertidao({ seed: 21, kind: 'nascimento', dpi: 200 });
    const upright = await preprocessImage(sharp(image));
    // upscaled from 200 dpi: grey, its paper and ink flattened
    expect(upright.bilevel).toBe(false);
    const spy = vi.spyOn(engine, 'recognize');
    const first = await recognizeUpright(engine, upright);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(first.turned).toBe(false);
    expect(first.recognition.text).toContain('CERTIDÃO DE NASCIMENTO');

    const upsideDown = await preprocessImage(sharp(await sharp(image).rotate(180).toBuffer()));
    expect(upsideDown.orientationKnown).toBe(false); // horizontal lines: 0° and 180° look alike
    const read = await recognizeUpright(engine, upsideDown);
    expect(read.turned).toBe(true);
    expect(read.recognition.text).toContain('CERTIDÃO DE NASCIMENTO');
    spy.mockRestore();
  });

  it('turns a page scanned sideways before reading it (its text lines run up and down)', async () => {
    const { image } = await renderSyntheticCertidao({ seed: 22, kind: 'obito', dpi: 200 });
    const sideways = await preprocessImage(sharp(await sharp(image).rotate(90).toBuffer()));
    expect(sideways.steps.horizontal).toBe(false);
    expect(sideways.steps.rotated).toBe(270);
    expect(sideways.height).toBeGreaterThan(sideways.width);
    const read = await recognizeUpright(engine, sideways);
    expect(read.recognition.text).toContain('CERTIDÃO DE ÓBITO');
  });
});

describe('tesseract.js', () => {
  it('reads a grid certidão through the whole pipeline: each field from its own cell, digits exact or flagged', async () => {
    const wasm = createWasmEngine('fast');
    try {
      const { image, truth } = await renderSyntheticCertidao({ seed: 23, kind: 'obito', layout: 'grid' });
      const page = await preprocessImage(sharp(image));
      const { recognition } = await recognizeUpright(wasm, page);
      const { fields } = extractCertidao(parseTsv(recognition.tsv, 1), { kind: 'obito' });
      const field = (key: string) => fields.find((f) => f.key === key);
      // each value from its own cell, not its neighbour's
      for (const key of ['nome', 'data_falecimento', 'causa_morte', 'estado_civil']) {
        expect(field(key)?.value, key).toBe(truth[key]);
      }
      // a digit misread in a matrícula or CPF is flagged, never accepted
      for (const key of ['cpf', 'matricula']) {
        if (field(key)?.value !== truth[key]) expect(field(key)?.review, key).toBe(true);
      }
    } finally {
      await wasm.close();
    }
  });
});
