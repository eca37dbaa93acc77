// Time from the moment a host page starts loading siao-assistant.js to an interactive prompt (the text
// area inside the widget's shadow root), in headless Chromium, against the REAL API (`npm start`'s server,
// NODE_ENV=production, fresh PGlite or BENCH_PG, demo seed) serving the built widget; the assistant's LLM
// is a fake Anthropic upstream on 127.0.0.1, used only by the stop-button measurement.
// Usage: npm run build && node bench/widget-load.mjs [runs]
//        BENCH_PG=postgres://postgres@127.0.0.1:5432/<empty db> node bench/widget-load.mjs
//        BEFORE=<dist of a previous widget build> node bench/widget-load.mjs [runs]
// With BEFORE, each cold run loads the previous build and this one (packages/widget/dist) one after the
// other, in alternating order, both served from disk the same way: the pairs share the machine's load, so
// their ratio holds on a busy machine when the milliseconds do not.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';

register(); // the product helper and the fake upstream are TypeScript
const { startProduct } = await import('../e2e/helpers/product-server.ts');
const { createFakeAnthropic } = await import('../apps/api/test/fakes/fake-anthropic.ts');

const runs = Number(process.argv[2] ?? 7);
const builds = {
  before: process.env.BEFORE ? resolve(process.env.BEFORE) : null,
  now: resolve(import.meta.dirname, '../packages/widget/dist'),
};
if (builds.before && !existsSync(join(builds.before, 'siao-assistant.js')))
  throw new Error(`BEFORE=${builds.before}: sem siao-assistant.js (a pasta dist de um build do widget)`);
const fake = createFakeAnthropic();
// every reply streams a little, then hangs until the widget's stop button closes the connection
fake.setDefault({ chunks: ['Resposta ', 'em ', 'andamento'], chunkDelayMs: 30, hangAfterChunks: true });
const upstream = await fake.start();
const startedAt = performance.now();
const product = await startProduct({
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  WIDGET_DEMO: 'true',
  LOG_LEVEL: 'error',
  ANTHROPIC_API_KEY: 'bench',
  ANTHROPIC_BASE_URL: `${upstream}/v1`,
  AI_RATE_LIMIT_PER_MINUTE: '1000',
  ...(process.env.BENCH_PG ? { DATABASE_URL: process.env.BENCH_PG } : {}),
});
const bootMs = performance.now() - startedAt;
const api = product.baseURL;

// a widget token as a host back-end would hand it to its page (here: the demo endpoint)
const { data: tokens } = await (await fetch(`${api}/api/widget/demo-token`)).json();
/** The host page, loading the loader from `/widget/` (the API's static files) or from `/bench/<build>/`. */
const host = (
  loader = '/widget/siao-assistant.js',
) => `<!doctype html><html><head><meta charset="utf-8"></head>
<body><div id="w"></div><script src="${loader}"></script><script src="/bench/init.js"></script></body></html>`;
const init = `SiaoAssistant.init(document.getElementById('w'), { api: '/api/', auth: { authToken: '${tokens.authToken}' } });`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
/** @param {'before' | 'now' | undefined} build served from its dist folder on disk; default: the API's /widget/ */
async function hostPage(context, build) {
  const page = await context.newPage();
  const loader = build ? `/bench/${build}/siao-assistant.js` : undefined;
  await page.route('**/bench/host.html', (r) => r.fulfill({ body: host(loader), contentType: 'text/html' }));
  await page.route('**/bench/init.js', (r) => r.fulfill({ body: init, contentType: 'text/javascript' }));
  if (build) {
    const prefix = `/bench/${build}/`;
    await page.route(`${api}${prefix}**`, (r) =>
      r.fulfill({ path: join(builds[build], new URL(r.request().url()).pathname.slice(prefix.length)) }),
    );
  }
  await page.goto(`${api}/bench/host.html`);
  return page;
}
async function measure(context, build) {
  const page = await hostPage(context, build);
  const ms = await page.evaluate(
    () =>
      new Promise((done) => {
        const tick = () => {
          const input = document.getElementById('w').shadowRoot?.querySelector('textarea');
          if (!input) return requestAnimationFrame(tick);
          const start = performance
            .getEntriesByType('resource')
            .find((e) => e.name.endsWith('siao-assistant.js'));
          done(performance.now() - start.startTime);
        };
        tick();
      }),
  );
  await page.close();
  return ms;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const coldRun = async (build) => {
  const context = await browser.newContext(); // empty HTTP cache
  const ms = await measure(context, build);
  await context.close();
  return ms;
};
const cold = [];
/** @type {{ before: number[], now: number[] }} */
const paired = { before: [], now: [] };
for (let i = 0; i < runs; i++) {
  if (!builds.before) {
    cold.push(await coldRun());
    continue;
  }
  const order = i % 2 ? ['now', 'before'] : ['before', 'now'];
  for (const build of order) paired[build].push(await coldRun(build));
}
const warmContext = await browser.newContext();
await measure(warmContext);
const warm = [];
for (let i = 0; i < runs; i++) warm.push(await measure(warmContext));

// Stop button: from the click to the prompt being idle again (send button back, no loading indicator).
const page = await hostPage(warmContext);
const stops = [];
for (let i = 0; i < runs; i++) {
  const input = page.locator('#w [data-testid=siao-input]');
  await input.fill(`pergunta ${i + 1}`);
  await input.press('Enter');
  await page
    .locator('#w [data-testid=siao-assistant-message]', { hasText: 'Resposta em andamento' })
    .nth(i)
    .waitFor();
  stops.push(
    await page.evaluate(
      () =>
        new Promise((done) => {
          const root = document.getElementById('w').shadowRoot;
          const start = performance.now();
          root.querySelector('[data-testid=siao-stop]').click();
          const check = () =>
            root.querySelector('[data-testid=siao-send]') && !root.querySelector('[data-testid=siao-loading]')
              ? done(performance.now() - start)
              : requestAnimationFrame(check);
          check();
        }),
    ),
  );
}
await browser.close();
await product.stop();
await fake.stop();
const fmt = (xs) =>
  `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;
console.log(
  `real API (${process.env.BENCH_PG ? 'PostgreSQL' : 'PGlite'}, ready in ${(bootMs / 1000).toFixed(1)} s), ` +
    `${runs} runs, localhost, no throttling, load ${loadavg()[0].toFixed(1)}`,
);
if (builds.before) {
  const ratios = paired.now.map((ms, i) => ms / paired.before[i]);
  console.log(`previous build (${builds.before}), cold cache: ${fmt(paired.before)}`);
  console.log(`this build (${builds.now}), cold cache: ${fmt(paired.now)}`);
  console.log(
    `ratio this / previous: median of the ${runs} pairs ${median(ratios).toFixed(2)} ` +
      `(min ${Math.min(...ratios).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)})`,
  );
} else console.log(`script load → interactive prompt, cold cache: ${fmt(cold)}`);
console.log(`script load → interactive prompt, warm cache: ${fmt(warm)}`);
console.log(
  `stop button → idle prompt: ${fmt(stops)}; upstream disconnects seen: ${fake.disconnects.length}`,
);
