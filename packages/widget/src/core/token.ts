import { jwtExpiry } from '@siao/shared/jwt';

/** Spec §4/§9: valid only when exp is later than now, both in seconds. */
export function isTokenValid(token: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const exp = jwtExpiry(token);
  return exp !== null && exp > nowSeconds;
}
