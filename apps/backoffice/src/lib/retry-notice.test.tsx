import { RETRY_NOTICE } from '@siao/shared/read-retry';
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { AppProviders } from '../app-providers';
import { sendJson, startFakeServer } from '../test/fake-server';
import { UiProviders } from '../ui-providers';
import { api } from './api';
import { writeTokens } from './auth/token-storage';
import { queryClient } from './query-client';

// The fake API is out for `outages` calls (503 SERVICO_INDISPONIVEL, Retry-After: 2), then answers.
let outages = 0;
let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((_req, res) => {
    if (outages > 0) {
      outages--;
      res.setHeader('retry-after', '2');
      return sendJson(res, 503, {
        error: {
          code: 'SERVICO_INDISPONIVEL',
          message:
            'O sistema perdeu a conexão com um serviço interno (banco de dados, cache ou armazenamento). Tente novamente em alguns segundos.',
        },
      });
    }
    return sendJson(res, 200, { data: { name: 'Cartório Central' } }, { fictionalRoute: true });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());
beforeEach(() => {
  writeTokens({ token: 'tok', gpt_token: 'g', refresh_token: 'r' });
  server.requests.length = 0;
  // the waits before each retry are timers the test moves forward: no real sleep
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

/** Every state a screen rendered, in order. */
const shown: string[] = [];
function Probe() {
  const query = useQuery({ queryKey: ['probe'], queryFn: () => api.get<{ name: string }>('probe') });
  const state = query.data
    ? `dados: ${query.data.name}`
    : query.error
      ? `erro: ${query.error.message}`
      : 'carregando';
  shown.push(state);
  return <p>{state}</p>;
}

it('while the API is out the user sees "tentando novamente", then the data, never an error', async () => {
  outages = 2;
  shown.length = 0;
  render(
    <AppProviders>
      <UiProviders>
        <Probe />
      </UiProviders>
    </AppProviders>,
  );
  // vi.waitFor moves the fake clock forward between its checks: the retries happen as time passes
  await vi.waitFor(() => expect(screen.getByText(RETRY_NOTICE)).toBeTruthy(), { timeout: 20_000 });
  expect(screen.getByText('carregando')).toBeTruthy();
  await vi.waitFor(() => expect(screen.getByText('dados: Cartório Central')).toBeTruthy(), {
    timeout: 20_000,
  });
  await vi.waitFor(() => expect(screen.queryByText(RETRY_NOTICE)).toBeNull(), { timeout: 20_000 });
  expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(Array(3).fill('GET /api/probe'));
  expect(shown.filter((s) => s.startsWith('erro'))).toEqual([]);
});
