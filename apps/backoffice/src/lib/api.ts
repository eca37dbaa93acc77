import { API_BASE_PATH } from '@siao/shared/constants';
import { downloadBlob } from '@siao/shared/download-blob';
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

// The toasts of the client are loaded on demand (out of /login's first bytes): see http-on-demand.ts.
const notices = () => import('./http-on-demand');

/** The back-office's one client for /api/ (spec §7). */
export const api = createHttpClient({
  baseUrl: API_BASE_PATH,
  onUnauthorized: () => navigation.toLogin(),
  onForbidden: () => navigation.toUnauthorized(),
  onNetworkError: (error) => void notices().then((n) => n.toastNetworkError(error)),
  onRetry: (wait) => void notices().then((n) => n.showRetryNotice(wait)),
  onRetryEnd: () => void notices().then((n) => n.hideRetryNotice()),
});

/** Fetches a binary answer (PDF, CSV, XLSX) and saves it under `name`: the back-office's one download. */
export async function saveBlob(
  path: string,
  query: Record<string, string | number | undefined>,
  name: string,
): Promise<void> {
  downloadBlob(await api.blob(path, { query }), name);
}
