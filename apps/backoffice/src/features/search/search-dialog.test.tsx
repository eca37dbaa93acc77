import type { SearchResult, User } from '@siao/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';

const me: User = testUser();
const result: SearchResult = {
  clientes: [{ id: 'c1', titulo: 'Cartório do 2º Ofício', detalhe: '45.723.174/0001-10', client_id: null }],
  faturas: [
    { id: 'f1', titulo: 'Fatura nº 000042', detalhe: 'Cartório do 2º Ofício · março/2026', client_id: 'c1' },
  ],
  documentos: [],
  usuarios: [{ id: 'u9', titulo: 'Carla Operadora', detalhe: 'carla@siao.com.br', client_id: null }],
};

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const [path, query] = req.path.split('?') as [string, string | undefined];
    if (path === '/api/me') return sendJson(res, 200, { data: me });
    if (path === '/api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (path === '/api/search') {
      const q = new URLSearchParams(query).get('q');
      return sendJson(res, 200, {
        data: q === 'cart' ? result : { clientes: [], faturas: [], documentos: [], usuarios: [] },
      });
    }
    return sendJson(res, 404, {
      error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' },
    });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());

describe('global search (Ctrl+K)', { timeout: 60_000 }, () => {
  it('opens with Ctrl+K, groups the results, moves with the arrows and opens the active one with Enter', async () => {
    const router = renderApp('/profile');
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByTestId('search-open', {}, { timeout: 10_000 });
    expect(button.textContent).toContain('Ctrl K');
    await user.keyboard('{Control>}k{/Control}');
    const field = await screen.findByRole('combobox', {}, { timeout: 10_000 });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByTestId('search-status').textContent).toBe('Digite ao menos 2 caracteres para buscar.');

    await user.type(field, 'cart');
    const listbox = screen.getByRole('listbox', { name: 'Resultados da busca' });
    await within(listbox).findAllByRole('option', {}, { timeout: 10_000 });
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') &&
          document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent,
      ),
    ).toEqual(['Clientes', 'Faturas', 'Usuários']);
    expect(screen.getByTestId('search-status').textContent).toBe('3 resultados');
    const options = within(listbox).getAllByRole('option');
    const selected = () => options.findIndex((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(0);
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]?.id);

    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(1);
    expect(field.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toBe(0); // wraps from the last to the first
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(2);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(1);
    // focus never left the field while moving
    expect(document.activeElement).toBe(field);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/c1/fatura/f1'));
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('says when nothing is found, and Esc closes it', async () => {
    renderApp('/profile');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('search-open', {}, { timeout: 10_000 }));
    const field = await screen.findByRole('combobox', {}, { timeout: 10_000 });
    await user.type(field, 'zz');
    await waitFor(() =>
      expect(screen.getByTestId('search-status').textContent).toBe('Nada encontrado para “zz”.'),
    );
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });
});
