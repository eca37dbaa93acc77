import { API_BASE_PATH } from '@siao/shared/constants';
import { downloadBlob } from '@siao/shared/download-blob';
import { RETRY_NOTICE } from '@siao/shared/read-retry';
import type { ApiError } from './http/api-error';
import { createHttpClient } from './http/http-client';

interface Navigation {
  toLogin: () => void;
  toUnauthorized: () => void;
}

// The router is created after this module loads; main.tsx plugs navigation in (avoids an import cycle).
let navigation: Navigation = {
  toLogin: () => window.location.assign('/login'),
  toUnauthorized: () => window.location.assign('/unauthorized'),
};

export function setNavigation(next: Navigation): void {
  navigation = next;
}

function toastNetworkError(error: ApiError): void {
  // Loaded on demand (out of /login's first bytes); every layout has already loaded it by then.
  // A fixed id: a burst of failing calls shows one toast, not a stack of them.
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({
      id: 'network-error',
      color: 'red',
      title: error.code === 'TIMEOUT' ? 'Tempo esgotado' : 'Sem conexão',
      message: error.message,
    }),
  );
}

/** Reads waiting to be tried again (503, lost connection): one notice while any waits. */
let retryingReads = 0;
const RETRY_NOTICE_ID = 'service-retrying';

function showRetryNotice(wait: { retry: number }): void {
  if (wait.retry !== 1 || retryingReads++ > 0) return;
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({
      id: RETRY_NOTICE_ID,
      color: 'yellow',
      loading: true,
      message: RETRY_NOTICE,
      autoClose: false,
      withCloseButton: false,
    }),
  );
}

function hideRetryNotice(): void {
  if (--retryingReads > 0) return;
  void import('@mantine/notifications').then(({ notifications }) => notifications.hide(RETRY_NOTICE_ID));
}

/** The back-office's one client for /api/ (spec §7). */
export const api = createHttpClient({
  baseUrl: API_BASE_PATH,
  onUnauthorized: () => navigation.toLogin(),
  onForbidden: () => navigation.toUnauthorized(),
  onNetworkError: toastNetworkError,
  onRetry: showRetryNotice,
  onRetryEnd: hideRetryNotice,
});

/** Fetches a binary answer (PDF, CSV, XLSX) and saves it under `name`: the back-office's one download. */
export async function saveBlob(
  path: string,
  query: Record<string, string | number | undefined>,
  name: string,
): Promise<void> {
  downloadBlob(await api.blob(path, { query }), name);
}
