import { type SessionTokens, STORAGE_KEYS } from '@siao/shared';
import { jwtExpiry } from '@siao/shared/jwt';

/** Storage keys of spec §9 (token, gpt_token) plus the refresh token. */
export const storageKeys = { ...STORAGE_KEYS, refreshToken: 'refresh_token' } as const;

export interface StoredTokens {
  token: string;
  gptToken: string | null;
  refreshToken: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy modes); the session then simply does not survive a reload.
    return null;
  }
}

export function readTokens(): StoredTokens | null {
  const s = storage();
  const token = s?.getItem(storageKeys.token);
  if (!s || !token) return null;
  return {
    token,
    gptToken: s.getItem(storageKeys.gptToken),
    refreshToken: s.getItem(storageKeys.refreshToken),
  };
}

export function writeTokens(tokens: Omit<SessionTokens, 'expires_in'>): void {
  const s = storage();
  if (!s) return;
  s.setItem(storageKeys.token, tokens.token);
  s.setItem(storageKeys.gptToken, tokens.gpt_token);
  s.setItem(storageKeys.refreshToken, tokens.refresh_token);
}

export function clearTokens(): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.values(storageKeys)) s.removeItem(key);
}

/** True when the token expires within `marginSeconds` (compared in seconds, as spec §9 says). */
export function expiresSoon(token: string, marginSeconds: number, nowMs = Date.now()): boolean {
  const exp = jwtExpiry(token);
  return exp !== null && exp - Math.floor(nowMs / 1000) <= marginSeconds;
}
