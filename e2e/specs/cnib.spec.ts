import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUSINESS_TIME_ZONE } from '@siao/shared/format/dates';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeOnr,
  ONR_CPF_INDISPONIVEL,
  startFakeOnr,
  validCpfs,
} from '../../apps/api/test/fakes/fake-onr';
import { launchBrowser, signInAccepting } from '../helpers/browser';
import { type OwnProduct, startOwnProduct } from '../helpers/own-product';
import { DEMO_PASSWORD } from '../helpers/product-server';

let browser: Browser;
let onr: FakeOnr;
let product: OwnProduct;

beforeAll(async () => {
  onr = await startFakeOnr();
  [browser, product] = await Promise.all([
    launchBrowser(),
    startOwnProduct('siao_e2e_cnib', {
      SERVICES_ENCRYPTION_KEY: 'd4'.repeat(32),
      CNIB_TOKEN_URL: onr.tokenUrl,
      CNIB_BASE_URL_HOMOLOGACAO: onr.baseUrl,
      CNIB_RATE_PER_SECOND: '50',
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await onr?.close();
});

/** Signed in as the demo cliente (pending terms accepted). */
const signIn = (page: Page) => signInAccepting(page, 'cliente@siao.demo', DEMO_PASSWORD);

describe('CNIB', () => {
  it('a cliente configures the ONR credentials, consults a CPF, downloads the receipt and runs a batch of 20', async () => {
    const context = await browser.newContext({
      baseURL: product.baseURL,
      locale: 'pt-BR',
      timezoneId: BUSINESS_TIME_ZONE,
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/services/cnib');
    await page.getByRole('button', { name: 'Configurar credenciais' }).click();
    await page.getByLabel('Client id').fill(onr.clientId);
    await page.getByLabel('Client secret').fill(onr.clientSecret);
    await page.getByLabel('CPF do usuário cadastrado na ONR').fill('52998224725');
    await page.getByLabel('Ambiente').first().click();
    await page.getByRole('option', { name: 'Homologação (staging)' }).click();
    await page.getByRole('button', { name: 'Salvar credenciais' }).click();
    await expect
      .poll(() => page.getByTestId('cnib-credenciais-resumo').textContent())
      .toMatch(/Configurado em \d{2}\/\d{2}\/\d{4} por Caio Cliente\./);

    await page.getByRole('textbox', { name: 'CPF', exact: true }).fill('11144477735');
    await page.getByRole('button', { name: 'Consultar' }).click();
    const card = page.getByTestId('cnib-resultado');
    await card.waitFor();
    expect(await card.textContent()).toContain('Indisponível: SIM');
    expect(await card.textContent()).toContain('202400000001, 202400000002');
    expect(onr.calls.at(-1)?.body).toEqual({ cpf_usuario: '52998224725', documento: ONR_CPF_INDISPONIVEL });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Baixar comprovante' }).click(),
    ]);
    const file = join(product.dataDir, 'comprovante-e2e.pdf');
    writeFileSync(file, await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c)));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Comprovante de consulta à CNIB');
    expect(text).toContain('Indisponível: SIM');

    // batch of 20 pasted, progress to 20/20
    const docs = validCpfs(20, 303);
    await page.getByRole('textbox', { name: 'Documentos', exact: true }).fill(docs.join('\n'));
    await page.getByRole('button', { name: 'Enviar lote (20 documentos)' }).click();
    await expect
      .poll(() => page.getByTestId('cnib-lote').textContent(), { timeout: 30_000 })
      .toContain('Concluído: 20/20 · falhas: 0');
    await context.close();
  });
});
