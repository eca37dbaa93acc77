// CPU of a command's whole process tree, by kind of process: `node bench/process-tree-cpu.mjs -- <command…>`
// (e.g. `-- npm run test:e2e`). Every 0.5 s it reads /proc for the command's descendants and keeps each
// process's last user + system seconds; at the end it prints the sums by kind (Chromium renderer, browser, GPU
// process; the product server; Vitest workers). `/usr/bin/time` misses what its child does not wait for
// (Chromium's processes): this counts them. A process that ends between two reads loses at most 0.5 s.
// PROCESS_TREE_CPU=<file> also writes one line per process above 1 s: seconds, first and last seen (ms), kind,
// command.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;
const args = process.argv.slice(process.argv.indexOf('--') + 1);
const started = Date.now();
const child = spawn(args[0], args.slice(1), { stdio: 'inherit' });
/** `${pid}:${start tick}` → the process as last seen */
const seen = new Map();

function kindOf(command) {
  if (/chrom/i.test(command)) {
    if (/--type=renderer/.test(command)) return 'chromium-renderer';
    if (/--type=gpu/.test(command)) return 'chromium-gpu';
    if (/--type=/.test(command)) return 'chromium-other';
    return 'chromium-browser';
  }
  if (/dist\/server\.js/.test(command)) return 'product-server';
  if (/vitest\/suppress-warnings|vitest\/dist\/workers/.test(command)) return 'vitest-worker';
  if (/vitest/.test(command)) return 'vitest-main';
  if (/tesseract|ocrmypdf|pdftoppm|qpdf|pdftotext|\bgs\b/.test(command)) return 'ocr-tools';
  return `other: ${command.slice(0, 40)}`;
}

function readProcesses() {
  const parent = new Map();
  const cpu = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(entry), Number(fields[1]));
      cpu.set(Number(entry), {
        seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
        start: fields[19],
      });
    } catch {
      // the process ended while being read
    }
  }
  return { parent, cpu };
}

function sample() {
  const { parent, cpu } = readProcesses();
  const inTree = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; p = parent.get(p) ?? 0, hops++)
      if (p === child.pid) return true;
    return false;
  };
  for (const [pid, { seconds, start }] of cpu) {
    if (!inTree(pid)) continue;
    const key = `${pid}:${start}`;
    let process_ = seen.get(key);
    if (!process_) {
      let command = '';
      try {
        command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      } catch {
        // ended meanwhile
      }
      process_ = {
        kind: kindOf(command),
        seconds: 0,
        first: Date.now() - started,
        command: command.slice(0, 160),
      };
      seen.set(key, process_);
    }
    process_.seconds = Math.max(process_.seconds, seconds);
    process_.last = Date.now() - started;
  }
}

const timer = setInterval(sample, 500);
child.on('exit', (code) => {
  clearInterval(timer);
  const byKind = new Map();
  for (const p of seen.values()) {
    const sum = byKind.get(p.kind) ?? { processes: 0, seconds: 0 };
    sum.processes++;
    sum.seconds += p.seconds;
    byKind.set(p.kind, sum);
  }
  const total = [...byKind.values()].reduce((a, s) => a + s.seconds, 0);
  const rows = [...byKind]
    .sort((a, b) => b[1].seconds - a[1].seconds)
    .map(([kind, s]) => `${kind}\t${s.processes}\t${s.seconds.toFixed(1)}`);
  const report = `parede ${((Date.now() - started) / 1000).toFixed(1)} s, CPU da árvore ${total.toFixed(1)} s\ntipo\tprocessos\tCPU (s)\n${rows.join('\n')}\n`;
  console.log(report);
  if (process.env.PROCESS_TREE_CPU) {
    const lines = [...seen.values()]
      .filter((p) => p.seconds > 1)
      .map((p) => `${p.seconds.toFixed(1)}\t${p.first}\t${p.last}\t${p.kind}\t${p.command}`);
    writeFileSync(process.env.PROCESS_TREE_CPU, `${report}\n${lines.join('\n')}\n`);
  }
  process.exit(code ?? 1);
});
