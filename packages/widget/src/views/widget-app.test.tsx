import { FIRST_REPLY_DELAY_MS } from '@siao/shared/constants';
import { RETRY_NOTICE } from '@siao/shared/read-retry';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeApi } from '../../dev/fake-api.mjs';
import { mountWidget, type WidgetHandle } from '../core/mount';

// The widget against a stand-in API on 127.0.0.1 speaking the real contract (SSE included).
let api: Awaited<ReturnType<typeof startFakeApi>>;
let handle: WidgetHandle | null = null;
beforeAll(async () => {
  api = await startFakeApi({ chunkDelayMs: 5 });
});
afterAll(() => api?.server.close());
afterEach(() => {
  act(() => handle?.destroy());
  handle = null;
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const jwt = (exp: number) => `e30.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.x`;
const future = () => jwt(Math.floor(Date.now() / 1000) + 3600);

async function mount(options: unknown) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  await act(async () => {
    handle = mountWidget(root, options);
  });
  return within(root.querySelector('.siao-host') as HTMLElement);
}

describe('chat mode against the API', () => {
  it('says the service is retrying while the API answers 503, then opens the assistant', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    api.outage.reads = 1;
    const w = await mount({ api: `${api.url}/api/`, auth: { authToken: future() } });
    await w.findByText(RETRY_NOTICE);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await w.findByRole('heading', { name: 'Assistente Geral' });
    expect(w.queryByText(RETRY_NOTICE)).toBeNull();
  });

  it('says the session expired, with no useless retry, when the token is refused and cannot be refreshed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const w = await mount({ api: `${api.url}/api/`, auth: { authToken: 'expirado' } });
    expect((await w.findByTestId('siao-error-state')).textContent).toContain('Sua sessão expirou');
    expect(w.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('opens the default chat assistant, streams a reply, and sends nothing between thread creation and the stream', async () => {
    const w = await mount({
      api: `${api.url}/api/`,
      auth: { authToken: future() },
      user: { name: 'Ana' },
      context: 'cartorio-7',
    });
    await w.findByRole('heading', { name: 'Assistente Geral' });
    expect(w.getByTestId('siao-greeting').textContent).toMatch(/(Bom dia|Boa tarde|Boa noite), Ana!/);
    const before = api.requests.length;
    // spec §9: the reply starts 1 s after the question — on a fake clock, so no real second passes
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const sent = () => api.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    await userEvent.type(
      w.getByPlaceholderText('Digite sua pergunta aqui...'),
      'Qual o prazo da escritura?{Enter}',
    );
    await waitFor(() => expect(sent()).toContain('POST /api/threads'));
    await act(() => vi.advanceTimersByTimeAsync(FIRST_REPLY_DELAY_MS - 50));
    expect(sent().some((c) => c.endsWith('/converse-stream'))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();
    await w.findByText('Resumo', {}, { timeout: 4000 });
    const calls = api.requests.slice(before);
    expect(calls.map((r) => `${r.method} ${r.path}`).slice(0, 3)).toEqual([
      'POST /api/threads',
      expect.stringMatching(/^POST \/api\/threads\/t-\d+\/converse-stream$/),
      'GET /api/threads',
    ]);
    expect(calls[0]!.body).toEqual({
      name: 'Qual o prazo da escritura...',
      description: 'Qual o prazo da escritura...',
      ai_engine_org_id: 'geral',
    });
    expect(calls[1]!.headers['context-user']).toBe('cartorio-7');
    expect(calls[1]!.body).toMatchObject({
      messages: [{ role: 'user', content: [{ text: 'Qual o prazo da escritura?' }] }],
    });
    await waitFor(() => expect(w.queryByTestId('siao-loading')).toBeNull());
  });

  it('marks a reply with [ERRO INTERNO] as failed, and the stop button ends a slow stream at once', async () => {
    // Observe the platform's abort signal (our code is not replaced): the click itself cuts the stream.
    let aborted = false;
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      init?.signal?.addEventListener('abort', () => {
        aborted = true;
      });
      return realFetch(url, init);
    });
    const w = await mount({ api: `${api.url}/api/`, auth: { authToken: future() } });
    const input = await w.findByPlaceholderText('Digite sua pergunta aqui...');
    await userEvent.type(input, 'gere um erro{Enter}');
    expect((await w.findByTestId('siao-error-message', {}, { timeout: 4000 })).textContent).toBe(
      'Erro no servidor, contate o suporte!',
    );
    await userEvent.type(input, 'responda lento{Enter}');
    await waitFor(
      () => expect(w.getAllByTestId('siao-assistant-message').at(-1)!.textContent).toContain('Resposta'),
      {
        timeout: 4000,
      },
    );
    expect(aborted).toBe(false);
    act(() => fireEvent.click(w.getByRole('button', { name: 'Parar resposta' })));
    // the request is aborted by the click itself, not later
    expect(aborted).toBe(true);
    expect(w.getByRole('button', { name: 'Enviar' })).toBeTruthy();
    expect(w.queryByTestId('siao-loading')).toBeNull();
  });
});

describe('startup and options', () => {
  it('logs an expired token as invalid_token, refreshes it and goes on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const w = await mount({
      api: `${api.url}/api/`,
      auth: { authToken: jwt(1000), refreshToken: 'r'.repeat(20) },
    });
    await w.findByRole('heading', { name: 'Assistente Geral' });
    expect(error).toHaveBeenCalledWith(
      'Erro ao autenticar:',
      expect.objectContaining({ message: 'invalid_token' }),
    );
    const refresh = api.requests.findLast((r) => r.path === '/api/widget/refresh');
    expect(refresh?.body).toEqual({ refreshToken: 'r'.repeat(20) });
    const assistants = api.requests.findLast((r) => r.path === '/api/assistants');
    expect(assistants?.headers.authorization).not.toBe(`Bearer ${jwt(1000)}`);
  });

  it('names an invalid option in the console and shows a Portuguese error state', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const w = await mount({ api: `${api.url}/api/`, auth: { authToken: future() }, mode: 'robot' });
    expect(w.getByTestId('siao-error-state').textContent).toContain('a opção "mode" é inválida');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Opção inválida "mode"'));
    await act(async () =>
      handle!.update({ api: `${api.url}/api/`, auth: { authToken: future() }, mode: 'tool' }),
    );
    expect(await w.findAllByTestId('siao-agent-card')).toHaveLength(2);
  });

  it('shows the picker in tool mode and opens the chosen tool with its drop area', async () => {
    const w = await mount({ api: `${api.url}/api/`, auth: { authToken: future() }, mode: 'tool' });
    const cards = await w.findAllByTestId('siao-agent-card');
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringContaining('Análise de documentos'),
      expect.stringContaining('Comparar documentos'),
    ]);
    await userEvent.click(within(cards[0]!).getByRole('button'));
    expect(await w.findByTestId('siao-dropzone')).toBeTruthy(); // the tool view is a lazy chunk
    expect(w.getByRole('button', { name: /Nova ação/ })).toBeTruthy();
    expect(screen.queryByTestId('siao-error-state')).toBeNull();
  });
});
