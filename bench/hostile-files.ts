/**
 * Hostile files against a listening API (PGlite, local engine): for every file of the hostile
 * corpus sent as a chat part, the time to the answer, the worst /api/health latency seen while it
 * was being processed (probed every 20 ms over real HTTP), and the process's RSS afterwards (the
 * file workers are threads of the same process, so their memory is in it).
 *
 * Then the multipart uploads of the file intake: XLSX bombs and a huge cell to the CNIB batch
 * spreadsheet, the huge-page PDF to OCR, and two XLSX bombs at once, each with the worst
 * /api/health latency and the peak RSS sampled while it was processed.
 *
 *   node --import tsx bench/hostile-files.ts          # BENCH_OCR=1 also runs OCR (tesseract.js)
 */
import { performance } from 'node:perf_hooks';
import { warmFileWorkers } from '../apps/api/src/lib/files/safe-files';
import { multipartBody } from '../apps/api/src/modules/documents/test-multipart';
import { createAssistant, createThread } from '../apps/api/test/helpers/ai-converse';
import { createTestApp } from '../apps/api/test/helpers/test-app';
import {
  corruptPng,
  docxBomb,
  hostileFiles,
  hugePagePdf,
  xlsxCellBomb,
  xlsxHugeCell,
} from '../apps/api/test/hostile/corpus';

const t = await createTestApp({
  SERVICES_ENCRYPTION_KEY: 'c3'.repeat(32),
  AI_RATE_LIMIT_PER_MINUTE: '100000',
  ...(process.env.BENCH_OCR ? { OCR_ENABLED: 'true' } : {}),
});
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const user = await t.authHeader('cliente');
const assistant = await createAssistant(t.app, await t.authHeader('superadmin'), { provider: 'local' });
const thread = await createThread(t.app, user, assistant);
// as server.ts does after start: the workers load the parsers before the first file
const warmStart = performance.now();
await warmFileWorkers();
console.log(`workers de arquivos prontos em ${(performance.now() - warmStart).toFixed(0)} ms`);

let peakRss = 0;
async function probeHealth(stop: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!stop()) {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const start = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return latencies;
}

const files = [
  ...hostileFiles(),
  {
    label: 'bomba zip DOCX de 400 MB (de novo, worker já aquecido)',
    fileName: 'b.docx',
    part: { document_format: 'docx' as const },
    bytes: docxBomb(400),
  },
  ...(process.env.BENCH_OCR
    ? [
        {
          label: 'PNG que derruba o tesseract.js',
          fileName: 's.png',
          part: { image_format: 'png' as const },
          bytes: corruptPng(),
        },
      ]
    : []),
];

console.log('arquivo | bytes | status | resposta (ms) | pior /api/health (ms) | sondagens | RSS (MB)');
for (const file of files) {
  const part =
    'image_format' in file.part
      ? { ...file.part, image_name: file.fileName, image_base64: file.bytes.toString('base64') }
      : { ...file.part, document_name: file.fileName, document_base64: file.bytes.toString('base64') };
  let done = false;
  const start = performance.now();
  const probes = probeHealth(() => done);
  const res = await fetch(`${base}/api/threads/${thread}/converse-stream`, {
    method: 'POST',
    headers: { ...user, 'content-type': 'application/json' },
    body: JSON.stringify({ messages: [{ role: 'user', content: [{ text: 'Analise o arquivo.' }, part] }] }),
  });
  await res.arrayBuffer();
  const elapsed = performance.now() - start;
  done = true;
  const latencies = await probes;
  const rss = process.memoryUsage().rss / 1024 / 1024;
  console.log(
    [
      file.label,
      file.bytes.length,
      res.status,
      elapsed.toFixed(0),
      Math.max(...latencies).toFixed(1),
      latencies.length,
      rss.toFixed(0),
    ].join(' | '),
  );
}
/** Sends the uploads at once; the worst health latency and the peak RSS while they were processed. */
async function uploads(label: string, url: string, files: { name: string; bytes: Buffer }[]) {
  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  let done = false;
  const start = performance.now();
  const probes = probeHealth(() => done);
  const answers = await Promise.all(
    files.map(async (file) => {
      const body = multipartBody({}, file);
      const res = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { ...user, ...body.headers },
        body: body.payload,
      });
      const json = (await res.json()) as { error?: { code: string } };
      return `${res.status} ${json.error?.code ?? ''}`.trim();
    }),
  );
  const elapsed = performance.now() - start;
  done = true;
  const latencies = await probes;
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(
    [
      label,
      files.map((f) => f.bytes.length).join(' + '),
      answers.join(', '),
      elapsed.toFixed(0),
      Math.max(...latencies).toFixed(1),
      latencies.length,
      mb(rssBefore),
      mb(peakRss),
      mb(process.memoryUsage().rss),
    ].join(' | '),
  );
}

console.log('');
console.log(
  'envio | bytes | respostas | tempo (ms) | pior /api/health (ms) | sondagens | RSS antes | pico | depois (MB)',
);
const sheet = '/api/services/cnib/lotes/planilha';
await uploads('XLSX: célula que infla para 100 MB', sheet, [{ name: 'a.xlsx', bytes: xlsxCellBomb(100) }]);
await uploads('XLSX: célula que infla para 400 MB', sheet, [{ name: 'b.xlsx', bytes: xlsxCellBomb(400) }]);
await uploads('XLSX: uma célula de 300 MB', sheet, [{ name: 'c.xlsx', bytes: xlsxCellBomb(300) }]);
await uploads('XLSX: célula de 1,6 milhão de letras (passa o zip)', sheet, [
  { name: 'd.xlsx', bytes: xlsxHugeCell() },
]);
await uploads('duas bombas XLSX de 400 MB ao mesmo tempo', sheet, [
  { name: 'e.xlsx', bytes: xlsxCellBomb(400) },
  { name: 'f.xlsx', bytes: xlsxCellBomb(400) },
]);
await uploads('PDF de 50 páginas de 5000 × 5000 pt no OCR', '/api/services/ocr', [
  { name: 'g.pdf', bytes: hugePagePdf(50, 5000) },
]);
await t.close();
