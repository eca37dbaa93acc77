import type { User } from '@siao/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { queryClient } from '../query-client';
import { clearTokens, readTokens } from './token-storage';

/** Query keys of the session; profile updates write into `me`. */
export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

/** Thrown by the session check when nothing is stored (spec §4/§8). */
class SessionError extends Error {
  constructor(readonly code: 'token_not_provided') {
    super(code);
    this.name = 'SessionError';
  }
}

function fetchMe(): Promise<User> {
  // Tokens are read from storage on every call, which re-applies them before GET me (spec §7).
  return api.get<User>('me', { redirectOnForbidden: false });
}

/** The signed-in user, loading it once; rejects with token_not_provided when no token is stored. */
export function ensureSession(): Promise<User> {
  if (!readTokens()) return Promise.reject(new SessionError('token_not_provided'));
  return queryClient.ensureQueryData({ queryKey: sessionKeys.me(), queryFn: fetchMe, staleTime: 60_000 });
}

/** Current user inside the main layout (already loaded by its loader). */
function useMe() {
  return useQuery({ queryKey: sessionKeys.me(), queryFn: fetchMe, staleTime: 60_000 });
}

export function useCurrentUser(): User {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentUser fora da área autenticada');
  return data;
}

/** Server first (so it can revoke the refresh token), then local state, whatever the server said. */
export async function logout(): Promise<void> {
  try {
    if (readTokens()) await api.post('logout', undefined, { session: false, timeoutMs: 5_000 });
  } catch {
    // An expired or already revoked session still has to end here.
  } finally {
    clearTokens();
    queryClient.clear();
  }
}
