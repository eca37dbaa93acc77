// Time from the moment a host page starts loading siao-assistant.js to an interactive prompt (the text
// area inside the widget's shadow root), in headless Chromium, against the stand-in API on 127.0.0.1.
// Usage: npm run build -w @siao/widget && node bench/widget-load.mjs [runs]
import { chromium } from 'playwright-core';
import { startFakeApi } from '../packages/widget/dev/fake-api.mjs';

const runs = Number(process.argv[2] ?? 7);
const api = await startFakeApi();
const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = `${b64({ alg: 'none' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600 })}.x`;
const host = `<!doctype html><html><head><meta charset="utf-8"></head><body><div id="w"></div>
<script src="/widget/siao-assistant.js"></script><script src="/bench/init.js"></script></body></html>`;
const init = `SiaoAssistant.init(document.getElementById('w'), { api: '/api/', auth: { authToken: '${token}' } });`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
async function measure(context) {
  const page = await context.newPage();
  await page.route('**/bench/host.html', (r) => r.fulfill({ body: host, contentType: 'text/html' }));
  await page.route('**/bench/init.js', (r) => r.fulfill({ body: init, contentType: 'text/javascript' }));
  await page.goto(`${api.url}/bench/host.html`);
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
const cold = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext(); // empty HTTP cache
  cold.push(await measure(context));
  await context.close();
}
const warmContext = await browser.newContext();
await measure(warmContext);
const warm = [];
for (let i = 0; i < runs; i++) warm.push(await measure(warmContext));

// Stop button: from the click to the prompt being idle again (send button back, no loading indicator).
const page = await warmContext.newPage();
await page.route('**/bench/host.html', (r) => r.fulfill({ body: host, contentType: 'text/html' }));
await page.route('**/bench/init.js', (r) => r.fulfill({ body: init, contentType: 'text/javascript' }));
await page.goto(`${api.url}/bench/host.html`);
const stops = [];
for (let i = 0; i < runs; i++) {
  const input = page.locator('#w [data-testid=siao-input]');
  await input.fill('responda lento');
  await input.press('Enter');
  await page.locator('#w [data-testid=siao-assistant-message]', { hasText: 'Resposta' }).last().waitFor();
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
api.server.close();
const fmt = (xs) =>
  `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;
console.log(`script load → interactive prompt, ${runs} runs, localhost, no throttling`);
console.log(`cold cache: ${fmt(cold)}`);
console.log(`warm cache: ${fmt(warm)}`);
console.log(`stop button → idle prompt: ${fmt(stops)}`);
