/**
 * Seconds-since-epoch `exp` claim of a JWT, read without verifying it (the server verifies; clients
 * only use it to refresh in time or skip dead calls). Null when the token is not a readable JWT.
 * Zod-free, so the widget can import `@siao/shared/jwt`.
 */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp: unknown = JSON.parse(json).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}
