import type { Assistant, MessageItem, Thread, User } from '@siao/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app-providers';
import { queryClient } from '../../lib/query-client';
import { buildRoutes, wireNavigation } from '../../router';
import { type RecordedRequest, sendJson, startFakeServer } from '../../test/fake-server';

const user: User = {
  id: 'u1',
  name: 'Maria Souza',
  email: 'maria@cartorio.com.br',
  phone: null,
  cpf: null,
  avatar_url: null,
  role: 'operador',
  client_id: null,
  client_name: null,
  products: [],
  active: true,
  last_login_at: null,
  created_at: '2026-01-01T00:00:00Z',
};
const assistant = (over: Partial<Assistant>): Assistant => ({
  id: 'a-chat',
  name: 'Assistente Sião',
  description: 'Tire dúvidas',
  interaction_mode: 'chat',
  default_chat: true,
  window_context: false,
  presentation: false,
  ...over,
});
const assistants = [
  assistant({}),
  assistant({ id: 'a-tool', name: 'Análise de documentos', interaction_mode: 'tool', default_chat: false }),
];
const older: Thread = {
  id: 't-old',
  name: 'Prazo de registro...',
  description: '',
  ai_engine_org_id: 'a-chat',
  ai_engine_org: { name: 'Assistente Sião' },
  created_at: '2026-03-01T10:00:00Z',
};
const item = (id: string, role: 'user' | 'assistant', text: string, minute: number): MessageItem => ({
  id,
  created_at: `2026-03-01T10:${String(minute).padStart(2, '0')}:00Z`,
  interrupted: false,
  error: false,
  messages: { role, content: [{ text }] },
});

let threads: Thread[] = [];
let gptToken = 'gpt-1';
const aiAuth = (req: RecordedRequest) => req.headers.authorization === `Bearer ${gptToken}`;
const chunk = (text: string) => `data: ${JSON.stringify({ messages: { content: [{ text }] } })}\n\n`;

