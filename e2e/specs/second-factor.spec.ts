import { BUSINESS_TIME_ZONE } from '@siao/shared/format/dates';
import * as OTPAuth from 'otpauth';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginAs, signInAccepting } from '../helpers/browser';
import { type OwnProduct, startOwnProduct } from '../helpers/own-product';
import { DEMO_PASSWORD } from '../helpers/product-server';

// The authenticator app is the test: it reads the key the page shows ("Sem câmera? Digite a chave…") and
// computes the codes as Google Authenticator or Aegis would (RFC 6238, SHA-1, 6 digits, 30 s).

let browser: Browser;
let product: OwnProduct;

beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startOwnProduct('siao_e2e_second_factor')]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The code of the step `stepsAhead` steps from now (a code is accepted once, so each use takes a later one). */
const codeFor = (secret: string, stepsAhead = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe('verificação em duas etapas', () => {
  it('enrols the authenticator app in Meu perfil, then signs in with the password and a code', async () => {
    const context = await browser.newContext({
      baseURL: product.baseURL,
      locale: 'pt-BR',
      timezoneId: BUSINESS_TIME_ZONE,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await signInAccepting(page, 'operador@siao.demo', DEMO_PASSWORD);
    await page.goto('/profile');
    await page.getByTestId('second-factor-enable').click();
    await page.getByTestId('totp-start').click();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await page.getByTestId('totp-code').fill(codeFor(secret));
    await page.getByTestId('totp-confirm').click();
    const codes = page.getByTestId('recovery-codes');
    await codes.waitFor();
    expect((await codes.innerText()).match(/[a-z0-9]{5}-[a-z0-9]{5}/g)).toHaveLength(10);
    await page.getByTestId('recovery-codes-done').click();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(/\/login/);

    await loginAs(page, 'operador@siao.demo', DEMO_PASSWORD);
    const step = page.getByTestId('second-step-form');
    await step.waitFor();
    await page.getByTestId('second-step-code').fill(codeFor(secret, 1));
    await page.getByTestId('second-step-submit').click();
    await page.getByTestId('page-title').filter({ hasText: 'Painel de Controle' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await context.close();
  });
});
