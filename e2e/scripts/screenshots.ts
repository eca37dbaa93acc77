// Screenshots for a reviewer: the dashboard, Relatórios (Faturamento) and a fatura page, at 1366 × 800 and
// 360 × 740, as the demo admin sees them on a fresh install. Needs `npm run build` first.
//   npx tsx e2e/scripts/screenshots.ts [output folder, default e2e/artifacts/screenshots/]
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUSINESS_TIME_ZONE } from '@siao/shared/format/dates';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../helpers/browser';
import { DEMO_PASSWORD, startProduct } from '../helpers/product-server';

const out = resolve(process.argv[2] ?? 'e2e/artifacts/screenshots');
const viewports = [
  { width: 1366, height: 800 },
  { width: 360, height: 740 },
];

const product = await startProduct();
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
try {
  mkdirSync(out, { recursive: true });
  const context = await browser.newContext({
    baseURL: product.baseURL,
    locale: 'pt-BR',
    timezoneId: BUSINESS_TIME_ZONE,
    viewport: viewports[0],
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('admin@siao.demo');
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const fatura = await page.evaluate(async () => {
    const res = await fetch('/api/faturas', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await res.json()) as { data: { id: string; client_id: string }[] }).data[0];
  });
  const screens: [string, string][] = [
    ['painel', '/'],
    ['relatorios-faturamento', '/reports'],
    ...(fatura
      ? ([['fatura', `/client/${fatura.client_id}/fatura/${fatura.id}`]] as [string, string][])
      : []),
  ];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const [name, path] of screens) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const file = join(out, `${name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
  }
} finally {
  await browser.close();
  await product.stop();
}
