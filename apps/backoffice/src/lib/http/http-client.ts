import type { ErrorBody, Page, SessionTokens } from '@siao/shared';
// the generic codes alone: the whole catalogue would weigh on the first /login and the dashboard
import { businessRefusalCodes, genericErrors as errorCatalog } from '@siao/shared/errors-generic';
import { defaultReadRetry, isRetryableRead, type ReadRetryPolicy } from '@siao/shared/read-retry-policy';
import { clearTokens, expiresSoon, readTokens, writeTokens } from '../auth/token-storage';
import { ApiError } from './api-error';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialisable value or FormData; omitted means no body at all (e.g. POST logout). */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false for calls made without a session (login, reset, public): no refresh, no redirects. */
  session?: boolean;
  /** false when the caller decides where a 403 leads (GET me sends the user to /login instead). */
  redirectOnForbidden?: boolean;
}

export interface HttpClientOptions {
  /** API root ending in /api/ (spec §9), absolute or relative to the page. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Refresh the access token this many seconds before it expires. */
  refreshMarginSeconds?: number;
  currentPath?: () => string;
  /** 401 after a refresh attempt: the session is gone (tokens already cleared). */
  onUnauthorized?: () => void;
  onForbidden?: () => void;
  onNetworkError?: (error: ApiError) => void;
  onTokensRefreshed?: (tokens: SessionTokens) => void;
  /** How reads (GET) are tried again on 503 and lost connections; writes never are. */
  retry?: Partial<ReadRetryPolicy>;
  /** A read waits `delayMs` before trying again (`retry` 1, 2…); `onRetryEnd` once it got an answer or gave up. */
  onRetry?: (wait: { retry: number; delayMs: number }) => void;
  onRetryEnd?: () => void;
}

type RefreshOutcome = 'ok' | 'rejected' | 'network';

/** Routes on which a 401 must not bounce the user to /login again (spec §8). */
const authRoutes = ['/login', '/logout'];

