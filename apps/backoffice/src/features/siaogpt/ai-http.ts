import type { ErrorBody } from '@siao/shared';
import { API_BASE_PATH } from '@siao/shared/constants';
import { api } from '../../lib/api';
import { expiresSoon, readTokens } from '../../lib/auth/token-storage';
import { ApiError } from '../../lib/http/api-error';

/**
 * The AI endpoints take the back-office's gpt_token (spec §3: stored under `gpt_token`). It is issued and
 * rotated together with the session token, so the session client's refresh renews both.
 */
const AI_BASE = API_BASE_PATH;
const REFRESH_MARGIN_SECONDS = 60;

export function aiUrl(path: string): string {
  return `${AI_BASE}${path.replace(/^\//, '')}`;
}

/** A gpt_token good for at least another minute (refreshing the session first when it is about to expire). */
async function freshGptToken(): Promise<string> {
  const stored = readTokens();
  if (stored?.gptToken && stored.refreshToken && expiresSoon(stored.gptToken, REFRESH_MARGIN_SECONDS))
    await api.refresh();
  const token = readTokens()?.gptToken;
  if (!token) throw new ApiError(401, 'UNAUTHENTICATED', 'Sua sessão expirou. Entre novamente.');
  return token;
}

export async function aiHeaders(): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await freshGptToken()}` };
}

async function toError(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as Partial<ErrorBody> | null;
  if (body?.error?.message) return new ApiError(res.status, body.error.code, body.error.message);
  return new ApiError(res.status, 'INTERNAL', 'Erro no servidor, contate o suporte!');
}

/** One AI call with the gpt_token; a 401 (token rotated meanwhile) is retried once after a refresh. */
export async function aiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const call = async () => {
    const headers: Record<string, string> = { accept: 'application/json', ...(await aiHeaders()) };
    if (typeof init.body === 'string') headers['content-type'] = 'application/json';
    try {
      return await fetch(aiUrl(path), { ...init, headers });
    } catch {
      if (init.signal?.aborted) throw ApiError.client('ABORTED');
      throw ApiError.client('NETWORK_ERROR');
    }
  };
  let res = await call();
  if (res.status === 401 && (await api.refresh()) === 'ok') res = await call();
  if (!res.ok) throw await toError(res);
  return res;
}

/** JSON body of an AI call, without the `{ data }` wrapper. */
export async function aiJson<T>(path: string, init?: RequestInit): Promise<T> {
  const body = (await (await aiFetch(path, init)).json()) as { data: T };
  return body.data;
}
