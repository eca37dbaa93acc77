import { BUSINESS_TIME_ZONE } from '@siao/shared/format/dates';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptPendingTerms, baseURL, launchBrowser, loginAs, newPage } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/product-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const NBSP = '\u00a0';
const DEMO_CLIENT = '1º Tabelionato de Notas de Demonstração';
const OTHER_CLIENT = 'Construtora Horizonte Ltda';

const title = (page: Page, text: string) =>
  page.getByTestId('page-title').filter({ hasText: text }).first().waitFor();

/** dd/mm/aaaa `days` from today in São Paulo, as a user types it. */
function dateBR(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toLocaleDateString('pt-BR', { timeZone: BUSINESS_TIME_ZONE });
}

/** Signed in: the app left /login; a pending-terms modal (another spec may publish terms) is accepted. */
async function signIn(page: Page, email: string) {
  await loginAs(page, email, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const modal = page.getByTestId('pending-terms-modal');
  // the losing wait is left pending: its rejection (page closed, timeout) must not go unhandled
  const first = await Promise.race([
    modal.waitFor().then(
      () => 'modal',
      () => 'none',
    ),
    title(page, 'Painel de Controle').then(
      () => 'home',
      () => 'none',
    ),
  ]);
  if (first === 'modal') {
    await acceptPendingTerms(page);
    await modal.waitFor({ state: 'detached' });
  }
}

/** A fatura of a client other than the demo cliente's, found through the API as the admin (each test sets up
 * what it needs: this one does not depend on the fatura another test created). */
async function otherClientFatura() {
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${baseURL()}/api/${path}`, init);
    expect(res.status, path).toBe(200);
    return res.json();
  };
  const login = await call('login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@siao.demo', password: DEMO_PASSWORD }),
  });
  const list = await call('faturas?limit=100', { headers: { authorization: `Bearer ${login.data.token}` } });
  const fatura = (list.data as { id: string; numero: number; client_id: string; client_name: string }[]).find(
    (f) => f.client_name !== DEMO_CLIENT,
  );
  if (!fatura) throw new Error('nenhuma fatura de outro cliente na demonstração');
  return {
    url: `/client/${fatura.client_id}/fatura/${fatura.id}`,
    numero: String(fatura.numero),
    clientId: fatura.client_id,
  };
}

describe('faturas', () => {
  it('admin creates a fatura with two items, sees the total, and registers its payment', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@siao.demo');
    await page.goto('/faturas');
    await title(page, 'Gestão de Faturas');
    // one page: the client is the form's first field, no dialog in between
    await page.getByRole('link', { name: 'Nova fatura' }).click();
    await title(page, 'Nova fatura');
    await page.getByPlaceholder('Busque pelo nome ou CNPJ/CPF').fill('Construtora Horiz');
    await page.getByRole('option', { name: OTHER_CLIENT }).click();
    await page.getByTestId('fatura-client').filter({ hasText: 'Vencimento do cliente: todo dia' }).waitFor();

    const due = dateBR(20);
    await page.getByLabel('Vencimento').fill(due);
    await page.getByLabel('Descrição do item 1').fill('Consultoria LGPD');
    await page.getByLabel('Quantidade do item 1').fill('2');
    await page.getByLabel('Valor unitário do item 1').fill('1234,50');
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await page.getByLabel('Descrição do item 2').fill('Treinamento presencial');
    await page.getByLabel('Valor unitário do item 2').fill('300');
    // 2 × 1.234,50 + 1 × 300,00, formatted by Intl (non-breaking space after R$)
    const total = `R$${NBSP}2.769,00`;
    await page
      .getByTestId('fatura-total')
      .filter({ hasText: `Total: ${total}` })
      .waitFor();

    await page.getByTestId('fatura-save').click();
    await page.waitForURL((url) => /\/fatura\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByTestId('fatura-status').filter({ hasText: 'Em aberto' }).waitFor();
    // the form now shows what the server saved
    expect(await page.getByTestId('fatura-total').textContent()).toBe(`Total: ${total}`);
    expect(await page.getByLabel('Vencimento').inputValue()).toBe(due);
    const numero = ((await page.getByTestId('fatura-numero').textContent()) ?? '').replace(/\D/g, '');

    // the list shows the total the server computed, in centavos → BRL
    await page.goto(`/faturas?q=${Number(numero)}`);
    const row = page.getByTestId('fatura-row').filter({ hasText: numero });
    await row.getByTestId('fatura-row-total').filter({ hasText: total }).waitFor();
    expect(await row.getByTestId('fatura-row-client').textContent()).toBe(OTHER_CLIENT);

    await row.getByRole('link', { name: numero }).click();
    await page.getByRole('button', { name: 'Registrar pagamento' }).click();
    const pay = page.getByRole('dialog', { name: 'Registrar pagamento' });
    expect(await pay.getByLabel('Data do pagamento').inputValue()).toBe(dateBR(0));
    await pay.getByRole('button', { name: 'Registrar pagamento' }).click();
    await page.getByTestId('fatura-status').filter({ hasText: 'Paga' }).waitFor();
    await page
      .getByTestId('fatura-summary')
      .filter({ hasText: `paga em ${dateBR(0)} via PIX` })
      .waitFor();
    // a paid fatura can be neither paid again nor cancelled, and its items are read-only
    expect(await page.getByRole('button', { name: 'Cancelar fatura' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Registrar pagamento' }).count()).toBe(0);
    // a document to read, not a disabled form
    await page.getByTestId('fatura-document').waitFor();
    expect(await page.getByLabel('Descrição do item 1').count()).toBe(0);
    await context.close();
  });

  it('admin cancels an unpaid fatura, with a required reason', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@siao.demo');
    // the seed's faturas are dated from today: on some days none is still 'Em aberto', some are 'Vencida'
    await page.goto('/faturas');
    await title(page, 'Gestão de Faturas');
    const unpaid = /Em aberto|Vencida/;
    const link = page.getByTestId('fatura-row').filter({ hasText: unpaid }).first().getByRole('link');
    const numero = (await link.textContent()) ?? '';
    await link.click();
    await page.getByTestId('fatura-status').filter({ hasText: unpaid }).waitFor();
    expect(await page.getByTestId('fatura-numero').textContent()).toBe(`Nº ${numero}`);

    await page.getByRole('button', { name: 'Cancelar fatura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar fatura' });
    await dialog.getByRole('button', { name: 'Cancelar fatura' }).click();
    await dialog.getByText('Informe o motivo do cancelamento.').waitFor();

    const motivo = 'Serviço contratado em duplicidade';
    await dialog.getByLabel('Motivo do cancelamento').fill(motivo);
    await dialog.getByRole('button', { name: 'Cancelar fatura' }).click();
    await page.getByTestId('fatura-status').filter({ hasText: 'Cancelada' }).waitFor();
    await page
      .getByTestId('fatura-summary')
      .filter({ hasText: `cancelada: ${motivo}` })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Registrar pagamento' }).count()).toBe(0);
    await context.close();
  });

  it("a cliente sees only its own client's faturas, read-only", async () => {
    const other = await otherClientFatura();
    const { context, page } = await newPage(browser);
    await signIn(page, 'cliente@siao.demo');
    await page.goto('/faturas');
    await title(page, 'Minhas faturas');
    const clients = page.getByTestId('fatura-row-client');
    await clients.first().waitFor();
    expect(new Set(await clients.allTextContents())).toEqual(new Set([DEMO_CLIENT]));
    expect(await page.getByRole('link', { name: 'Nova fatura' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Gerar faturas do mês' }).count()).toBe(0);
    expect(await page.getByLabel('Cliente', { exact: true }).count()).toBe(0);

    await page.getByTestId('fatura-row').first().getByRole('link').click();
    await title(page, 'Fatura');
    await page.getByTestId('fatura-status').waitFor();
    await page.getByRole('button', { name: 'Baixar PDF' }).waitFor();
    for (const name of ['Registrar pagamento', 'Cancelar fatura', 'Enviar por e-mail', 'Salvar alterações']) {
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    }
    // a document to read, not a disabled form
    await page.getByTestId('fatura-document').waitFor();
    expect(await page.getByLabel('Descrição do item 1').count()).toBe(0);

    // another client's fatura: not found, by id and through the list filters
    await page.goto(other.url);
    await page.getByText('Fatura não encontrada').waitFor();
    await page.goto(`/faturas?client_id=${other.clientId}&q=${Number(other.numero)}`);
    await page.getByText('Nenhuma fatura encontrada.', { exact: false }).waitFor();
    expect(await page.getByTestId('fatura-row').count()).toBe(0);
    await context.close();
  });
});
