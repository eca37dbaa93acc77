import type { Assistant, Thread } from '@siao/shared';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { type ApiClient, ApiError } from './api-client';
import { isTokenValid } from './token';

/**
 * Spec §4 step 2: a token whose exp is not later than now is logged as 'invalid_token' and the widget goes
 * on; with a refresh token, an expired token is exchanged first.
 */
export async function checkToken(
  client: ApiClient,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<void> {
  if (isTokenValid(client.auth.authToken, nowSeconds)) return;
  console.error('Erro ao autenticar:', new Error('invalid_token'));
  if (!client.auth.refreshToken) return;
  try {
    await client.refresh();
  } catch (error) {
    console.error('Erro ao autenticar:', error);
  }
}

export type StartupState =
  | { status: 'loading' }
  | { status: 'ready'; assistants: Assistant[]; threads: Thread[] }
  /** `session`: the token was refused and cannot be refreshed, so retrying cannot help */
  | { status: 'error'; reason: 'network' | 'session' };

/** Spec §4 widget startup: token check, then assistants and sessions (models are local). */
export function useStartup(client: ApiClient) {
  const [state, setState] = useState<StartupState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    (async () => {
      await checkToken(client);
      const [assistants, threads] = await Promise.all([
        client.listAssistants(),
        client.listThreads().catch((error) => {
          console.error('Erro ao carregar o histórico:', error);
          return [] as Thread[];
        }),
      ]);
      // a transition: under React (a host mounting this source) the whole widget renders in slices
      if (live) startTransition(() => setState({ status: 'ready', assistants, threads }));
    })().catch((error) => {
      console.error('Erro ao carregar os assistentes:', error);
      const expired = error instanceof ApiError && error.status === 401;
      if (live) setState({ status: 'error', reason: expired ? 'session' : 'network' });
    });
    return () => {
      live = false;
    };
  }, [client, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
