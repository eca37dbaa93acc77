/**
 * OCR de certidões: field-level exact-match accuracy on synthetic certidões (nascimento and óbito)
 * per field and per quality band, matrículas/CPFs accepted wrong (must be 0), seconds per page of
 * the native tesseract and of tesseract.js on the same pages, and preprocessing time.
 *
 *   node --import tsx bench/ocr-certidoes.ts           # BENCH_N=36 certidões, BENCH_WASM=4 pages
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CertidaoKind } from '@siao/shared';
import { extractCertidao } from '../apps/api/src/modules/services/certidoes/extract';
import { parseTsv } from '../apps/api/src/modules/services/certidoes/words';
import {
  createNativeEngine,
  createWasmEngine,
  type OcrEngine,
} from '../apps/api/src/modules/services/ocr/engines';
import { openPages } from '../apps/api/src/modules/services/ocr/pages';
import { renderSyntheticCertidao, type SyntheticOptions } from '../apps/api/test/fixtures/synthetic-certidao';

const N = Number(process.env.BENCH_N ?? 36);
const WASM_PAGES = Number(process.env.BENCH_WASM ?? 4);

type Band = 'limpa' | 'escaneada' | 'ruim';
const bands: Record<Band, (r: number) => Partial<SyntheticOptions>> = {
  limpa: () => ({ dpi: 300 }),
  escaneada: (r) => ({ dpi: 200, blur: 0.6, noise: 20, rotate: r * 1.5, jpegQuality: 75 }),
  ruim: (r) => ({ dpi: 150, blur: 0.9, noise: 35, rotate: r * 3, jpegQuality: 50 }),
};

const dir = mkdtempSync(join(tmpdir(), 'siao-bench-ocr-'));
const stats = new Map<string, { ok: number; total: number }>();
const add = (key: string, ok: boolean) => {
  const s = stats.get(key) ?? { ok: 0, total: 0 };
  s.ok += ok ? 1 : 0;
  s.total++;
  stats.set(key, s);
};
let acceptedWrong = 0;
const times: Record<string, number[]> = { preprocess: [], tesseract: [], 'tesseract.js': [] };

async function recognize(engine: OcrEngine, png: Buffer) {
  const t0 = performance.now();
  const out = await engine.recognize(png);
  times[engine.name]?.push((performance.now() - t0) / 1000);
  return out;
}

const native = createNativeEngine();
const wasm = createWasmEngine();
const bandNames = Object.keys(bands) as Band[];
for (let i = 0; i < N; i++) {
  const band = bandNames[i % 3] as Band;
  const kind: CertidaoKind = i % 2 ? 'obito' : 'nascimento';
  const sign = i % 4 < 2 ? 1 : -1;
  const { image, truth } = await renderSyntheticCertidao({
    seed: 1000 + i,
    kind,
    layout: i % 5 < 2 ? 'stacked' : 'inline',
    font: i % 7 < 3 ? 'DejaVu Serif' : 'DejaVu Sans',
    ...bands[band]((sign * ((i * 37) % 10)) / 10),
  });
  const t0 = performance.now();
  const pages = await openPages(image, 'image', dir, 5);
  const page = await pages.page(1);
  times.preprocess?.push((performance.now() - t0) / 1000);
  const { tsv } = await recognize(native, page.png);
  if (i < WASM_PAGES) await recognize(wasm, page.png);
  const { fields } = extractCertidao(parseTsv(tsv, 1), { kind });
  for (const [key, value] of Object.entries(truth)) {
    const field = fields.find((f) => f.key === key);
    const ok = field?.value === value;
    add(`${band}|${key}`, ok);
    add(`${band}|*`, ok);
    add(`*|${key}`, ok);
    if ((key === 'cpf' || key === 'matricula') && !ok && field?.value && !field.review) acceptedWrong++;
  }
}
await wasm.close();
rmSync(dir, { recursive: true, force: true });

const pct = (s?: { ok: number; total: number }) =>
  s ? `${((100 * s.ok) / s.total).toFixed(1)} % (${s.ok}/${s.total})` : '—';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(
  `${N} certidões sintéticas (${N / 2} nascimento, ${N / 2} óbito), bandas: ${bandNames.join(', ')}`,
);
for (const band of bandNames)
  console.log(`banda ${band.padEnd(10)} campos exatos: ${pct(stats.get(`${band}|*`))}`);
const fieldKeys = [...new Set([...stats.keys()].filter((k) => k.startsWith('*|')).map((k) => k.slice(2)))];
for (const key of fieldKeys) {
  const perBand = bandNames.map((b) => pct(stats.get(`${b}|${key}`)).split(' ')[0]).join(' / ');
  console.log(
    `  ${key.padEnd(24)} ${pct(stats.get(`*|${key}`)).padEnd(18)} (limpa / escaneada / ruim: ${perBand})`,
  );
}
console.log(`matrículas ou CPFs aceitos errados (sem marca de revisão): ${acceptedWrong}`);
for (const [name, xs] of Object.entries(times)) {
  if (xs.length)
    console.log(`${name.padEnd(13)} mediana ${median(xs).toFixed(2)} s/página (n=${xs.length}, um núcleo)`);
}
