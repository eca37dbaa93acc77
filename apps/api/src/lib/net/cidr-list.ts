import { BlockList, isIP } from 'node:net';

/**
 * Comma-separated addresses/CIDRs (10.0.0.0/8, 127.0.0.1, ::1/128; a bare address is /32 or /128), as
 * METRICS_ALLOW and TRUST_PROXY take them; null when empty, throws on a bad entry.
 */
export function parseCidrList(value: string): BlockList | null {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`endereço inválido: ${entry}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    const prefix = bits === undefined ? (family === 4 ? 32 : 128) : Number(bits);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) {
      throw new Error(`prefixo inválido: ${entry}`);
    }
    list.addSubnet(address, prefix, type);
  }
  return list;
}

/** The same list, checked without building it: for config validation. */
export function isCidrList(value: string): boolean {
  try {
    return parseCidrList(value) !== null;
  } catch {
    return false;
  }
}
