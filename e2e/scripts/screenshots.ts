// Screenshots for a reviewer: the dashboard, Relatórios (Faturamento), a fatura page and the public certificate
// verification page, at 1366 × 800 and 360 × 740, as the demo admin (and a visitor following the QR code) sees
// them on a fresh install; plus the fatura's and the certificate's PDF, and their first page as PNG (with
// `pdftoppm`, poppler-utils, when installed). Needs `npm run build` first.
//   npx tsx e2e/scripts/screenshots.ts [output folder, default e2e/artifacts/screenshots/]
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
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
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const fatura = await page.evaluate(async () => {
    const res = await fetch('/api/faturas', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await res.json()) as { data: { id: string; client_id: string }[] }).data[0];
  });
  // the demo learner's certificate (staff read any): its code opens the public verification page
  // (no named helpers inside evaluate: tsx would wrap them in a `__name` the page does not have)
  const certificate = await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('token')}` };
    const progress = await fetch('/api/learning/progress?status=concluida', { headers });
    const rows = ((await progress.json()) as { data: { certificate_id: string | null }[] }).data;
    const id = rows.find((r) => r.certificate_id)?.certificate_id;
    if (!id) return undefined;
    const cert = await fetch(`/api/learning/certificates/${id}`, { headers });
    return ((await cert.json()) as { data: { id: string; code: string } }).data;
  });
  const screens: [string, string][] = [
    ['painel', '/'],
    ['relatorios-faturamento', '/reports'],
    ...(fatura
      ? ([['fatura', `/client/${fatura.client_id}/fatura/${fatura.id}`]] as [string, string][])
      : []),
    ...(certificate
      ? ([['certificado-verificacao', `/certificados/${certificate.code}`]] as [string, string][])
      : []),
  ];
  const pdfs: [string, string][] = [
    ...(fatura ? ([['fatura', `/api/faturas/${fatura.id}/pdf`]] as [string, string][]) : []),
    ...(certificate
      ? ([['certificado', `/api/learning/certificates/${certificate.id}/pdf`]] as [string, string][])
      : []),
  ];
  for (const [name, url] of pdfs) {
    const bytes = await page.evaluate(async (u) => {
      const res = await fetch(u, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      if (!res.ok) throw new Error(`${u}: ${res.status}`);
      return [...new Uint8Array(await res.arrayBuffer())];
    }, url);
    const file = join(out, `${name}.pdf`);
    writeFileSync(file, Buffer.from(bytes));
    console.log(file);
    try {
      execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', file, join(out, `${name}-pdf`)]);
      console.log(join(out, `${name}-pdf.png`));
    } catch {
      console.log(`(sem pdftoppm: ${name}.pdf não virou PNG)`);
    }
  }
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
