import type { Browser, Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAccepting } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/product-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// the demo seed's first client user (apps/api/src/seed/clients-users.ts): Paulo Souza, CPF from base 987650000
const CPF = '987.650.000-72';
const EMAIL = 'usuario1@cliente-demo.com.br';

const bytesOf = async (download: Download) =>
  Buffer.concat(await (await download.createReadStream()).toArray());

describe('Solicitações de titulares', () => {
  it('a superadmin finds a seeded person by CPF, records the request and downloads the access report', async () => {
    const { context, page } = await newPage(browser);
    await signInAccepting(page, 'superadmin@siao.demo', DEMO_PASSWORD);
    await page.getByTestId('page-title').waitFor();
    await page.goto('/superadmin/lgpd');
    await page.getByTestId('page-title').filter({ hasText: 'Solicitações de titulares' }).waitFor();

    await page.getByTestId('lgpd-identifier').fill(CPF);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const result = page.getByTestId('lgpd-search-result');
    await result.waitFor();
    expect(await result.textContent()).toContain('Dados encontrados de ***.650.000-**');
    expect(await result.getByRole('link', { name: new RegExp(EMAIL) }).count()).toBe(1);

    await page.getByTestId('lgpd-open').click();
    const row = page.getByTestId('lgpd-requests').getByRole('row', { name: /\*\*\*\.650\.000-\*\*/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('15');

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toBe('relatorio-lgpd.json');
    const report = JSON.parse((await bytesOf(json)).toString('utf8'));
    const text = JSON.stringify(report);
    expect(text).toContain('Paulo Souza');
    expect(text).toContain(EMAIL);
    expect(report.categorias.length).toBeGreaterThan(0);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Relatório PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('relatorio-lgpd.pdf');
    expect((await bytesOf(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });
});
