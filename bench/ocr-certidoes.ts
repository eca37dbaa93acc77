/**
 * OCR de certidões: field-level exact-match accuracy on the synthetic test set (nascimento and
 * óbito, three quality bands) per field and per band, matrículas/CPFs accepted wrong (must be 0),
 * the misses per field (expected vs got), seconds per page of the native tesseract and of
 * tesseract.js on the same pages and of each preprocessing stage — CPU seconds beside wall seconds,
 * since the machine may be shared (CPU is the fair figure under load) — with the load average, and
 * the model comparison (fast vs best_int, native binary, same pages).
 *
 *   node --import tsx bench/ocr-certidoes.ts
 *   BENCH_PER_BAND=10 (30 certidões)  BENCH_WASM=3 (pages also read by tesseract.js)
 *   BENCH_MODELS=6 (pages read with each model)  BENCH_MODEL=fast|best_int (model of the main run)
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { CertidaoField } from '@siao/shared';
import sharp from 'sharp';
import { extractCertidao } from '../apps/api/src/modules/services/certidoes/extract';
import { parseTsv } from '../apps/api/src/modules/services/certidoes/words';
import {
  createNativeEngine,
  createWasmEngine,
  type OcrEngine,
  type OcrModel,
} from '../apps/api/src/modules/services/ocr/engines';
import { preprocessImage } from '../apps/api/src/modules/services/ocr/preprocess';
import { recognizeUpright } from '../apps/api/src/modules/services/ocr/upright';
import { certidaoTestSet, QUALITY_BANDS, type QualityBand } from '../apps/api/test/fixtures/certidao-set';
import { renderSyntheticCertidao } from '../apps/api/test/fixtures/synthetic-certidao';

const PER_BAND = Number(process.env.BENCH_PER_BAND ?? 10);
const WASM_PAGES = Number(process.env.BENCH_WASM ?? 3);
const MODEL_PAGES = Number(process.env.BENCH_MODELS ?? 6);
const MAIN_MODEL = (process.env.BENCH_MODEL ?? 'fast') as OcrModel;
/** `BENCH_ONLY=limpa` keeps one band (while iterating) */
const ONLY = process.env.BENCH_ONLY;
sharp.concurrency(1); // one core, as the target says

/** CPU seconds of this process (libvips and tesseract.js threads included) and of its ended children (the native binary). */
function cpuSeconds(): { self: number; children: number } {
  const self = process.cpuUsage();
  // /proc/self/stat: fields 16 and 17 are cutime and cstime, in clock ticks (100 a second on Linux)
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  const children = (Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) / 100;
  return { self: (self.user + self.system) / 1e6, children };
}
const loadAtStart = loadavg();

interface Score {
  ok: number;
  total: number;
}
const stats = new Map<string, Score>();
const add = (key: string, ok: boolean) => {
  const s = stats.get(key) ?? { ok: 0, total: 0 };
  s.ok += ok ? 1 : 0;
  s.total++;
  stats.set(key, s);
};
const acceptedWrong: Record<string, number> = {};
const misses: string[] = [];
interface Timing {
  wall: number[];
  cpu: number[];
}
const times: Record<string, Timing> = {};
const record = (name: string, wall: number, cpu: number) => {
  const t = times[name] ?? { wall: [], cpu: [] };
  t.wall.push(wall);
  t.cpu.push(cpu);
  times[name] = t;
};
/** wall and CPU seconds (this process and its children) of one step */
const time = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
  const t0 = performance.now();
  const c0 = cpuSeconds();
  const out = await fn();
  const c1 = cpuSeconds();
  record(name, (performance.now() - t0) / 1000, c1.self - c0.self + c1.children - c0.children);
  return out;
};

function score(fields: readonly CertidaoField[], truth: Record<string, string>) {
  let ok = 0;
  let wrong = 0;
  for (const [key, value] of Object.entries(truth)) {
    const field = fields.find((f) => f.key === key);
    if (field?.value === value) ok++;
    // a matrícula or CPF that differs from the truth and is NOT marked for review: accepted wrong
    else if ((key === 'cpf' || key === 'matricula') && field?.value && !field.review) wrong++;
  }
  return { ok, total: Object.keys(truth).length, wrong };
}

const engines = new Map<string, OcrEngine>();
const engine = (kind: 'native' | 'wasm', model: OcrModel) => {
  const key = `${kind}:${model}`;
  let e = engines.get(key);
  if (!e) {
    e = kind === 'native' ? createNativeEngine(model) : createWasmEngine(model);
    engines.set(key, e);
  }
  return e;
};

