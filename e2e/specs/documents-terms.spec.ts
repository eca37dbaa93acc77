import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptPendingTerms, launchBrowser, loginAs, newPage } from '../helpers/browser';
import { type OwnProduct, startOwnProduct } from '../helpers/own-product';
import { DEMO_PASSWORD } from '../helpers/product-server';

// Its own product: a new version of the terms makes every cliente accept it at its next screen, which
// would stop the other specs' cliente halfway.
let browser: Browser;
let product: OwnProduct;
beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startOwnProduct('siao_e2e_documents_terms')]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const title = (page: import('playwright-core').Page, text: string) =>
  page.getByTestId('page-title').filter({ hasText: text }).first().waitFor();

describe('documents and terms', () => {
  it('staff uploads a document and downloads the same bytes back', async () => {
    const { context, page } = await newPage(browser, { baseURL: product.baseURL });
    await loginAs(page, 'operador@siao.demo', DEMO_PASSWORD);
    await title(page, 'Painel de Controle');
    await page.goto('/documents');
    await title(page, 'Documentos');
    await page.getByRole('button', { name: 'Novo documento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo documento' });
    await dialog.getByLabel('Título').fill('Roteiro de conferência e2e');
    await dialog.getByLabel('Categoria').fill('Roteiros');
    await dialog.getByText('Todos os clientes').click();
    const content = Buffer.from('Roteiro: conferir certidões, procurações e escrituras.\n');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'roteiro.txt', mimeType: 'text/plain', buffer: content });
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Documento enviado com sucesso.').waitFor();

    const drawer = page.getByRole('dialog', { name: 'Roteiro de conferência e2e' });
    await drawer.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Baixar', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('roteiro.txt');
    expect((await readFile((await download.path())!)).equals(content)).toBe(true);
    await context.close();
  });

  it('a manager publishes a new version and the client user must accept it before using the app', async () => {
    const admin = await newPage(browser, { baseURL: product.baseURL });
    await loginAs(admin.page, 'admin@siao.demo', DEMO_PASSWORD);
    await title(admin.page, 'Painel de Controle');
    await admin.page.goto('/terms');
    await title(admin.page, 'Termos e Políticas');
    await admin.page.getByText('Termos de Uso do SiãoGPT').click();
    const drawer = admin.page.getByRole('dialog', { name: 'Termos de Uso do SiãoGPT' });
    const editor = drawer.locator('.ProseMirror');
    await editor.click();
    await editor.press('End');
    await editor.pressSequentially(' Nova cláusula publicada no teste.');
    await drawer.getByRole('button', { name: 'Publicar nova versão' }).click();
    await admin.page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await admin.page
      .getByText(/Versão \d+ publicada\./)
      .first()
      .waitFor();
    await admin.context.close();

    const client = await newPage(browser, { baseURL: product.baseURL });
    await loginAs(client.page, 'cliente@siao.demo', DEMO_PASSWORD);
    const modal = client.page.getByTestId('pending-terms-modal');
    await modal.waitFor();
    expect(await client.page.getByText('Nova cláusula publicada no teste.').count()).toBeGreaterThan(0);
    await acceptPendingTerms(client.page);
    await modal.waitFor({ state: 'detached' });
    await title(client.page, 'Painel de Controle');
    await client.context.close();
  });
});
