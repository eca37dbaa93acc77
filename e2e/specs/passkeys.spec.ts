import { BUSINESS_TIME_ZONE } from '@siao/shared/format/dates';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginAs, signInAccepting } from '../helpers/browser';
import { type OwnProduct, startOwnProduct } from '../helpers/own-product';
import { DEMO_PASSWORD } from '../helpers/product-server';

// Chromium's virtual authenticator (DevTools protocol, WebAuthn domain) stands in for Touch ID / Windows
// Hello: a CTAP2 platform authenticator that keeps resident keys and verifies the user.
// The product runs at http://localhost (a browser refuses an IP address as the passkeys' RP ID).

let browser: Browser;
let product: OwnProduct;

beforeAll(async () => {
  [browser, product] = await Promise.all([
    launchBrowser(),
    startOwnProduct(
      'siao_e2e_passkeys',
      { SECOND_FACTOR_ROLES: 'superadmin,admin' },
      { hostname: 'localhost' },
    ),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** A browser context with Chromium's virtual platform authenticator. */
async function withAuthenticator() {
  const context = await browser.newContext({
    baseURL: product.baseURL,
    locale: 'pt-BR',
    timezoneId: BUSINESS_TIME_ZONE,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page, cdp, authenticatorId };
}

describe('passkeys', () => {
  it('enrols a passkey in Meu perfil, signs out and signs in with it alone', async () => {
    const { context, page, cdp, authenticatorId } = await withAuthenticator();

    await signInAccepting(page, 'operador@siao.demo', DEMO_PASSWORD);
    await page.goto('/profile');
    const section = page.getByTestId('passkeys-section');
    await section.getByText('Nenhuma chave de acesso cadastrada.').waitFor();
    await page.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
    await page.getByLabel('Nome da chave').fill('Notebook do teste');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const row = section.getByRole('row', { name: /Notebook do teste/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Nunca usada');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(/\/login/);

    await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
    await page.getByTestId('page-title').filter({ hasText: 'Painel de Controle' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await page.goto('/profile');
    await row.waitFor();
    expect(await row.textContent()).not.toContain('Nunca usada');
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(0);
    await context.close();
  });

  it('an admin who must enrol at sign-in chooses a passkey, and then reaches the back office', async () => {
    const { context, page, cdp, authenticatorId } = await withAuthenticator();
    await loginAs(page, 'admin@siao.demo', DEMO_PASSWORD);
    await page.getByTestId('second-factor-enrolment-page').waitFor();
    await page.getByText('Chave de acesso', { exact: true }).click();
    await page.getByLabel('Nome da chave').fill('Notebook da administração');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByTestId('page-title').filter({ hasText: 'Painel de Controle' }).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    // the session is no longer restricted: another screen opens
    await page.goto('/clients');
    await page.getByTestId('page-title').filter({ hasText: 'Clientes' }).waitFor();
    await context.close();
  });
});