export function createHttpClient(options: HttpClientOptions) {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const margin = options.refreshMarginSeconds ?? 60;
  const currentPath = options.currentPath ?? (() => window.location.pathname);
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const retryPolicy = { ...defaultReadRetry, ...options.retry };
  let refreshing: Promise<RefreshOutcome> | null = null;

  function url(path: string, query?: Query): string {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {}))
      if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
    const s = qs.toString();
    return `${base}${path.replace(/^\//, '')}${s ? `?${s}` : ''}`;
  }

  async function send(
    path: string,
    o: RequestOptions,
    token: string | undefined,
    quiet = false,
  ): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (o.body instanceof FormData) body = o.body;
    else if (o.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, o.timeoutMs ?? timeoutMs);
    const onAbort = () => controller.abort();
    o.signal?.addEventListener('abort', onAbort);
    try {
      return await doFetch(url(path, o.query), {
        method: o.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
      });
    } catch {
      if (o.signal?.aborted) throw ApiError.client('ABORTED');
      const error = ApiError.client(timedOut ? 'TIMEOUT' : 'NETWORK_ERROR');
      // a lost connection that will be tried again is not reported yet (the retry notice shows instead)
      if (!quiet || timedOut) options.onNetworkError?.(error);
      throw error;
    } finally {
      clearTimeout(timer);
      o.signal?.removeEventListener('abort', onAbort);
    }
  }

  /**
   * A read (GET) answered 503 or lost on the way is sent again, after a capped exponential backoff that
   * honours Retry-After, up to `tries` attempts; then the last answer or error stands. Anything else is
   * sent once: a write may have been applied even when its answer was lost. The first try is here; the
   * retries (rare) load their code on demand (read-retries.ts, through ../http-on-demand.ts), out of /login's first bytes.
   */
  async function sendRetrying(path: string, o: RequestOptions, token: string | undefined): Promise<Response> {
    if (!isRetryableRead(o.method)) return send(path, o, token);
    const attempt = (last: boolean) => send(path, o, token, !last);
    const only = retryPolicy.tries <= 1;
    let first: Response | ApiError;
    try {
      first = await attempt(only);
      if (first.status !== 503 || only) return first;
    } catch (error) {
      if (only || !(error instanceof ApiError) || error.code !== 'NETWORK_ERROR') throw error;
      first = error;
    }
    const { retryRead } = await import('../http-on-demand');
    return retryRead(first, attempt, retryPolicy, o.signal, options);
  }

  async function doRefresh(): Promise<RefreshOutcome> {
    const stored = readTokens();
    if (!stored?.refreshToken) return 'rejected';
    let res: Response;
    try {
      res = await send(
        'refresh',
        { method: 'POST', body: { refresh_token: stored.refreshToken } },
        undefined,
      );
    } catch {
      return 'network';
    }
    if (!res.ok) {
      // Another tab may have rotated the refresh token meanwhile; its new tokens are then in storage.
      return readTokens()?.refreshToken !== stored.refreshToken ? 'ok' : 'rejected';
    }
    const tokens = ((await res.json()) as { data: SessionTokens }).data;
    writeTokens(tokens);
    options.onTokensRefreshed?.(tokens);
    return 'ok';
  }

  /** One refresh at a time: rotated refresh tokens are single-use, so parallel 401s share it. */
  function refresh(): Promise<RefreshOutcome> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function toError(res: Response): Promise<ApiError> {
    const body = (await res.json().catch(() => null)) as Partial<ErrorBody> | null;
    if (body?.error?.message)
      return new ApiError(res.status, body.error.code, body.error.message, body.error.details);
    const fallback =
      res.status === 401 ? errorCatalog.UNAUTHENTICATED : res.status === 403 ? errorCatalog.FORBIDDEN : null;
    if (fallback)
      return new ApiError(res.status, res.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN', fallback.message);
    if (res.status >= 500) return new ApiError(res.status, 'INTERNAL', errorCatalog.INTERNAL.message);
    return new ApiError(res.status, 'BAD_RESPONSE', ApiError.client('BAD_RESPONSE').message);
  }

  async function respond(path: string, o: RequestOptions = {}): Promise<Response> {
    if (o.session === false) {
      const res = await sendRetrying(path, o, readTokens()?.token);
      if (!res.ok) throw await toError(res);
      return res;
    }
    const before = readTokens();
    if (before?.refreshToken && expiresSoon(before.token, margin)) await refresh();
    const used = readTokens()?.token;
    let res = await sendRetrying(path, o, used);
    if (res.status === 401) {
      const latest = readTokens()?.token;
      const outcome = latest && latest !== used ? 'ok' : await refresh();
      if (outcome === 'network') throw ApiError.client('NETWORK_ERROR');
      if (outcome === 'ok') res = await sendRetrying(path, o, readTokens()?.token);
    }
    if (res.status === 401) {
      const error = await toError(res);
      clearTokens();
      if (!authRoutes.includes(currentPath())) options.onUnauthorized?.();
      throw error;
    }
    if (res.status === 403) {
      const error = await toError(res);
      // a business refusal (SERVICE_NOT_CONTRACTED…) is the screen's to show; only access denial leaves it
      if (o.redirectOnForbidden !== false && !businessRefusalCodes.includes(error.code))
        options.onForbidden?.();
      throw error;
    }
    if (!res.ok) throw await toError(res);
    return res;
  }

  async function json<T>(path: string, o: RequestOptions = {}): Promise<T> {
    const res = await respond(path, o);
    if (res.status === 204) return undefined as T;
    const body = (await res.json().catch(() => null)) as T | null;
    if (body === null) throw ApiError.client('BAD_RESPONSE');
    return body;
  }

  async function request<T>(path: string, o: RequestOptions = {}): Promise<T> {
    const body = await json<{ data: T } | undefined>(path, o);
    return body?.data as T;
  }

  type Without = Omit<RequestOptions, 'method' | 'body'>;
  return {
    request,
    get: <T>(path: string, o?: Without) => request<T>(path, { ...o, method: 'GET' }),
    /** Lists keep their `page`, `limit` and `total` next to `data`. */
    getPage: <T>(path: string, o?: Without) => json<Page<T>>(path, { ...o, method: 'GET' }),
    post: <T>(path: string, body?: unknown, o?: Without) => request<T>(path, { ...o, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, o?: Without) => request<T>(path, { ...o, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, o?: Without) =>
      request<T>(path, { ...o, method: 'PATCH', body }),
    delete: <T>(path: string, o?: Without) => request<T>(path, { ...o, method: 'DELETE' }),
    /** Binary answers (exports, files). */
    blob: async (path: string, o?: RequestOptions) => (await respond(path, o)).blob(),
    /** A binary answer with its headers (the faturas zip counts what it left out). */
    response: (path: string, o?: RequestOptions) => respond(path, o),
    refresh,
  };
}
