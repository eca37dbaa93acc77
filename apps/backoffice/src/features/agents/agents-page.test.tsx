import type { Assistant, AssistantAdmin, User } from '@siao/shared';
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
  name: 'Ana Admin',
  email: 'ana@siao.com.br',
  phone: null,
  cpf: null,
  avatar_url: null,
  role: 'admin',
  client_id: null,
  client_name: null,
  products: [],
  active: true,
  last_login_at: null,
  created_at: '2026-01-01T00:00:00Z',
};
const visible: Assistant[] = [
  {
    id: 'a-chat',
    name: 'Assistente Sião',
    description: 'Tire dúvidas sobre rotinas de cartório.',
    interaction_mode: 'chat',
    default_chat: true,
    window_context: false,
    presentation: false,
  },
  {
    id: 'a-tool',
    name: 'Análise de documentos',
    description: 'Envie um documento e receba uma análise.',
    interaction_mode: 'tool',
    default_chat: false,
    window_context: false,
    presentation: false,
  },
];
const managed: AssistantAdmin[] = visible.map((a) => ({
  ...a,
  instructions: 'Seja preciso.',
  provider: 'auto',
  model: 'claude-sonnet-4-5',
  temperature: 0.3,
  max_output_tokens: 4096,
  client_ids: null,
  active: true,
  legacy_openai_assistant_id: null,
  tools: [],
  suggested_questions: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
}));

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  // happy-dom has no FontFaceSet; Mantine's autosize textarea listens to document.fonts as browsers have it.
  if (!document.fonts)
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  server = await startFakeServer((req, res) => {
    const key = `${req.method} ${req.path.split('?')[0]}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: user });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
    // our API answers an array (spec §3's object keyed by id is the legacy API's: normalizeAssistants)
    if (key === 'GET /api/assistants') return sendJson(res, 200, { data: visible });
    if (key === 'GET /api/assistants/manage') return sendJson(res, 200, { data: managed });
    if (key === 'GET /api/threads') return sendJson(res, 200, { data: [] });
    if (key === 'POST /api/assistants' || key === 'PUT /api/assistants/a-tool')
      return sendJson(res, req.method === 'POST' ? 201 : 200, {
        data: { ...managed[1], ...JSON.parse(req.body) },
      });
    return sendJson(res, 404, { error: { code: 'ROUTE_NOT_FOUND', message: 'Não encontrado.' } });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());
beforeEach(() => {
  server.requests.length = 0;
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('gpt_token', 'gpt-1');
  localStorage.setItem('refresh_token', 'ref-1');
});
afterEach(() => queryClient.clear());

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  wireNavigation(router);
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const sentBody = (method: string, path: string) =>
  JSON.parse(server.requests.find((r) => r.method === method && r.path === path)!.body);

describe('Assistentes page', () => {
  it('shows one card per agent with its icon and opens the chosen one in SiãoGPT', async () => {
    const router = renderAt('/agents');
    const cards = await screen.findAllByTestId('siao-agent-card', {}, { timeout: 20_000 });
    expect(cards.map((c) => c.querySelector('strong')?.textContent)).toEqual([
      'Assistente Sião',
      'Análise de documentos',
    ]);
    expect(cards.map((c) => c.querySelector('[data-icon]')?.getAttribute('data-icon'))).toEqual([
      'chat',
      'upload',
    ]);
    expect(within(cards[1]!).getByText('Envie um documento e receba uma análise.')).toBeTruthy();
    await userEvent.setup().click(within(cards[1]!).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/siaogpt'));
    await screen.findByTestId('siao-dropzone', {}, { timeout: 20_000 });
    expect(screen.getByTestId('siaogpt-assistant').textContent).toBe('Análise de documentos');
  });

  it('refuses an empty new assistant in Portuguese, then creates it visible to all clients', async () => {
    renderAt('/agents?aba=gerenciar');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Novo assistente' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Criar assistente' }));
    expect(within(dialog).getByText('Informe o nome do assistente.')).toBeTruthy();
    // the first field in error gets the focus (the shared form hook)
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Nome/)));
    expect(server.requests.some((r) => r.method === 'POST' && r.path === '/api/assistants')).toBe(false);

    await fill(ui, within(dialog).getByLabelText(/^Nome/), 'Conferência de procurações');
    await ui.click(within(dialog).getByLabelText('Clientes escolhidos'));
    await ui.click(within(dialog).getByRole('button', { name: 'Criar assistente' }));
    expect(within(dialog).getByText('Escolha ao menos um cliente ou deixe visível para todos.')).toBeTruthy();

    await ui.click(within(dialog).getByLabelText('Todos os clientes'));
    await ui.click(within(dialog).getByLabelText('Consulta à CNIB (CPF/CNPJ)'));
    await ui.click(within(dialog).getByRole('button', { name: 'Criar assistente' }));
    await screen.findByText('Assistente criado.', {}, { timeout: 20_000 });
    expect(sentBody('POST', '/api/assistants')).toMatchObject({
      name: 'Conferência de procurações',
      interaction_mode: 'chat',
      client_ids: null,
      active: true,
      temperature: 0.3,
      max_output_tokens: 4096,
      tools: ['consultar_cnib'],
    });
  });

  it('deactivates an assistant after confirmation, keeping the rest of it', async () => {
    renderAt('/agents?aba=gerenciar');
    const ui = userEvent.setup();
    await ui.click(
      await screen.findByRole('button', { name: 'Desativar Análise de documentos' }, { timeout: 20_000 }),
    );
    await ui.click(await screen.findByRole('button', { name: 'Desativar' }));
    await screen.findByText('Assistente desativado.', {}, { timeout: 20_000 });
    expect(sentBody('PUT', '/api/assistants/a-tool')).toMatchObject({
      name: 'Análise de documentos',
      interaction_mode: 'tool',
      instructions: 'Seja preciso.',
      active: false,
    });
  });

  it('hides the management tab from a user who is not a manager', async () => {
    user.role = 'operador';
    try {
      renderAt('/agents');
      await screen.findAllByTestId('siao-agent-card', {}, { timeout: 20_000 });
      expect(screen.queryByRole('tab', { name: 'Gerenciar' })).toBeNull();
    } finally {
      user.role = 'admin';
    }
  });
});
