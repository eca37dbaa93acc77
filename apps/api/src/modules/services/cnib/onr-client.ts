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
  /** retries after a 5xx or a timeout (never after a 4xx); the issue caps it at 2 */
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

class Transient extends Error {}

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

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (err) {
      // timeouts and refused connections are worth another attempt
      throw new Transient((err as Error).name === 'TimeoutError' ? 'tempo esgotado' : 'falha de conexão');
    }
  }

  async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
    for (let i = 0; ; i++) {
      try {
        return await attempt();
      } catch (err) {
        if (!(err instanceof Transient) || i >= retries) {
          if (err instanceof Transient)
            throw new AppError('CNIB_UNAVAILABLE', { params: { reason: err.message } });
          throw err;
        }
        await delay((options.backoffMs ?? BACKOFF_MS)[i] ?? 1500);
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
      const r = await send(options.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
      });
      if (r.status >= 500) throw new Transient(`identidade ONR respondeu ${r.status}`);
      return r;
    });
    if (!res.ok) throw new AppError('CNIB_AUTH_FAILED');
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
      const r = await send(`${options.baseUrl.replace(/\/$/, '')}/api/ordem/consultar`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${bearer}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(query),
      });
      if (r.status >= 500) throw new Transient(`ONR respondeu ${r.status}`);
      return r;
    });
  }

  return {
    async consultar(query: OnrQuery): Promise<OnrOutcome> {
      let res = await post(query, await token(false));
      if (res.status === 401) {
        // the cached token expired early or was revoked: one fresh token, one more try
        await options.kv.del(tokenKey);
        res = await post(query, await token(true));
        if (res.status === 401) throw new AppError('CNIB_AUTH_FAILED');
      }
      if (res.status === 403) throw new AppError('CNIB_AUTH_FAILED');
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

export type OnrClient = ReturnType<typeof createOnrClient>;
