import { timingSafeEqual } from 'node:crypto';
import { type BlockList, isIP } from 'node:net';

export type MetricsAccess = 'allowed' | 'off' | 'no-token' | 'refused';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who may scrape: a bearer METRICS_TOKEN, or a peer inside METRICS_ALLOW. The peer is the TCP
 * socket's address, never X-Forwarded-For: Prometheus scrapes each process directly, and a
 * forwarded header could be forged. Neither configured = the route does not exist (404).
 */
export function checkMetricsAccess(
  settings: { token: string | undefined; allow: BlockList | null },
  request: { authorization: string | undefined; peer: string | undefined },
): MetricsAccess {
  if (!settings.token && !settings.allow) return 'off';
  const peer = request.peer?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (settings.allow && peer && settings.allow.check(peer, isIP(peer) === 4 ? 'ipv4' : 'ipv6')) {
    return 'allowed';
  }
  const bearer = /^Bearer (.+)$/i.exec(request.authorization ?? '')?.[1];
  if (settings.token && bearer) return sameSecret(bearer, settings.token) ? 'allowed' : 'refused';
  return settings.token ? 'no-token' : 'refused';
}
