import { defaultVencimento, saoPauloToday } from '@siao/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { fill } from '../../test/fill';
import { testClient, testFatura } from '../../test/records';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';

const clientId = '0b6f2c1e-3c1a-4b7e-9a55-2f1d4c3b2a10';
const admin = testUser();
const client = testClient({ id: clientId });
// a client whose due day of this month is today (or already past): the proposal must be next month's
const lateId = '5d1e7c2a-9b3f-4e6a-8c1d-7f2e3a4b5c60';
const lateDay = Math.min(Number(saoPauloToday().slice(8, 10)), 28);
const late = testClient({ id: lateId, legal_name: 'Tabelionato Atrasado', due_day: lateDay });
function nextMonthAt(day: number) {
  const [y, m] = saoPauloToday().split('-').map(Number) as [number, number];
  const [ny, nm] = m === 12 ? [y + 1, 1] : [y, m + 1];
  return `${ny}-${String(nm).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
let numero = 40;

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const key = `${req.method} ${req.path.split('?')[0]}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: admin });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (key === `GET /api/clients/${clientId}`) return sendJson(res, 200, { data: client });
    if (key === `GET /api/clients/${lateId}`) return sendJson(res, 200, { data: late });
    if (key === 'GET /api/clients') return sendJson(res, 200, { data: [late], page: 1, limit: 20, total: 1 });
    if (key === 'GET /api/faturas')
      return sendJson(res, 200, { data: [], page: 1, limit: 20, total: 0, total_capped: false });
    if (key === 'POST /api/faturas') {
      numero += 1;
      const body = JSON.parse(req.body) as { client_id: string };
      return sendJson(res, 201, {
        data: testFatura({ id: `f${numero}`, numero, client_id: body.client_id }),
      });
    }
    return sendJson(res, 404, {
      error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' },
    });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());

describe('Nova fatura', { timeout: 60_000 }, () => {
  it("names the client, proposes its due date, and 'Salvar e criar outra' stays on a blank form", async () => {
    const router = renderApp(`/client/${clientId}/fatura/nova`);
    expect((await screen.findByTestId('page-title', {}, { timeout: 10_000 })).textContent).toBe(
      'Nova fatura',
    );
    expect((await screen.findByTestId('fatura-client', {}, { timeout: 10_000 })).textContent).toContain(
      'Cartório do 2º Ofício',
    );
    const user = userEvent.setup({ delay: null });
    await fill(user, screen.getByLabelText('Descrição do item 1'), 'Mensalidade');
    await user.click(screen.getByTestId('fatura-save-another'));

    await waitFor(() => expect(server.requests.some((r) => r.path === '/api/faturas')).toBe(true), {
      timeout: 10_000,
    });
    const sent = JSON.parse(server.requests.find((r) => r.path === '/api/faturas')!.body);
    expect(sent).toMatchObject({
      client_id: clientId,
      vencimento: defaultVencimento(saoPauloToday().slice(0, 7), 28, saoPauloToday()),
    });
    expect(sent.itens[0].descricao).toBe('Mensalidade');
    // still creating, for the same client, with an empty item
    expect(router.state.location.pathname).toBe(`/client/${clientId}/fatura/nova`);
    await waitFor(() =>
      expect((screen.getByLabelText('Descrição do item 1') as HTMLInputElement).value).toBe(''),
    );
  });

  it('a due date in the past asks for confirmation; cancelling sends nothing', async () => {
    const before = server.requests.filter((r) => r.path === '/api/faturas').length;
    const router = renderApp(`/client/${clientId}/fatura/nova`);
    await screen.findByTestId('fatura-client', {}, { timeout: 10_000 });
    const user = userEvent.setup({ delay: null });
    await fill(user, screen.getByLabelText('Descrição do item 1'), 'Certidão');
    const due = screen.getByTestId('fatura-vencimento');
    await user.clear(due);
    await user.type(due, '10/01/2020');
    await user.tab();
    await user.click(screen.getByTestId('fatura-save'));
    expect(await screen.findByText('Vencimento no passado')).toBeTruthy();
    expect(document.body.textContent).toContain('O vencimento 10/01/2020 já passou');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText('Vencimento no passado')).toBeNull());
    expect(server.requests.filter((r) => r.path === '/api/faturas').length).toBe(before);

    await user.click(screen.getByTestId('fatura-save'));
    await user.click(await screen.findByRole('button', { name: 'Salvar com este vencimento' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/fatura\/f\d+$/), {
      timeout: 10_000,
    });
    const sent = JSON.parse(server.requests.filter((r) => r.path === '/api/faturas').at(-1)!.body);
    expect(sent.vencimento).toBe('2020-01-10');
  });

  it('opens from Gestão de Faturas as one page: pick the client, get its next due day, not today', async () => {
    const router = renderApp('/faturas');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'Nova fatura' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faturas/nova'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Nova fatura'));

    await user.click(await screen.findByPlaceholderText('Busque pelo nome ou CNPJ/CPF'));
    await user.click(await screen.findByRole('option', { name: 'Tabelionato Atrasado', hidden: true }));
    expect((await screen.findByTestId('fatura-client')).textContent).toBe(
      `Vencimento do cliente: todo dia ${lateDay}`,
    );
    const due = nextMonthAt(lateDay);
    const shown = `${due.slice(8, 10)}/${due.slice(5, 7)}/${due.slice(0, 4)}`;
    await waitFor(() =>
      expect((screen.getByTestId('fatura-vencimento') as HTMLInputElement).value).toBe(shown),
    );
    await fill(user, screen.getByLabelText('Descrição do item 1'), 'Mensalidade');
    await user.click(screen.getByTestId('fatura-save'));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(new RegExp(`^/client/${lateId}/fatura/f\\d+$`)),
    );
    const sent = JSON.parse(
      server.requests.filter((r) => r.path === '/api/faturas' && r.method === 'POST').at(-1)!.body,
    );
    expect(sent).toMatchObject({ client_id: lateId, vencimento: due });
  });
});
