// Cold start (process start → GET /api/ready answers 200) and resident memory at idle of the API,
// the old way (TypeScript through tsx at run time) against the compiled server (npm start).
// Each mode: one first start on an empty data folder (migrations + demo seed), then RUNS restarts
// on the same folder; RSS is read from /proc after IDLE_MS of idleness. Prints medians.
// Usage: npm run build -w @siao/api && node bench/cold-start.mjs      # RUNS=5 IDLE_MS=3000
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 5);
const IDLE_MS = Number(process.env.IDLE_MS ?? 3000);
const dist = join(root, 'apps/api/dist/server.js');
if (!existsSync(dist)) {
  console.error('Sem build da API: rode "npm run build -w @siao/api" antes.');
  process.exit(1);
}

const modes = [
  { name: 'tsx (fontes atuais)', args: ['--import', 'tsx', 'apps/api/src/server.ts'], env: {} },
  { name: 'compilado (npm start)', args: [dist], env: { NODE_ENV: 'production' } },
];
// BEFORE_ENTRY=<server.ts of an older checkout>: also the same start before the lazy imports
if (process.env.BEFORE_ENTRY) {
  modes.unshift({ name: 'tsx, sem lazy', args: ['--import', 'tsx', process.env.BEFORE_ENTRY], env: {} });
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

async function startOnce(mode, dataDir, port) {
  const began = performance.now();
  const child = spawn(process.execPath, mode.args, {
    cwd: root,
    env: {
      ...process.env,
      ...mode.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  let ms;
  while (ms === undefined) {
    if (child.exitCode !== null) throw new Error(`${mode.name}: o servidor terminou ao iniciar`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) ms = performance.now() - began;
    else await sleep(10);
  }
  await sleep(IDLE_MS);
  const rss = rssMb(child.pid);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return { ms, rss };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
let port = 41_000 + Math.floor(Math.random() * 1000);
console.log(`Node ${process.version}, ${RUNS} reinícios por modo, RSS após ${IDLE_MS} ms ocioso\n`);
console.log(
  'modo'.padEnd(24),
  'primeiro início'.padStart(16),
  'reinício (mediana)'.padStart(20),
  'RSS ocioso'.padStart(12),
);
for (const mode of modes) {
  const dataDir = mkdtempSync(join(tmpdir(), 'siao-bench-start-'));
  try {
    const first = await startOnce(mode, dataDir, port++);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await startOnce(mode, dataDir, port++));
    console.log(
      mode.name.padEnd(24),
      `${(first.ms / 1000).toFixed(2)} s`.padStart(16),
      `${(median(runs.map((r) => r.ms)) / 1000).toFixed(2)} s`.padStart(20),
      `${median(runs.map((r) => r.rss)).toFixed(0)} MB`.padStart(12),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
