import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';

/**
 * Per-IP attempt counter in the shared KV store; every process sees the same count. `scope` keeps a
 * separate count with the same limits (e.g. the passkey options, which are no attempt yet).
 */
export async function countLoginAttempt(deps: AppDeps, ip: string, scope = 'login'): Promise<void> {
  const { count, ttlSeconds } = await deps.kv.incr(`${scope}:ip:${ip}`, deps.config.LOGIN_IP_WINDOW);
  if (count > deps.config.LOGIN_MAX_PER_IP) {
    throw new AppError('LOGIN_THROTTLED', {
      params: { seconds: ttlSeconds },
      headers: { 'retry-after': String(ttlSeconds) },
    });
  }
}

export function lockedError(lockedUntil: Date): AppError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
  return new AppError('ACCOUNT_LOCKED', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
}
