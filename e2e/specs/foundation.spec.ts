import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, loginAs, newPage } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/product-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('back-office foundation', () => {
  it('the seeded superadmin signs in, lands on Painel de Controle, opens Meu perfil and logs out', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'superadmin@siao.demo', DEMO_PASSWORD);
    await page.getByTestId('page-title').filter({ hasText: 'Painel de Controle' }).waitFor();
    expect(await page.title()).toContain('Painel de Controle');
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('gpt_token')]),
    ).not.toContain(null);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Meu perfil' }).click();
    await page.getByTestId('page-title').filter({ hasText: 'Meu perfil' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(/\/login/);
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('gpt_token')]),
    ).toEqual([null, null]);
    // the main area now sends the visitor back to the login page
    await page.goto('/users');
    await page.waitForURL(/\/login/);
    await context.close();
  });

  it('the /login form is in the page before any script runs (issue 14: served as ready HTML)', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    for (const label of ['E-mail', 'Senha']) expect(await page.getByLabel(label).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Entrar', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    await context.close();
  });

  it('a submit made before the form went live signs in; /login then sends the user to the dashboard', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login?redirect=%2Fprofile');
    // Enter at once: the first key starts the hydration and the held submit goes through the real form
    await page.getByLabel('E-mail').fill('admin@siao.demo');
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByLabel('Senha').press('Enter');
    await page.getByTestId('page-title').filter({ hasText: 'Meu perfil' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    await page.goto('/login');
    await page.getByTestId('page-title').filter({ hasText: 'Painel de Controle' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('a wrong password shows the Portuguese error', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin@siao.demo', 'senha-errada-123');
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('E-mail ou senha inválidos.');
    await context.close();
  });

  it('an unknown path shows the not-found page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/nada-por-aqui/123');
    await page.getByText('O endereço acessado não existe.').waitFor();
    await context.close();
  });

  it('a cliente opening the superadmin area is sent to /unauthorized', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'cliente@siao.demo', DEMO_PASSWORD);
    await page.getByTestId('page-title').filter({ hasText: 'Painel de Controle' }).waitFor();
    await page.goto('/superadmin/siaoseg/journeys');
    await page.waitForURL(/\/unauthorized$/);
    await page.getByTestId('back-to-dashboard').waitFor();
    await context.close();
  });

  it('works on a 360 px wide phone screen: the menu opens from the burger', async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await loginAs(page, 'operador@siao.demo', DEMO_PASSWORD);
    await page.getByTestId('page-title').filter({ hasText: 'Painel de Controle' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // the closed navbar is slid off-screen, not removed: count the 'Clientes' links inside the viewport
    const onScreen = () =>
      page.getByRole('link', { name: 'Clientes', exact: true }).evaluateAll(
        (links) =>
          links.filter((l) => {
            const r = l.getBoundingClientRect();
            return r.width > 0 && r.right > 0 && r.left < window.innerWidth;
          }).length,
      );
    expect(await onScreen()).toBe(0);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    // the drawer loads on first use, then slides in
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await expect.poll(onScreen).toBeGreaterThan(0);
    await context.close();
  });
});
