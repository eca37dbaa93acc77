import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scannedPdf } from '../../apps/api/test/fixtures/scanned-pdf';
import { renderSyntheticCertidao } from '../../apps/api/test/fixtures/synthetic-certidao';
import { launchBrowser, loginAs, newPage } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/product-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('OCR de certidões', () => {
  // Typing in a field used to replace the screen with 'Algo deu errado' (the field's onChange read
  // e.currentTarget inside a state updater, which React runs after the event, when it is null): hence the
  // 'Salvar revisão' button that was never found.
  it('uploads a certidão de nascimento, sees the matrícula validated, corrects a field and exports JSON', async () => {
    const { image, truth } = await renderSyntheticCertidao({ seed: 3, kind: 'nascimento' });
    const { context, page } = await newPage(browser);
    await loginAs(page, 'operador@siao.demo', DEMO_PASSWORD);
    await page.getByTestId('page-title').filter({ hasText: 'Painel de Controle' }).first().waitFor();
    await page.goto('/services/ocr-nascimento-obito');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'nascimento-e2e.png', mimeType: 'image/png', buffer: image });
    await page.getByRole('button', { name: 'Enviar' }).click();
    // the row of the list, not the file name still shown in the upload box while it sends
    await page.getByRole('row').filter({ hasText: 'nascimento-e2e.png' }).click();
    await page
      .getByText('Matrícula validada')
      .waitFor({ timeout: 200_000 })
      .catch(async (err) => {
        // what the reviewer saw instead, for the failure report
        console.error(await page.locator('main').innerText());
        throw err;
      });
    await expect.poll(() => page.getByLabel('Nome').inputValue()).toBe(truth.nome);
    expect(await page.getByLabel('CPF').inputValue()).toBe(truth.cpf);

    // each field's source region is drawn over the page image (titled with the field's label)
    await page.getByLabel('Nome').focus();
    const region = await page.getByTitle('Nome', { exact: true }).boundingBox();
    expect(region?.width).toBeGreaterThan(0);
    expect(region?.height).toBeGreaterThan(0);
    await page.getByLabel('Nome').fill('NOME REVISADO NO NAVEGADOR');
    await page.getByRole('button', { name: 'Salvar revisão' }).click();
    await page.getByText('Revisada').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar JSON' }).click(),
    ]);
    const json = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(json).toMatchObject({
      tipo: 'nascimento',
      nome: 'NOME REVISADO NO NAVEGADOR',
      matricula: truth.matricula,
    });
    await context.close();
  }, 300_000); // OCR of a page takes seconds on an idle machine, much longer on a loaded one
});

describe('OCR', () => {
  it('runs a two-page scanned PDF: progress in the list, Visualização, searchable PDF found by pdftotext', async () => {
    const pages = await Promise.all([
      renderSyntheticCertidao({ seed: 21, kind: 'nascimento', dpi: 200, jpegQuality: 80 }),
      renderSyntheticCertidao({ seed: 22, kind: 'obito', dpi: 200, jpegQuality: 80 }),
    ]);
    const pdf = await scannedPdf(
      pages.map((p) => p.image),
      200,
    );
    const { context, page } = await newPage(browser);
    await loginAs(page, 'operador@siao.demo', DEMO_PASSWORD);
    await page.getByTestId('page-title').filter({ hasText: 'Painel de Controle' }).first().waitFor();
    await page.goto('/services/ocr');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'digitalizado-e2e.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Enviar' }).click();
    const row = page.getByRole('row').filter({ hasText: 'digitalizado-e2e.pdf' });
    // the list shows the page count as soon as the job is queued, then the progress
    await row.getByText(/Página [0-2] de 2/).waitFor();
    await row.getByText('Página 2 de 2').waitFor({ timeout: 240_000 });
    await row.getByText('Concluído').waitFor({ timeout: 60_000 });
    await row.click();
    await page.getByTestId('page-title').filter({ hasText: 'Visualização' }).first().waitFor();
    await page.getByRole('img', { name: 'Página do documento' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF pesquisável' }).click(),
    ]);
    const file = (await download.path()) as string;
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    // pdftotext may break or reorder the title's words: the words and their accents are what matter
    for (const word of ['CERTIDÃO', 'NASCIMENTO', 'ÓBITO']) expect(text).toContain(word);
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+2/);
    await context.close();
  }, 360_000); // two pages of OCR: seconds on an idle machine, minutes on a loaded one
});
