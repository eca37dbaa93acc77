// Lighthouse (mobile, default throttling) of /login and the widget demo — performance, FCP, LCP, time to
// interactive (TTI), TBT — with the machine's load average beside each score: on a shared machine the score moves with the load, so the two are read together.
// Usage: npm run build && WIDGET_DEMO=true PORT=3000 npm run serve   (another terminal), then
//        node bench/lighthouse.mjs [http://127.0.0.1:3000] [paths…]     (default: /login /widget/demo/)
//        RUNS=5 node bench/lighthouse.mjs …   each page 5 times, then the medians
// Each line also prints "CPU TBT": the TBT from the tasks' CPU time (bench/lighthouse-cpu.mjs), which a
// loaded machine barely moves.
// Chromium: CHROMIUM_PATH or /usr/bin/chromium (Debian).
import { loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpuBlocking } from './lighthouse-cpu.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const pages = process.argv.length > 3 ? process.argv.slice(3) : ['/login', '/widget/demo/'];
const runs = Number(process.env.RUNS ?? 1);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
try {
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset (simulated slow 4G, 4× CPU)`,
  );
  for (const path of pages) {
    const rows = [];
    for (let run = 0; run < runs; run++) {
      const before = load();
      const result = await lighthouse(new URL(path, base).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`sem resultado para ${path}`);
      if (lhr.runtimeError) console.log(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
      const cpu = cpuBlocking(result.artifacts?.Trace?.traceEvents ?? []);
      const row = {
        performance: score('performance'),
        tbt: ms('total-blocking-time'),
        fcp: ms('first-contentful-paint'),
        lcp: ms('largest-contentful-paint'),
        // hidden from the score since Lighthouse 10, still computed: quiet main thread and network after FCP
        tti: ms('interactive'),
        cpuTbt: Math.round(cpu?.tbt ?? 0),
      };
      rows.push(row);
      const kb = `${Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024)} KB`;
      console.log(
        `${path.padEnd(16)} performance ${row.performance}  accessibility ${score('accessibility')}  ` +
          `FCP ${row.fcp} ms  LCP ${row.lcp} ms  TTI ${row.tti} ms  TBT ${row.tbt} ms  ` +
          `CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}  bytes ${kb}  ` +
          `CPU TBT ${row.cpuTbt} ms (main-thread CPU after FCP ${Math.round(cpu?.total ?? 0)} ms, longest task ${(cpu?.longest ?? 0).toFixed(1)} ms)  ` +
          `load average ${before} → ${load()}`,
      );
    }
    if (runs > 1) {
      const m = (k) => median(rows.map((r) => r[k]));
      console.log(
        `${path.padEnd(16)} median of ${runs}: performance ${m('performance')}  FCP ${m('fcp')} ms  ` +
          `LCP ${m('lcp')} ms  TTI ${m('tti')} ms  TBT ${m('tbt')} ms  CPU TBT ${m('cpuTbt')} ms`,
      );
    }
  }
} finally {
  await chrome.kill();
}
