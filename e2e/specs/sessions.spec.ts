import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAccepting } from '../helpers/browser';
import { type OwnProduct, startOwnProduct } from '../helpers/own-product';
import { DEMO_PASSWORD } from '../helpers/product-server';

// Its own product: "Encerrar todas as outras" ends every other session of the login, and the rows are
// counted, so no other spec may sign in as this user meanwhile.
let browser: Browser;
let product: OwnProduct;
beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startOwnProduct('siao_e2e_sessions')]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const EMAIL = 'superadmin@siao.demo';

async function signedIn() {
  const { context, page } = await newPage(browser, { baseURL: product.baseURL });
  await signInAccepting(page, EMAIL, DEMO_PASSWORD);
  await page.getByTestId('page-title').waitFor();
  return { context, page };
}

async function openSessions(page: Page) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Sessões' }).click();
  await page.getByTestId('sessions-panel').waitFor();
}

describe('Meu perfil › Sessões', () => {
  it('ends the other sessions and one chosen session: those browsers are sent back to the login', async () => {
    const mine = await signedIn();
    const other = await signedIn();
    await openSessions(mine.page);
    const rows = mine.page.getByTestId('session-row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    expect(await mine.page.getByText('Esta sessão', { exact: true }).count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Cidade desconhecida');

    await mine.page.getByRole('button', { name: 'Encerrar todas as outras' }).click();
    await mine.page.getByRole('dialog').getByRole('button', { name: 'Encerrar todas as outras' }).click();
    await mine.page.getByText(/sess(ão|ões) encerradas?\./).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    // the other browser's next request is refused: it lands on the login page
    await other.page.goto('/users');
    await other.page.waitForURL(/\/login/);

    const third = await signedIn();
    await openSessions(mine.page);
    await expect.poll(() => rows.count()).toBe(2);
    await mine.page.getByRole('button', { name: /^Encerrar a sessão de / }).click();
    await mine.page.getByRole('dialog').getByRole('button', { name: 'Encerrar', exact: true }).click();
    await mine.page.getByText('Sessão encerrada.').waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await third.page.goto('/users');
    await third.page.waitForURL(/\/login/);

    for (const c of [mine, other, third]) await c.context.close();
  }, 180_000); // three sign-ins in three browser contexts
});
