import { type FaturaListItem, faturaListItemSchema, type User } from '@siao/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { fill } from '../../test/fill';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';

const row = (id: string, numero: number, status: FaturaListItem['status']): FaturaListItem =>
  // checked against the shared schema, so a changed API breaks this fake
  faturaListItemSchema.parse({
    id,
    numero,
    client_id: 'c1',
    client_name: 'Cartório do 2º Ofício',
    competencia: '2026-03',
    emissao: '2026-03-01',
    vencimento: '2026-03-10',
    status,
    total_centavos: 16000,
    pago_em: status === 'paga' ? '2026-03-05' : null,
    forma_pagamento: status === 'paga' ? 'pix' : null,
  });
const rows = [row('f1', 41, 'aberta'), row('f2', 42, 'vencida'), row('f3', 43, 'paga')];
let me: User = testUser();

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const key = `${req.method} ${req.path.split('?')[0]}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: me });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (key === 'GET /api/faturas')
      return sendJson(res, 200, { data: rows, page: 1, limit: 20, total: 3, total_capped: false });
    if (key === 'POST /api/faturas/lote') {
      const body = JSON.parse(req.body) as { acao: string; ids: string[] };
      const itens = body.ids.map((id) => {
        const f = rows.find((r) => r.id === id);
        const paid = f?.status === 'paga';
        return {
          id,
          numero: f?.numero ?? null,
          ok: !paid,
          codigo: paid ? 'FATURA_PAID_CANNOT_CANCEL' : null,
          mensagem: paid ? 'Uma fatura paga não pode ser cancelada.' : null,
        };
      });
      const sucesso = itens.filter((i) => i.ok).length;
      return sendJson(res, 200, {
        data: { acao: body.acao, sucesso, falhas: itens.length - sucesso, itens },
      });
    }
    return sendJson(res, 404, {
      error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' },
    });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());

describe('bulk actions on the faturas list', { timeout: 60_000 }, () => {
  it('selects the page, confirms the cancellation with a reason, and sums up the partial result', async () => {
    me = testUser();
    renderApp('/faturas');
    const user = userEvent.setup({ delay: null });
    const page = await screen.findByRole(
      'checkbox',
      { name: 'Selecionar as faturas da página' },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(screen.getAllByTestId('fatura-row')).toHaveLength(3));
    expect(screen.queryByTestId('lote-bar')).toBeNull();

    await user.click(page);
    const bar = screen.getByTestId('lote-bar');
    expect(bar.textContent).toContain('3 faturas selecionadas');
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar a fatura nº 000042' }));
    expect(bar.textContent).toContain('2 faturas selecionadas');
    expect((page as HTMLInputElement).indeterminate).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar a fatura nº 000042' }));

    await user.click(within(bar).getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar 3 faturas' });
    expect(dialog.textContent).toContain('Nº 000041, 000042, 000043');
    // nothing is sent without a reason
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await within(dialog).findByText('Informe o motivo do cancelamento.')).toBeTruthy();
    expect(server.requests.some((r) => r.path === '/api/faturas/lote')).toBe(false);

    await fill(user, within(dialog).getByLabelText(/Motivo do cancelamento/), 'Emitidas em duplicidade');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const summary = await screen.findByTestId('lote-summary', {}, { timeout: 10_000 });
    expect(summary.textContent).toBe('2 faturas canceladas, 1 não pôde ser cancelada: já paga');
    const sent = server.requests.find((r) => r.path === '/api/faturas/lote');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      acao: 'cancelamento',
      ids: ['f1', 'f2', 'f3'],
      motivo: 'Emitidas em duplicidade',
    });
    // the selection is cleared and the dialog closed
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('lote-bar')).toBeNull();
  });

  it('gives a cliente no selection column', async () => {
    me = testUser({ role: 'cliente', client_id: 'c1', client_name: 'Cartório do 2º Ofício' });
    renderApp('/faturas');
    await waitFor(() => expect(screen.getAllByTestId('fatura-row')).toHaveLength(3), { timeout: 15_000 });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
