import { createHash } from 'node:crypto';
import { AppError } from '../../../lib/errors';
import type { KvStore } from '../../../lib/kv/kv-store';
import type { OnrEnvelope, OnrOutcome, OnrQuery } from './onr-types';

export interface OnrClientOptions {
  tokenUrl: string;
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  kv: KvStore;
  timeoutMs: number;
  /**
   * retries of a call that provably did not reach ONR (connection refused, 502/503 with Retry-After),
   * at most 2; the identity server (no charge, idempotent) is also retried after a timeout or any 5xx
   */
  retries?: number;
  /** pause before each retry (ms); default 500 then 1500 */
  backoffMs?: readonly number[];
  /** waits between attempts; tests pass a no-op so nothing sleeps */
  delay?: (ms: number) => Promise<void>;
}

const SCOPE = 'cnib-serventia-api';
/** renew this long before the token expires, so a call never leaves with a token about to die */
const EXPIRY_MARGIN_SECONDS = 60;
const BACKOFF_MS = [500, 1500];
/** 429 answers (throttling, not a refusal) waited out before giving up */
const THROTTLE_RETRIES = 5;
/** a Retry-After longer than this is not waited for inside one call */
const MAX_RETRY_AFTER_MS = 30_000;
/** connection errors raised before the request left this host: ONR never saw it */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** worth another attempt: the call did not reach ONR (or, for the token, is harmless to repeat) */
class Transient extends Error {
  constructor(
    message: string,
    /** wait this long before the next attempt (Retry-After) instead of the backoff */
    readonly waitMs?: number,
  ) {
    super(message);
  }
}

/** Reads away a body the caller will not use, so its connection goes back to the pool. */
const drain = (res: Response) => res.body?.cancel().catch(() => {});

/** Retry-After in ms (seconds or an HTTP date), capped; undefined when absent or unreadable. */
function retryAfterMs(res: Response): number | undefined {
  const header = res.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : undefined;
}

/** 429: ONR is throttling this client; waited out (Retry-After) and tried again, never stored as a refusal. */
class Throttled extends Transient {}

const causeCode = (err: unknown) => (err as { cause?: { code?: string } }).cause?.code;

/** Notifications joined as one Portuguese sentence for the user (ONR writes them in Portuguese). */
export function notificationMessage(envelope: OnrEnvelope): string {
  const parts = (envelope.notifications ?? [])
    .map((n) => [n.title, n.reason].filter(Boolean).join(': '))
    .filter(Boolean);
  const text = parts.join('; ') || envelope.message || 'sem detalhes';
  return `A ONR recusou a consulta: ${text}`;
}

/** OAuth2 client credentials + `POST /api/ordem/consultar`, with a shared token cache and retries. */
export function createOnrClient(options: OnrClientOptions) {
  const delay = options.delay ?? sleep;
  const retries = Math.min(options.retries ?? 2, 2);
  // one cache entry per identity server and credentials (a new secret gets a new token), shared by
  // every API process through the KV; the key is a digest so the secret itself never lands there
  const tokenKey = `cnib:token:${createHash('sha256')
    .update(`${options.tokenUrl}\n${options.clientId}\n${options.clientSecret}`)
    .digest('hex')
    .slice(0, 40)}`;

  /** The identity server: any transport failure may be retried (a token request costs nothing). */
  async function sendIdempotent(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (err) {
      throw new Transient((err as Error).name === 'TimeoutError' ? 'tempo esgotado' : 'falha de conexão');
    }
  }

  /**
   * A consultation (charged by ONR): retried only when it provably did not get there. A timeout or a
   * connection lost after sending may have been consulted: `CNIB_UNCONFIRMED`, never sent again.
   */
  async function sendOnce(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (err) {
      if (NOT_SENT.has(causeCode(err) ?? '')) throw new Transient('falha de conexão');
      const reason = (err as Error).name === 'TimeoutError' ? 'tempo esgotado' : 'conexão interrompida';
      throw new AppError('CNIB_UNCONFIRMED', { params: { reason } });
    }
  }

  async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
    let throttled = 0;
    for (let i = 0; ; ) {
      try {
        return await attempt();
      } catch (err) {
        if (err instanceof Throttled && throttled < THROTTLE_RETRIES) {
          await delay(err.waitMs ?? (options.backoffMs ?? BACKOFF_MS)[Math.min(throttled, 1)] ?? 1500);
          throttled += 1;
          continue;
        }
        if (!(err instanceof Transient) || i >= retries) {
          if (err instanceof Transient)
            throw new AppError('CNIB_UNAVAILABLE', { params: { reason: err.message } });
          throw err;
        }
        await delay(err.waitMs ?? (options.backoffMs ?? BACKOFF_MS)[i] ?? 1500);
        i += 1;
      }
    }
  }

  async function fetchToken(): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: options.clientId,
      client_secret: options.clientSecret,
      scope: SCOPE,
    });
    const res = await withRetries(async () => {
      const r = await sendIdempotent(options.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
      });
      if (r.status >= 500) {
        await drain(r);
        throw new Transient(`identidade ONR respondeu ${r.status}`);
      }
      return r;
    });
    if (!res.ok) {
      await drain(res);
      throw new AppError('CNIB_AUTH_FAILED');
    }
    const json = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!json.access_token) throw new AppError('CNIB_AUTH_FAILED');
    const ttl = Math.max((json.expires_in ?? 300) - EXPIRY_MARGIN_SECONDS, 1);
    await options.kv.set(tokenKey, json.access_token, ttl);
    return json.access_token;
  }

  async function token(fresh: boolean): Promise<string> {
    if (!fresh) {
      const cached = await options.kv.get(tokenKey);
      if (cached) return cached;
    }
    return fetchToken();
  }

  async function post(query: OnrQuery, bearer: string): Promise<Response> {
    return withRetries(async () => {
      const r = await sendOnce(`${options.baseUrl.replace(/\/$/, '')}/api/ordem/consultar`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${bearer}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(query),
      });
      if (r.status === 429) {
        await drain(r);
        throw new Throttled('limite de requisições da ONR', retryAfterMs(r));
      }
      if (r.status >= 500) {
        const wait = retryAfterMs(r);
        await drain(r);
        // a gateway or maintenance answer that asks to come back later: ONR did not consult
        if ((r.status === 502 || r.status === 503) && wait !== undefined)
          throw new Transient(`ONR respondeu ${r.status}`, wait);
        throw new AppError('CNIB_UNAVAILABLE', { params: { reason: `ONR respondeu ${r.status}` } });
      }
      return r;
    });
  }

  return {
    async consultar(query: OnrQuery): Promise<OnrOutcome> {
      let res = await post(query, await token(false));
      if (res.status === 401) {
        await drain(res);
        // the cached token expired early or was revoked: one fresh token, one more try
        await options.kv.del(tokenKey);
        res = await post(query, await token(true));
        if (res.status === 401) {
          await drain(res);
          throw new AppError('CNIB_AUTH_FAILED');
        }
      }
      if (res.status === 403) {
        await drain(res);
        throw new AppError('CNIB_AUTH_FAILED');
      }
      let envelope: OnrEnvelope;
      try {
        envelope = (await res.json()) as OnrEnvelope;
      } catch {
        throw new AppError('CNIB_UNAVAILABLE', { params: { reason: `resposta inválida (${res.status})` } });
      }
      if (envelope.success && envelope.data) return { kind: 'ok', data: envelope.data, envelope };
      return { kind: 'refused', message: notificationMessage(envelope), envelope };
    },
  };
}
