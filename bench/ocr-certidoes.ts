/**
 * OCR de certidões: field-level exact-match accuracy of the development split beside the HELD-OUT
 * split (see apps/api/test/fixtures/certidao-set.ts: split by layout and by seed), per field, per
 * band (clean 300 dpi PNG, 200 dpi JPEG, 150 dpi JPEG, image-only PDF of the 200 dpi JPEG) and per
 * layout; the share of wrong fields NOT marked for review; identifiers (matrícula, CPF, DNV)
 * accepted wrong; false flags (exact fields marked); the traps; and CPU seconds a page of the whole
 * pipeline (opening the upload, preprocessing, tesseract, extraction), this process (the file
 * workers, which run every step as the OCR job does, included) and its children (the native binary),
 * with the load average since the machine may be shared.
 *
 *   node --import tsx bench/ocr-certidoes.ts
 *   BENCH_PER_BAND=8 (certidões per band and split)
 *   BENCH_SPLIT=desenvolvimento|avaliacao|avaliacao-120000|avaliacao-110000|avaliacao-100000|
 *   avaliacao-80000|avaliacao-70000|avaliacao-anterior (or several, comma-separated; the held-out range
 *   of record is `avaliacao`, from seed 130000; the other `avaliacao-*` ranges, and `avaliacao-anterior`
 *   from 50000, were already looked at)
 *   BENCH_ONLY=limpa (one band, while iterating)  BENCH_TRAPS=0 (skip the traps)
 *   BENCH_MISSES=1 (print every wrong field)  BENCH_FLAGS=1 (print every exact field marked, with its reasons)
 *   BENCH_TSV_CACHE=dir (keep each page's Tesseract TSV there, and the scan's resolution beside it, and
 *   reuse them: iterating on the extractor without OCR; CPU figures are then not measured — empty the
 *   directory after changing the preprocessing)
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CertidaoField } from '@siao/shared';
import sharp from 'sharp';
import { configSchema } from '../apps/api/src/config';
import {
  countOcrPagesSafely,
  prepareOcrPageSafely,
  recognizeOcrPageSafely,
} from '../apps/api/src/lib/files/ocr-in-workers';
import {
  closeFileWorkers,
  configureFileSafety,
  fileSafetyFromConfig,
} from '../apps/api/src/lib/files/safe-files';
import { extractCertidao } from '../apps/api/src/modules/services/certidoes/extract';
import { parseTsv } from '../apps/api/src/modules/services/certidoes/words';
import { OCR_MAX_PIXELS } from '../apps/api/src/modules/services/ocr/engine-choice';
import {
  certidaoSet,
  certidaoTraps,
  QUALITY_BANDS,
  type Split,
  type TestCertidao,
} from '../apps/api/test/fixtures/certidao-set';
import { scannedPdf } from '../apps/api/test/fixtures/scanned-pdf';
import { renderSyntheticCertidao } from '../apps/api/test/fixtures/synthetic-certidao';

const PER_BAND = Number(process.env.BENCH_PER_BAND ?? 8);
const SPLITS: Split[] = process.env.BENCH_SPLIT
  ? (process.env.BENCH_SPLIT.split(',') as Split[])
  : [
      'desenvolvimento',
      'avaliacao',
      'avaliacao-120000',
      'avaliacao-110000',
      'avaliacao-100000',
      'avaliacao-80000',
      'avaliacao-70000',
      'avaliacao-anterior',
    ];
const ONLY = process.env.BENCH_ONLY;
const TRAPS = process.env.BENCH_TRAPS !== '0';
const MISSES = process.env.BENCH_MISSES === '1';
const FLAGS = process.env.BENCH_FLAGS === '1';
const TSV_CACHE = process.env.BENCH_TSV_CACHE;
/** identifiers that must never be accepted wrong */
const IDS = ['cpf', 'matricula', 'numero_dnv'];
sharp.concurrency(1); // one core, as the target says

