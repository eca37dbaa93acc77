import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { launchBrowser, loginAs, newPage } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/product-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The invitation link of the last e-mail sent to `to` (.eml bodies are quoted-printable). */
function invitationLink(to: string): string | undefined {
  const dir = `${inject('dataDir')}/outbox`;
  if (!existsSync(dir)) return undefined;
  const mails = readdirSync(dir)
    .sort()
    .map((f) =>
      readFileSync(`${dir}/${f}`, 'latin1')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((m) => m.includes(`To: ${to}`));
  return /https?:\/\/\S+\/reset-password-token\?token=[\w-]+/.exec(mails.at(-1) ?? '')?.[0];
}

/** Login done: the app left /login (the dashboard's own content is another area's business). */
const signedIn = (page: Page) => page.waitForURL((url) => !url.pathname.startsWith('/login'));

describe('clients and users', () => {
  it('refuses an invalid CNPJ next to the field, keeps what was typed, then saves a valid one', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin@siao.demo', DEMO_PASSWORD);
    await signedIn(page);
    await page.goto('/client-new');
    await page.getByTestId('page-title').filter({ hasText: 'Novo Cliente' }).waitFor();
    await page.getByLabel('CNPJ').fill('11222333000182');
    await page.getByLabel('Razão social').fill('Tabelionato E2E de Notas');
    await page.getByRole('button', { name: 'Cadastrar cliente' }).click();
    await page.getByText('CNPJ inválido.').waitFor();
    expect(await page.getByLabel('Razão social').inputValue()).toBe('Tabelionato E2E de Notas');

    await page.getByLabel('CNPJ').fill('');
    await page.getByLabel('CNPJ').fill('11444777000161');
    await page.getByRole('button', { name: 'Cadastrar cliente' }).click();
    await page.getByTestId('page-title').filter({ hasText: 'Editar Cliente' }).waitFor();
    await page.getByText('Tabelionato E2E de Notas · 11.444.777/0001-61').waitFor();

    await page.goto('/clients?q=11.444.777');
    await page.getByRole('cell', { name: /Tabelionato E2E de Notas/ }).waitFor();
    await context.close();
  });

  it('invites a user by e-mail; the link sets the password and the new user signs in', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin@siao.demo', DEMO_PASSWORD);
    await signedIn(page);
    await page.goto('/users-new');
    await page.getByLabel('Nome completo').fill('Helena Convidada');
    await page.getByLabel('E-mail').fill('helena.e2e@siao.demo');
    await page.getByRole('combobox', { name: /Perfil de acesso/ }).click();
    await page.getByRole('option', { name: 'Operador' }).click();
    await page.getByRole('button', { name: 'Cadastrar e enviar convite' }).click();
    await page.getByTestId('page-title').filter({ hasText: 'Editar Usuário' }).waitFor();
    await page.getByText('Convite pendente').first().waitFor();

    // the invitation leaves through the mail-send background job
    const link = await vi.waitFor(() => {
      const found = invitationLink('helena.e2e@siao.demo');
      expect(found).toBeTruthy();
      return found;
    });
    const guest = await newPage(browser);
    await guest.page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await guest.page.getByLabel(/^Nova senha/).fill('senha-da-helena-1');
    await guest.page.getByLabel(/^Confirmar nova senha/).fill('senha-da-helena-1');
    await guest.page.getByRole('button', { name: 'Redefinir senha' }).click();
    await guest.page.getByTestId('reset-token-success').waitFor();
    await loginAs(guest.page, 'helena.e2e@siao.demo', 'senha-da-helena-1');
    await signedIn(guest.page);
    await guest.context.close();
    await context.close();
  });
});
