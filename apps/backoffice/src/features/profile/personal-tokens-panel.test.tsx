import type { CreatedPersonalToken, PersonalToken, User } from '@siao/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app-providers';
import { queryClient } from '../../lib/query-client';
import { buildRoutes, wireNavigation } from '../../router';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { fill } from '../../test/fill';

const user: User = {
  id: 'u1',
  name: 'Carla Cliente',
  email: 'carla@cartorio.com.br',
  phone: null,
  cpf: null,
  avatar_url: null,
  role: 'cliente',
  client_id: 'c1',
  client_name: 'Cartório A',
  products: [],
  active: true,
  last_login_at: null,
  created_at: '2026-01-01T00:00:00Z',
};
const existing: PersonalToken = {
  id: 't1',
  name: 'Notebook',
  prefix: 'siao_pat_AbCd',
  scopes: ['mcp'],
  created_at: '2026-11-01T12:00:00Z',
  expires_at: null,
  last_used_at: null,
  active: true,
};
const secret = `siao_pat_${'x'.repeat(43)}`;

let server: Awaited<ReturnType<typeof startFakeServer>>;
let tokens: PersonalToken[] = [];
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const key = `${req.method} ${req.path.split('?')[0]}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: user });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (key === 'GET /api/me/personal-tokens') return sendJson(res, 200, { data: tokens });
    if (key === 'POST /api/me/personal-tokens') {
      const body = JSON.parse(req.body);
      const created: CreatedPersonalToken = {
        ...existing,
        id: 't2',
        name: body.name,
        scopes: body.scopes,
        prefix: secret.slice(0, 13),
        token: secret,
      };
      tokens = [...tokens, created];
      return sendJson(res, 201, { data: created });
    }
    return sendJson(res, 404, { error: { code: 'ROUTE_NOT_FOUND', message: 'Não encontrado.' } });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());
beforeEach(() => {
  tokens = [existing];
  server.requests.length = 0;
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('gpt_token', 'gpt-1');
  localStorage.setItem('refresh_token', 'ref-1');
});
afterEach(() => queryClient.clear());

function renderProfile() {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/profile'] });
  wireNavigation(router);
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('Meu perfil › Tokens de acesso', () => {
  it('lists the tokens, refuses an empty name, creates one and shows its secret once', async () => {
    renderProfile();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('tab', { name: 'Tokens de acesso' }, { timeout: 20_000 }));
    const panel = await screen.findByTestId('personal-tokens', {}, { timeout: 20_000 });
    expect(await within(panel).findByText('Notebook')).toBeTruthy();
    expect(within(panel).getByText('siao_pat_AbCd…')).toBeTruthy();
    expect(within(panel).getByText('Nunca usado')).toBeTruthy();

    await ui.click(within(panel).getByRole('button', { name: 'Criar token' }));
    const dialog = await screen.findByRole('dialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Criar token' }));
    expect(within(dialog).getByText('Informe um nome para o token.')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    await fill(ui, within(dialog).getByLabelText(/^Nome do token/), 'Claude Desktop');
    await ui.click(within(dialog).getByLabelText(/^mcp:cnib/));
    await ui.click(within(dialog).getByRole('button', { name: 'Criar token' }));
    expect(await screen.findByTestId('personal-token-secret')).toHaveProperty('textContent', secret);
    const sent = server.requests.find((r) => r.method === 'POST' && r.path === '/api/me/personal-tokens')!;
    expect(JSON.parse(sent.body)).toEqual({
      name: 'Claude Desktop',
      scopes: ['mcp', 'mcp:cnib'],
      expires_in_days: 90,
    });
    await ui.click(screen.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByTestId('personal-token-secret')).toBeNull());
    expect(await within(panel).findByText('Claude Desktop')).toBeTruthy();
    expect(panel.textContent).not.toContain(secret);
  }, 90_000); // the whole app's router, lazy pages and two modals: slow on a loaded machine
});
