import { isIPv4, isIPv6 } from 'node:net';
import { formatDateTime } from '@siao/shared';
import type { Tx } from '../../db/client';
import type { ClientInfo } from '../../lib/http';
import type { MailMessage } from '../../lib/mail/mailer';
import { recentSessionOrigins } from './sessions-repository';
import { parseUserAgent } from './user-agent';

/** How far back a sign-in's device is remembered (sessions live or ended since then). */
export const KNOWN_DEVICE_DAYS = 90;

/**
 * The network of an address: the /24 of an IPv4 address (IPv4-mapped IPv6 included), the /48 of an
 * IPv6 one. A home or office connection keeps it when the provider changes the last part.
 */
export function ipNetwork(ip: string | null): string {
  if (!ip) return '?';
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 3)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/48`;
}

/** A device, for the new-device rule: browser and system families (no versions) plus the network. */
export function deviceKey(origin: { ip: string | null; userAgent: string | null }): string {
  const { browser, os } = parseUserAgent(origin.userAgent);
  return `${browser ?? '?'}|${os ?? '?'}|${ipNetwork(origin.ip)}`;
}

/**
 * Whether this sign-in comes from a device the user has not used in the last KNOWN_DEVICE_DAYS days.
 * The first sign-in of an account has nothing to compare with and is not "new" (no e-mail).
 */
export async function isNewDevice(tx: Tx, userId: string, client: ClientInfo): Promise<boolean> {
  const since = new Date(Date.now() - KNOWN_DEVICE_DAYS * 86_400_000);
  const history = await recentSessionOrigins(tx, userId, since);
  if (history.length === 0) return false;
  const key = deviceKey(client);
  return !history.some((h) => deviceKey(h) === key);
}

export function newDeviceMail(
  user: { name: string; email: string },
  client: ClientInfo,
  at: Date,
): MailMessage {
  return {
    to: user.email,
    subject: 'Sião: novo acesso à sua conta',
    text: [
      `Olá, ${user.name}.`,
      '',
      'Sua conta foi acessada a partir de um dispositivo que não reconhecemos:',
      '',
      `Dispositivo: ${parseUserAgent(client.userAgent).label}`,
      `IP: ${client.ip}`,
      `Data: ${formatDateTime(at)} (horário de Brasília)`,
      '',
      'Se foi você, nada a fazer.',
      'Se não foi, entre no Sião, encerre essa sessão em "Meu perfil › Sessões" e troque sua senha.',
      '',
      'Equipe Sião',
    ].join('\n'),
  };
}