const set = certidaoTestSet(PER_BAND).filter((c) => !ONLY || c.band === ONLY);
const modelRows: Record<string, Score & { secs: number[] }> = {};
const wasmScore: Score = { ok: 0, total: 0 };
const nativeOnWasmPages: Score = { ok: 0, total: 0 };
for (const [i, item] of set.entries()) {
  const { image, truth } = await renderSyntheticCertidao(item.options);
  const kind = item.options.kind;
  const page = await time('preprocessamento (total)', () => preprocessImage(sharp(image)));
  for (const [name, s] of Object.entries(page.stages)) record(`  preprocessamento: ${name}`, s.wall, s.cpu);
  const main = engine('native', MAIN_MODEL);
  const {
    recognition: { tsv },
  } = await time(`tesseract nativo (${MAIN_MODEL})`, () => recognizeUpright(main, page));
  const { fields } = extractCertidao(parseTsv(tsv, 1), { kind });
  for (const [key, value] of Object.entries(truth)) {
    const got = fields.find((f) => f.key === key)?.value;
    const ok = got === value;
    add(`${item.band}|${key}`, ok);
    add(`${item.band}|*`, ok);
    add(`*|${key}`, ok);
    if (!ok)
      misses.push(
        `| ${key} | ${item.band} | seed ${item.options.seed} ${kind} ${item.options.layout} ${item.options.font} | ${value} | ${got ?? '—'} |`,
      );
  }
  const s = score(fields, truth);
  acceptedWrong[item.band] = (acceptedWrong[item.band] ?? 0) + s.wrong;
  if (i < MODEL_PAGES) {
    for (const model of ['fast', 'best_int'] as OcrModel[]) {
      const t0 = performance.now();
      const out = model === MAIN_MODEL ? { tsv } : await engine('native', model).recognize(page.png);
      const secs = model === MAIN_MODEL ? (times[`tesseract nativo (${MAIN_MODEL})`]?.wall.at(-1) ?? 0) : 0;
      const r = score(extractCertidao(parseTsv(out.tsv, 1), { kind }).fields, truth);
      const row = modelRows[model] ?? { ok: 0, total: 0, secs: [] };
      modelRows[model] = row;
      row.ok += r.ok;
      row.total += r.total;
      row.secs.push(secs || (performance.now() - t0) / 1000);
    }
  }
  if (i < WASM_PAGES) {
    const wasm = engine('wasm', MAIN_MODEL);
    // the worker's start (loading the wasm and the trained data) once, outside the page figures
    if (i === 0)
      await wasm.recognize(
        await sharp({ create: { width: 64, height: 32, channels: 3, background: '#ffffff' } })
          .png()
          .toBuffer(),
      );
    const out = await time(`tesseract.js (${wasm.model})`, () => recognizeUpright(wasm, page));
    // the native binary on the same pages, for a like-for-like figure
    const native = times[`tesseract nativo (${MAIN_MODEL})`];
    if (native)
      record(
        `tesseract nativo (${MAIN_MODEL}), páginas do tesseract.js`,
        native.wall.at(-1) ?? 0,
        native.cpu.at(-1) ?? 0,
      );
    const r = score(extractCertidao(parseTsv(out.recognition.tsv, 1), { kind }).fields, truth);
    wasmScore.ok += r.ok;
    wasmScore.total += r.total;
    nativeOnWasmPages.ok += s.ok;
    nativeOnWasmPages.total += s.total;
  }
  console.error(`${i + 1}/${set.length} ${item.band} ${kind}: ${s.ok}/${s.total}`);
}
for (const e of engines.values()) await e.close();

const pct = (s?: Score) => (s ? `${((100 * s.ok) / s.total).toFixed(1)} % (${s.ok}/${s.total})` : '—');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const nasc = set.filter((c) => c.options.kind === 'nascimento').length;
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');
console.log(
  `${set.length} certidões sintéticas (${nasc} nascimento, ${set.length - nasc} óbito), modelo ${MAIN_MODEL}`,
);
console.log(`load average (1, 5, 15 min): no início ${load(loadAtStart)}; no fim ${load(loadavg())}`);
console.log('\n| banda | campos exatos | matrículas/CPFs aceitos errados |\n|---|---|---|');
for (const band of QUALITY_BANDS)
  console.log(`| ${band} | ${pct(stats.get(`${band}|*`))} | ${acceptedWrong[band] ?? 0} |`);
console.log('\n| campo | todas | limpa | escaneada | ruim |\n|---|---|---|---|---|');
const keys = [...new Set([...stats.keys()].filter((k) => k.startsWith('*|')).map((k) => k.slice(2)))];
for (const key of keys) {
  const perBand = QUALITY_BANDS.map((b: QualityBand) => pct(stats.get(`${b}|${key}`)).split(' ')[0]);
  console.log(`| ${key} | ${pct(stats.get(`*|${key}`))} | ${perBand.join(' | ')} |`);
}
console.log('\n| campo | banda | certidão | esperado | lido |\n|---|---|---|---|---|');
for (const miss of misses) console.log(miss);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
console.log(
  '\n| etapa | CPU s/página (mediana) | CPU média | parede s/página (mediana) | n |\n|---|---|---|---|---|',
);
for (const [name, t] of Object.entries(times))
  console.log(
    `| ${name} | ${median(t.cpu).toFixed(2)} | ${mean(t.cpu).toFixed(2)} | ${median(t.wall).toFixed(2)} | ${t.wall.length} |`,
  );
console.log(
  `\nnas mesmas ${Math.min(WASM_PAGES, set.length)} páginas: campos exatos tesseract.js ${pct(wasmScore)}, nativo ${pct(nativeOnWasmPages)}`,
);
console.log(`\nModelos (tesseract nativo, as mesmas ${MODEL_PAGES} páginas das três bandas):`);
console.log('| modelo | campos exatos | mediana s/página |\n|---|---|---|');
for (const [model, row] of Object.entries(modelRows))
  console.log(`| ${model} | ${pct(row)} | ${median(row.secs).toFixed(2)} |`);