/** CPU seconds of this process (libvips threads included) and of its ended children (the native binary). */
async function cpuSeconds(): Promise<number> {
  const self = process.cpuUsage();
  // /proc/self/stat: fields 16 and 17 are cutime and cstime, in clock ticks (100 a second on Linux)
  const fields = (await readFile('/proc/self/stat', 'utf8')).split(') ')[1]?.split(' ') ?? [];
  const children = (Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) / 100;
  return (self.user + self.system) / 1e6 + children;
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
const cpu = new Map<string, number[]>();
/** CPU seconds of each step, by `input kind|step` */
const steps = new Map<string, number[]>();
const misses: string[] = [];
const flags: string[] = [];
// the file workers with the default limits, as the OCR job runs them (OCR_ENGINE auto, OCR_MODEL fast)
configureFileSafety({ ...fileSafetyFromConfig(configSchema.parse({})), workers: 1 });
const engine = { prefer: 'auto' as const };

/** The whole pipeline on one upload, as the OCR job runs it in a file worker: open (PDF: the page's image), preprocess, tesseract, extract. */
async function read(item: TestCertidao, image: Buffer): Promise<CertidaoField[]> {
  const cached = TSV_CACHE && join(TSV_CACHE, `${item.split}-${item.options.seed}-${item.band}.tsv`);
  if (cached) {
    const tsv = await readFile(cached, 'utf8').catch(() => null);
    const scanDpi = Number(await readFile(`${cached}.dpi`, 'utf8').catch(() => Number.NaN));
    if (tsv !== null && scanDpi)
      return extractCertidao(parseTsv(tsv, 1), { kind: item.options.kind, scanDpi }).fields;
  }
  const dir = await mkdtemp(join(tmpdir(), 'bench-certidao-'));
  try {
    const pdf = item.band === 'pdf';
    const bytes = pdf ? await scannedPdf([image], item.options.dpi, { asIs: true }) : image;
    const file = join(dir, 'arquivo');
    await writeFile(file, bytes);
    const kind = pdf ? 'PDF só imagem' : item.band === 'limpa' ? 'PNG' : 'JPEG';
    const c0 = await cpuSeconds();
    let last = c0;
    /** CPU of one step of this page, kept per input kind */
    const step = async (name: string) => {
      const now = await cpuSeconds();
      const key = `${kind}|${name}`;
      steps.set(key, [...(steps.get(key) ?? []), now - last]);
      last = now;
    };
    const task = { file, kind: pdf ? 'pdf' : 'image', dir, maxPages: 1, maxPixels: OCR_MAX_PIXELS } as const;
    await countOcrPagesSafely({ ...task, redoTextPages: false });
    await step('contar');
    const page = await prepareOcrPageSafely({ ...task, redoTextPages: false }, 1);
    await step('preparar');
    const { recognition } = await recognizeOcrPageSafely(page, engine, 'certidao');
    await step('tesseract');
    if (cached) await writeFile(cached, recognition.tsv);
    if (cached) await writeFile(`${cached}.dpi`, String(page.scanDpi));
    const { fields } = extractCertidao(parseTsv(recognition.tsv, 1), {
      kind: item.options.kind,
      scanDpi: page.scanDpi,
    });
    await step('extrair');
    cpu.set(kind, [...(cpu.get(kind) ?? []), last - c0]);
    return fields;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const images = new Map<string, { image: Buffer; truth: Record<string, string> }>();
const byImage = new Map<string, CertidaoField[]>();
let pdfSame = 0;
let pdfPages = 0;
const items = SPLITS.flatMap((split) => certidaoSet(split, PER_BAND)).filter((c) => !ONLY || c.band === ONLY);
for (const [i, item] of items.entries()) {
  const id = `${item.split}:${item.options.seed}`;
  const rendered = images.get(id) ?? (await renderSyntheticCertidao(item.options));
  images.set(id, rendered);
  const { image, truth } = rendered;
  const fields = await read(item, image);
  const { split, band } = item;
  const layout = item.options.layout ?? 'inline';
  let ok = 0;
  for (const [key, value] of Object.entries(truth)) {
    const f = fields.find((x) => x.key === key);
    const exact = f?.value === value;
    ok += exact ? 1 : 0;
    add(`${split}|${band}|${key}`, exact);
    add(`${split}|${band}|*`, exact);
    add(`${split}|*|${key}`, exact);
    if (band !== 'pdf') add(`${split}|layout:${layout}|*`, exact);
    add(`${split}|${band}|errado sem marca`, !exact && !f?.review);
    add(`${split}|${band}|marcado certo`, exact && !!f?.review);
    if (IDS.includes(key)) add(`${split}|${band}|id aceito errado`, !exact && !!f?.value && !f.review);
    const page = `${item.options.kind} ${layout} ${item.options.font} #${item.options.seed}`;
    if (FLAGS && exact && f?.review)
      flags.push(`| ${split} | ${band} | ${page} | ${key} | ${f.reasons.join(' ')} |`);
    if (!exact && (MISSES || !f?.review))
      misses.push(
        `| ${split} | ${band} | ${page} | ${key} | ${value} | ${f?.value ?? '—'} | ${f?.review ? 'marcado' : '**não marcado**'} |`,
      );
  }
  if (band === 'escaneada') byImage.set(id, fields);
  if (band === 'pdf') {
    const twin = byImage.get(id);
    if (twin) {
      pdfPages++;
      if (twin.every((f) => fields.find((x) => x.key === f.key)?.value === f.value)) pdfSame++;
    }
  }
  console.error(
    `${i + 1}/${items.length} ${split} ${band} ${item.options.kind} ${layout}: ${ok}/${Object.keys(truth).length}`,
  );
}

const trapRows: string[] = [];
if (TRAPS) {
  for (const item of certidaoTraps().filter((c) => !ONLY || c.band === ONLY)) {
    const { image } = await renderSyntheticCertidao(item.options);
    const fields = await read(item, image);
    const trap = item.options.trap;
    const keys =
      trap === 'digitos'
        ? ['cpf', 'matricula']
        : trap === 'livro'
          ? ['matricula']
          : [item.options.kind === 'nascimento' ? 'data_nascimento' : 'data_falecimento'];
    const flagged = keys.every((k) => fields.find((f) => f.key === k)?.review);
    trapRows.push(
      `| ${trap} | ${item.band} | ${item.options.kind} #${item.options.seed} | ${flagged ? 'marcada' : '**NÃO marcada**'} |`,
    );
  }
}
await closeFileWorkers();

const pct = (s?: Score) => (s ? `${((100 * s.ok) / s.total).toFixed(1)} %` : '—');
const frac = (s?: Score) => (s ? `${pct(s)} (${s.ok}/${s.total})` : '—');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');
const both = (key: string) => SPLITS.map((s) => frac(stats.get(`${s}|${key}`))).join(' | ');
const header = SPLITS.join(' | ');
const bar = SPLITS.map(() => '---').join('|');
console.log(
  `${items.length} leituras (${PER_BAND} certidões por banda e divisão; a banda pdf é a escaneada dentro de um PDF)`,
);
console.log(`load average (1, 5, 15 min): no início ${load(loadAtStart)}; no fim ${load(loadavg())}`);
console.log(`\n## Campos exatos por banda\n| banda | ${header} |\n|---|${bar}|`);
for (const band of QUALITY_BANDS) console.log(`| ${band} | ${both(`${band}|*`)} |`);
console.log(
  `\n## Campos errados e NÃO marcados para revisão (meta ≤ 1 %)\n| banda | ${header} |\n|---|${bar}|`,
);
for (const band of QUALITY_BANDS) console.log(`| ${band} | ${both(`${band}|errado sem marca`)} |`);
console.log(`\n## Matrícula, CPF e DNV aceitos errados (meta 0)\n| banda | ${header} |\n|---|${bar}|`);
for (const band of QUALITY_BANDS) {
  const row = SPLITS.map((s) => {
    const st = stats.get(`${s}|${band}|id aceito errado`);
    return st ? String(st.ok) : '—';
  });
  console.log(`| ${band} | ${row.join(' | ')} |`);
}
console.log(`\n## Campos exatos marcados para revisão (falsos alarmes)\n| banda | ${header} |\n|---|${bar}|`);
for (const band of QUALITY_BANDS) console.log(`| ${band} | ${both(`${band}|marcado certo`)} |`);
console.log(`\n## Campos exatos por leiaute (bandas de imagem)\n| leiaute | ${header} |\n|---|${bar}|`);
for (const layout of ['grid', 'inline', 'stacked', 'inline-pairs'])
  console.log(`| ${layout} | ${both(`layout:${layout}|*`)} |`);
console.log(`\n## Campos exatos por campo (todas as bandas)\n| campo | ${header} |\n|---|${bar}|`);
const keys = [
  ...new Set([...stats.keys()].filter((k) => k.includes('|*|')).map((k) => k.split('|')[2] as string)),
];
for (const key of keys) console.log(`| ${key} | ${both(`*|${key}`)} |`);
console.log(`\nPDF só imagem igual à sua imagem JPEG, campo a campo: ${pdfSame}/${pdfPages} páginas`);
console.log(
  '\n## CPU s/página, pipeline inteiro (abrir, preparar, tesseract, extrair)\n| entrada | mediana | máx | n |\n|---|---|---|---|',
);
for (const [kind, xs] of cpu)
  console.log(`| ${kind} | ${median(xs).toFixed(2)} | ${Math.max(...xs).toFixed(2)} | ${xs.length} |`);
const STEPS = ['contar', 'preparar', 'tesseract', 'extrair'];
console.log(
  `\n## CPU s/página por etapa (mediana, mín–máx)\n| entrada | ${STEPS.join(' | ')} |\n|---|${STEPS.map(() => '---').join('|')}|`,
);
for (const kind of cpu.keys()) {
  const cells = STEPS.map((name) => {
    const xs = steps.get(`${kind}|${name}`) ?? [];
    return `${median(xs).toFixed(2)} (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;
  });
  console.log(`| ${kind} | ${cells.join(' | ')} |`);
}
if (trapRows.length)
  console.log(
    `\n## Armadilhas\n| armadilha | banda | certidão | campo |\n|---|---|---|---|\n${trapRows.join('\n')}`,
  );
console.log(
  `\n## ${MISSES ? 'Campos errados' : 'Campos errados sem marca'}\n| divisão | banda | certidão | campo | esperado | lido | revisão |\n|---|---|---|---|---|---|---|`,
);
for (const m of misses) console.log(m);
if (FLAGS) {
  console.log(
    `\n## Campos exatos marcados (falsos alarmes)\n| divisão | banda | certidão | campo | motivos |\n|---|---|---|---|---|`,
  );
  for (const f of flags) console.log(f);
}
