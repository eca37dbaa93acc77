import { RETRY_NOTICE } from '@siao/shared/read-retry';
import type { ApiError } from './http/api-error';

// What the HTTP client needs only when a call fails: its toasts and the retries of a read. lib/api.ts and
// http/http-client.ts import this module on demand, and it loads Mantine's notifications on demand too, so
// /login's first bytes (build/sizes.mjs budget) hold neither, nor the list of their files.
const notifications = () => import('@mantine/notifications').then((m) => m.notifications);

/** A fixed id: a burst of failing calls shows one toast, not a stack of them. */
export function toastNetworkError(error: ApiError): void {
  void notifications().then((n) =>
    n.show({
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

export function showRetryNotice(wait: { retry: number }): void {
  if (wait.retry !== 1 || retryingReads++ > 0) return;
  void notifications().then((n) =>
    n.show({
      id: RETRY_NOTICE_ID,
      color: 'yellow',
      loading: true,
      message: RETRY_NOTICE,
      autoClose: false,
      withCloseButton: false,
    }),
  );
}

export function hideRetryNotice(): void {
  if (--retryingReads > 0) return;
  void notifications().then((n) => n.hide(RETRY_NOTICE_ID));
}
export { retryRead } from './http/read-retries';
