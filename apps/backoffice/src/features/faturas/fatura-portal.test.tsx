import type { Fatura, User } from '@siao/shared';
import { saoPauloToday } from '@siao/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { fill } from '../../test/fill';
import { testFatura } from '../../test/records';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';

const clientId = '0b6f2c1e-3c1a-4b7e-9a55-2f1d4c3b2a10';
const code =
  '00020126330014br.gov.bcb.pix0111112223330001815204000053039865406160.005802BR5915SIAO TECNOLOGIA6009SAO PAULO62100506FAT4263040B1C';
const fatura: Fatura = testFatura({
  client_id: clientId,
  pix: { copia_e_cola: code, qr_code_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
});
let me: User = testUser();
let served: Fatura = fatura;

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const key = `${req.method} ${req.path.split('?')[0]}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: me });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (key === 'GET /api/faturas/f42') return sendJson(res, 200, { data: served });
    if (key === 'POST /api/faturas/f42/pagamento') {
      served = { ...served, status: 'paga', pago_em: JSON.parse(req.body).data, forma_pagamento: 'boleto' };
      return sendJson(res, 200, { data: served });
    }
    if (key === 'POST /api/faturas/f42/estorno') {
      served = { ...served, status: 'aberta', pago_em: null, forma_pagamento: null };
      return sendJson(res, 200, { data: served });
    }
    if (key === 'GET /api/faturas/f42/history')
      return sendJson(res, 200, {
        data: [
          {
            id: 'h2',
            at: '2026-03-05T15:00:00Z',
            action: 'fatura.payment_reversed',
            entity: 'fatura',
            entity_id: 'f42',
            actor_id: 'u1',
            actor_name: 'Ana Admin',
            actor_email: 'ana@siao.com.br',
            ip: '10.0.0.1',
            details: { motivo: 'Transferência devolvida' },
          },
        ],
        page: 1,
        limit: 20,
        total: 1,
      });
    return sendJson(res, 404, {
      error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' },
    });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());

describe('a fatura in the cliente portal', { timeout: 60_000 }, () => {
  it('opens as a read-only document with "Pagar com PIX" (QR and copia e cola), not a form', async () => {
    me = testUser({ role: 'cliente', client_id: clientId, client_name: 'Cartório do 2º Ofício' });
    served = fatura;
    renderApp(`/client/${clientId}/fatura/f42`);
    expect(await screen.findByTestId('fatura-document', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Fatura');
    expect(screen.getByText('Mensalidade SiãoGPT')).toBeTruthy();
    expect(screen.getByText('Pagar com PIX')).toBeTruthy();
    expect((screen.getByLabelText('PIX copia e cola') as HTMLTextAreaElement).value).toBe(code);
    expect(screen.getByAltText('QR code PIX da fatura')).toBeTruthy();
    // nothing to type in: no date pickers, no item inputs, no save button
    expect(screen.queryByLabelText('Vencimento')).toBeNull();
    expect(screen.queryByTestId('fatura-save')).toBeNull();
    expect(screen.getByRole('link', { name: 'Minhas faturas' })).toBeTruthy();
  });

  it('shows the bank details and footer of Configurações next to the PIX code', async () => {
    me = testUser({ role: 'cliente', client_id: clientId, client_name: 'Cartório do 2º Ofício' });
    served = {
      ...fatura,
      dados_bancarios: {
        banco: '341 — Itaú Unibanco',
        agencia: '0912',
        conta: '45678-9',
        titular: 'Sião Tecnologia Ltda.',
        documento: '11222333000181',
      },
      rodape: 'Dúvidas: financeiro@siao.dev',
    };
    renderApp(`/client/${clientId}/fatura/f42`);
    const bank = await screen.findByTestId('fatura-bank', {}, { timeout: 10_000 });
    expect(within(bank).getByText('Ou por transferência bancária')).toBeTruthy();
    expect(within(bank).getByText('45678-9')).toBeTruthy();
    expect(within(bank).getByText('Sião Tecnologia Ltda. · CNPJ 11.222.333/0001-81')).toBeTruthy();
    expect(screen.getByTestId('fatura-rodape').textContent).toBe('Dúvidas: financeiro@siao.dev');
  });

  it('points a superadmin to Configurações when no way to pay is set, never to a server variable', async () => {
    me = testUser({ role: 'superadmin' });
    served = { ...fatura, pix: null };
    renderApp(`/client/${clientId}/fatura/f42`);
    const notice = await screen.findByTestId('payment-missing', {}, { timeout: 10_000 });
    expect(notice.textContent).toContain('não mostra PIX nem dados bancários');
    expect(notice.textContent).not.toContain('PIX_KEY');
    expect(within(notice).getByRole('link', { name: 'Configurações' }).getAttribute('href')).toBe(
      '/superadmin/configuracoes',
    );
    expect(screen.getByTestId('page-title').textContent).toBe('Editar Fatura');
  });

  it('tells other staff whom to ask', async () => {
    me = testUser({ role: 'operador' });
    served = { ...fatura, pix: null };
    renderApp(`/client/${clientId}/fatura/f42`);
    const notice = await screen.findByTestId('payment-missing', {}, { timeout: 10_000 });
    expect(notice.textContent).toContain('Peça a um superadministrador');
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  it('shows a client nothing broken when no way to pay is set', async () => {
    served = { ...fatura, pix: null };
    me = testUser({ role: 'cliente', client_id: clientId, client_name: 'Cartório do 2º Ofício' });
    renderApp(`/client/${clientId}/fatura/f42`);
    expect(await screen.findByTestId('fatura-document', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('payment-missing')).toBeNull();
    expect(screen.queryByText(/PIX_KEY|configura/i)).toBeNull();
  });

  it('staff reverse a payment with a reason and read it in the Histórico tab', async () => {
    me = testUser();
    served = { ...fatura, status: 'paga', pago_em: '2026-03-04', forma_pagamento: 'pix', pix: null };
    renderApp(`/client/${clientId}/fatura/f42`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Estornar pagamento' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Estornar pagamento' }));
    expect(await within(dialog).findByText('Informe o motivo do estorno.')).toBeTruthy();
    await fill(user, within(dialog).getByLabelText(/Motivo do estorno/), 'Transferência devolvida');
    await user.click(within(dialog).getByRole('button', { name: 'Estornar pagamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    const call = server.requests.find((r) => r.path === '/api/faturas/f42/estorno');
    expect(JSON.parse(call!.body)).toEqual({ motivo: 'Transferência devolvida' });

    await user.click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByText('Pagamento estornado', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Motivo: Transferência devolvida')).toBeTruthy();
  });

  it('registers a payment through the same form hook, today and PIX by default', async () => {
    me = testUser();
    served = fatura;
    renderApp(`/client/${clientId}/fatura/f42`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Registrar pagamento' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pagamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    const call = server.requests.find((r) => r.path === '/api/faturas/f42/pagamento');
    const today = saoPauloToday();
    expect(JSON.parse(call!.body)).toEqual({ data: today, forma: 'pix' });
  });
});
