import type { CnibCredentialsStatus, User } from '@siao/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { testClient } from '../../test/records';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';

const contracted = testClient({ id: 'c1', legal_name: 'Cartório Contratante', products: ['servicos'] });
const other = testClient({ id: 'c2', legal_name: 'Cartório Sem Serviços', products: ['siaogpt'] });
const noCredentials: CnibCredentialsStatus = {
  servico_ativo: true,
  configurado: false,
  ambiente: null,
  resumo: 'Credenciais da ONR não configuradas.',
};
const notContracted = {
  error: {
    code: 'SERVICE_NOT_CONTRACTED',
    message: 'Este serviço não está contratado para o seu cartório. Fale com o Sião para contratá-lo.',
  },
};

/** Disabled as a browser sees it: itself, or inside a disabled fieldset (happy-dom's :disabled skips the latter). */
const disabled = (el: HTMLElement) => el.matches(':disabled') || el.closest('fieldset[disabled]') !== null;

let me: User = testUser();
let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const url = new URL(req.path, 'http://x');
    const clientId = url.searchParams.get('client_id');
    const refuse = me.role === 'cliente' || clientId === 'c2';
    switch (url.pathname) {
      case '/api/me':
        return sendJson(res, 200, { data: me });
      case '/api/me/pending-terms':
        return sendJson(res, 200, { data: [] });
      case '/api/clients':
        // the API's order (by name): the one without the product first
        return sendJson(res, 200, { data: [other, contracted], page: 1, limit: 20, total: 2 });
      case '/api/clients/c1':
        return sendJson(res, 200, { data: contracted });
      case '/api/clients/c2':
        return sendJson(res, 200, { data: other });
      case '/api/services/cnib/credentials':
        return refuse ? sendJson(res, 403, notContracted) : sendJson(res, 200, { data: noCredentials });
      case '/api/services/cnib/consultas':
        if (refuse) return sendJson(res, 403, notContracted);
        return sendJson(res, 200, { data: [], page: 1, limit: 20, total: 0 });
      case '/api/services/cnib/monitoramento':
      case '/api/services/cnib/alertas':
        return refuse ? sendJson(res, 403, notContracted) : sendJson(res, 200, { data: [] });
    }
    return sendJson(res, 404, {
      error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' },
    });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());
afterEach(() => {
  me = testUser();
  server.requests.length = 0;
});

describe('CNIB for a client without the "Serviços" product', { timeout: 60_000 }, () => {
  it('staff stay on the page and read, in place, what to do; the picker lists contracted clients first', async () => {
    const router = renderApp('/services/cnib?cliente=c2');
    expect(await screen.findByText(/Cartório Sem Serviços não contratou o produto Serviços/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'cadastro do cliente' }).getAttribute('href')).toBe('/client/c2');
    expect(router.state.location.pathname).toBe('/services/cnib');
    // nothing was asked of the CNIB for a client that cannot use it
    expect(server.requests.filter((r) => r.path.includes('client_id=c2'))).toEqual([]);

    await userEvent.setup().click(screen.getByPlaceholderText('Escolha o cliente'));
    await screen.findByRole('option', { name: 'Cartório Contratante', hidden: true });
    expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual([
      'Cartório Contratante',
      'Cartório Sem Serviços (não contratado)',
    ]);
  });

  it('a cliente whose cartório did not contract it reads the refusal in place, not "Acesso negado"', async () => {
    me = testUser({ role: 'cliente', client_id: 'c2', client_name: 'Cartório Sem Serviços' });
    const router = renderApp('/services/cnib');
    expect(await screen.findByText(notContracted.error.message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/services/cnib');
  });
});

describe('CNIB without ONR credentials', { timeout: 60_000 }, () => {
  it('says where to get them and keeps the forms disabled', async () => {
    renderApp('/services/cnib?cliente=c1');
    const notice = await screen.findByRole('alert', {
      name: 'Consultas desativadas até as credenciais da ONR serem configuradas',
    });
    expect(within(notice).getByRole('link', { name: 'onr.org.br' }).getAttribute('href')).toBe(
      'https://www.onr.org.br',
    );
    const consult = screen.getByRole('button', { name: 'Consultar' });
    expect(disabled(consult)).toBe(true);
    expect(disabled(screen.getByRole('textbox', { name: 'CPF' }))).toBe(true);
    // the history's period filter uses the app's date picker, not the browser's native one
    expect(document.querySelector('input[type="date"]')).toBeNull();
    expect(screen.getByLabelText('De').tagName).toBe('INPUT');
    // configuring them stays possible
    expect(disabled(screen.getByRole('button', { name: 'Configurar credenciais' }))).toBe(false);
  });
});