// The fake stream sends its first chunk, then waits for the test to see it painted (an event, not a sleep).
let showFirstChunk = () => {};
let firstChunkShown = Promise.resolve();
let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer(async (req, res) => {
    const path = req.path.split('?')[0];
    const key = `${req.method} ${path}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: user });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (key === 'POST /api/refresh') {
      gptToken = 'gpt-2';
      return sendJson(res, 200, {
        data: { token: 'tok-2', gpt_token: 'gpt-2', refresh_token: 'ref-2', expires_in: 900 },
      });
    }
    if (!path?.startsWith('/api/threads') && path !== '/api/assistants')
      return sendJson(res, 404, { error: { code: 'ROUTE_NOT_FOUND', message: 'Não encontrado.' } });
    if (!aiAuth(req))
      return sendJson(res, 401, { error: { code: 'UNAUTHENTICATED', message: 'Sessão expirada.' } });
    if (key === 'GET /api/assistants') return sendJson(res, 200, { data: assistants });
    if (key === 'GET /api/threads') return sendJson(res, 200, { data: threads });
    if (key === 'POST /api/threads') {
      const body = JSON.parse(req.body) as { name: string; ai_engine_org_id: string };
      const thread = { ...older, id: 't-new', name: body.name, created_at: new Date().toISOString() };
      threads = [thread, ...threads];
      return sendJson(res, 200, { data: thread });
    }
    if (key === 'GET /api/threads/t-old/messages')
      return sendJson(res, 200, {
        data: [item('m2', 'assistant', 'São 30 dias.', 2), item('m1', 'user', 'Qual o prazo?', 1)],
        page: 1,
        limit: 30,
        total: 2,
      });
    if (key === 'POST /api/threads/t-new/converse-stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Resposta do **Motor local**'));
      await firstChunkShown; // the rest follows once the test has seen the first part painted
      res.write('data: [PING]\n\n');
      res.write(chunk(': sem modelo generativo.'));
      res.end('data: [DONE]\n\n');
      return;
    }
    return sendJson(res, 404, { error: { code: 'ROUTE_NOT_FOUND', message: 'Não encontrado.' } });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());
beforeEach(() => {
  threads = [older];
  gptToken = 'gpt-1';
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

const sessions = () => screen.findByTestId('siaogpt-sessions', {}, { timeout: 20_000 });

describe('SiãoGPT page', () => {
  it('sends with the gpt_token, streams the reply and lists the new session, highlighted', async () => {
    renderAt('/siaogpt');
    const list = await sessions();
    expect(within(list).getByText('Assistente Sião').tagName).toBe('STRONG');
    expect(screen.getByTestId('siaogpt-assistant').textContent).toBe('Assistente Sião');

    firstChunkShown = new Promise((resolve) => (showFirstChunk = resolve));
    const input = screen.getByPlaceholderText('Digite sua pergunta aqui...');
    await userEvent.setup().type(input, 'Quais documentos preciso para a escritura?{Enter}');
    // the first part is on screen while the reply is still streaming
    expect(await screen.findByText(/Resposta do/, {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByText(/sem modelo generativo/)).toBeNull();
    showFirstChunk();
    const reply = await screen.findByText(/sem modelo generativo/, {}, { timeout: 20_000 });
    // markdown rendered once the reply is complete (the renderer chunk loads lazily)
    const bubble = reply.closest('[data-testid=siao-assistant-message]');
    await waitFor(() => expect(bubble?.querySelector('strong')?.textContent).toBe('Motor local'));
    expect(bubble?.textContent?.trim()).toBe('Resposta do Motor local: sem modelo generativo.');

    const create = server.requests.find((r) => r.method === 'POST' && r.path === '/api/threads');
    expect(JSON.parse(create!.body)).toEqual({
      name: 'Quais documentos preciso ...',
      description: 'Quais documentos preciso ...',
      ai_engine_org_id: 'a-chat',
    });
    const stream = server.requests.find((r) => r.path.endsWith('/converse-stream'));
    expect(stream?.headers.authorization).toBe('Bearer gpt-1');
    expect(JSON.parse(stream!.body).messages).toEqual([
      { role: 'user', content: [{ text: 'Quais documentos preciso para a escritura?' }] },
    ]);

    await waitFor(() => expect(within(list).getByText('Quais documentos preciso ...')).toBeTruthy());
    const current = within(list).getByText('Quais documentos preciso ...').closest('button');
    expect(current?.getAttribute('aria-current')).toBe('true');
  });

  it('opens a past session from the menu with its newest page', async () => {
    renderAt('/siaogpt');
    const list = await sessions();
    await userEvent.setup().click(within(list).getByText('Prazo de registro...'));
    await screen.findByText('São 30 dias.', {}, { timeout: 20_000 });
    const bubbles = screen.getAllByTestId(/siao-(user|assistant)-message/).map((b) => b.textContent?.trim());
    expect(bubbles).toEqual(['Qual o prazo?', 'São 30 dias.']);
    expect(server.requests.some((r) => r.path === '/api/threads/t-old/messages?page=1&limit=30')).toBe(true);
    expect(
      within(list).getByText('Prazo de registro...').closest('button')?.getAttribute('aria-current'),
    ).toBe('true');
  });

  it('renews a rotated gpt_token once and keeps going', async () => {
    gptToken = 'gpt-rotated'; // the stored gpt-1 is refused until the refresh hands out gpt-2
    server.requests.length = 0;
    renderAt('/siaogpt');
    await sessions();
    expect(server.requests.some((r) => r.path === '/api/refresh')).toBe(true);
    expect(localStorage.getItem('gpt_token')).toBe('gpt-2');
  });

  it('opens the assistant chosen on Assistentes in its tool view', async () => {
    renderAt('/siaogpt?assistente=a-tool');
    await screen.findByTestId('siao-dropzone', {}, { timeout: 20_000 });
    expect(screen.getByTestId('siaogpt-assistant').textContent).toBe('Análise de documentos');
    expect(screen.getByRole('button', { name: 'Nova ação' })).toBeTruthy();
  });
});
