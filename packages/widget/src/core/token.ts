/** Reads the exp claim of a JWT without verifying it (the server verifies; this only avoids dead calls). */
export function tokenExp(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** Spec §4/§9: valid only when exp is later than now, both in seconds. */
export function isTokenValid(token: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const exp = tokenExp(token);
  return exp !== null && exp > nowSeconds;
}
