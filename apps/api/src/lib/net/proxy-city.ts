import { isIPv4 } from 'node:net';
import type { Config } from '../../config';
import { parseCidrList } from './cidr-list';

// There is no GeoIP database and the API calls no geolocation service: the city of a session is known
// only when the proxy in front of the API names it (GEO_CITY_HEADER, e.g. Cloudflare's cf-ipcity), and
// only from a proxy TRUST_PROXY trusts — anyone else could write any city in that header.

type CityConfig = Pick<Config, 'GEO_CITY_HEADER' | 'TRUST_PROXY'>;

/** Whether the socket's peer is one of the proxies TRUST_PROXY trusts (a hop count trusts the nearest). */
function peerIsTrusted(trust: Config['TRUST_PROXY'], peer: string | undefined): boolean {
  if (trust === undefined || !peer) return false;
  if (typeof trust === 'number') return trust > 0;
  const list = parseCidrList(trust.join(','));
  const address = peer.startsWith('::ffff:') && isIPv4(peer.slice(7)) ? peer.slice(7) : peer;
  return !!list?.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

/** Header values arrive as Latin-1; proxies send UTF-8 ("São Paulo") or percent-encoding. */
function decodeCity(raw: string): string {
  let text = raw;
  if (/%[0-9a-f]{2}/i.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // not percent-encoding after all
    }
  }
  const utf8 = Buffer.from(text, 'latin1').toString('utf8');
  if (!utf8.includes('\uFFFD')) text = utf8;
  return text
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 100);
}

/** The client's city as the trusted proxy names it, or null (unknown). */
export function proxyCity(
  config: CityConfig,
  request: { headers: Record<string, string | string[] | undefined>; socket: { remoteAddress?: string } },
): string | null {
  if (!config.GEO_CITY_HEADER) return null;
  const raw = request.headers[config.GEO_CITY_HEADER];
  if (typeof raw !== 'string' || !peerIsTrusted(config.TRUST_PROXY, request.socket.remoteAddress))
    return null;
  const city = decodeCity(raw);
  // Cloudflare and others send a placeholder when they do not know
  return city && !/^(unknown|xx|-)$/i.test(city) ? city : null;
}
