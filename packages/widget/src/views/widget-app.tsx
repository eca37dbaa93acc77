import { LoadingSpinner } from '@siao/chat-ui';
import { RETRY_NOTICE } from '@siao/shared/read-retry';
import { useMemo, useState } from 'react';
import { createApiClient } from '../core/api-client';
import { useStartup } from '../core/startup';
import { themeStyle } from '../core/theme';
import type { ResolvedOptions } from '../options/types';
import { AssistantShell } from './assistant-shell';
import { ErrorState } from './error-state';

/** Spec §2 widget views: spinner until startup finishes, then the assistant shell. */
export function WidgetApp({ options }: { options: ResolvedOptions }) {
  const { api, auth, context } = options;
  const [retrying, setRetrying] = useState(false);
  // A new client (and a new startup) only when the connection settings change, not on colour updates.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token values matter, not the object identity
  const client = useMemo(
    () =>
      createApiClient(api, { ...auth }, context, fetch, {
        onRetry: () => setRetrying(true),
        onRetryEnd: () => setRetrying(false),
      }),
    [api, auth.authToken, auth.refreshToken, context],
  );
  const { state, retry } = useStartup(client);
  return (
    <div className="siao-root siao-widget" style={themeStyle(options)} data-testid="siao-widget">
      {retrying && (
        <p className="siao-retry-notice" role="status">
          {RETRY_NOTICE}
        </p>
      )}
      {state.status === 'loading' && <LoadingSpinner label="Carregando assistente..." />}
      {state.status === 'error' && state.reason === 'session' && (
        <ErrorState message="Sua sessão expirou. Recarregue a página ou entre novamente para continuar." />
      )}
      {state.status === 'error' && state.reason === 'network' && (
        <ErrorState
          message="Não foi possível carregar os assistentes. Verifique sua conexão."
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && (
        <AssistantShell
          client={client}
          options={options}
          assistants={state.assistants}
          threads={state.threads}
        />
      )}
    </div>
  );
}
