// Lighthouse (mobile, default throttling) of /login and the widget demo, with the machine's load average
// beside each score: on a shared machine the score moves with the load, so the two are read together.
// Usage: npm run build && WIDGET_DEMO=true PORT=3000 npm run serve   (another terminal), then
//        node bench/lighthouse.mjs [http://127.0.0.1:3000] [path…]   (default: /login and /widget/demo/)
// Chromium: CHROMIUM_PATH or /usr/bin/chromium (Debian).
import { loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const pages = process.argv.length > 3 ? process.argv.slice(3) : ['/login', '/widget/demo/'];
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
    const ms = (id) => `${Math.round(lhr.audits[id]?.numericValue ?? 0)} ms`;
    const kb = `${Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024)} KB`;
    console.log(
      `${path.padEnd(16)} performance ${score('performance')}  accessibility ${score('accessibility')}  ` +
        `FCP ${ms('first-contentful-paint')}  LCP ${ms('largest-contentful-paint')}  TBT ${ms('total-blocking-time')}  ` +
        `CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}  bytes ${kb}  ` +
        `load average ${before} → ${load()}`,
    );
  }
} finally {
  await chrome.kill();
}
