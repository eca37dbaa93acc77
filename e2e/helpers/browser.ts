import { BUSINESS_TIME_ZONE } from '@siao/shared/format/dates';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { trackRequests } from './in-flight';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this sandbox needs (no background network, no sandbox as root). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const baseURL = () => inject('baseURL');

/** A fresh context (own localStorage) at the product's address (the shared one by default), in Portuguese. */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; baseURL?: string } = {},
) {
  const context: BrowserContext = await browser.newContext({
    baseURL: options.baseURL ?? baseURL(),
    locale: 'pt-BR',
    timezoneId: BUSINESS_TIME_ZONE,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    acceptDownloads: true,
  });
  const page: Page = await context.newPage();
  trackRequests(page);
  return { context, page };
}

/** Signs in through the login page and waits for the dashboard. */
export async function loginAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Accepts the blocking pending-terms modal as a user does: ticks "Li e aceito", then "Aceitar". */
export async function acceptPendingTerms(page: Page): Promise<void> {
  await page.getByLabel('Li e aceito').check();
  await page.getByRole('button', { name: 'Aceitar' }).click();
}

/**
 * Signs in and waits until the app left /login; a pending-terms modal (another spec may publish terms) is
 * accepted.
 */
export async function signInAccepting(page: Page, email: string, password: string): Promise<void> {
  await loginAs(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const modal = page.getByTestId('pending-terms-modal');
  const home = page.getByTestId('page-title').filter({ hasText: 'Painel de Controle' }).first();
  // the losing wait is left pending: its rejection must not go unhandled
  const first = await Promise.race([
    modal.waitFor().then(
      () => 'modal',
      () => 'none',
    ),
    home.waitFor().then(
      () => 'home',
      () => 'none',
    ),
  ]);
  if (first === 'modal') {
    await acceptPendingTerms(page);
    await modal.waitFor({ state: 'detached' });
  }
}
