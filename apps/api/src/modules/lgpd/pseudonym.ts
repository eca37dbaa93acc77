import { createHash, createHmac } from 'node:crypto';
import { LGPD_PSEUDONYM_PREFIX, type LgpdSubject } from '@siao/shared';
import type { Config } from '../../config';
import { resolveJwtSecret } from '../../lib/secrets';
import type { Pseudonyms } from './repository';

const keys = new WeakMap<Config, Buffer>();

/** A key derived from JWT_SECRET (shared by every instance), resolved once per configuration. */
function keyOf(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    const secret = resolveJwtSecret(config.JWT_SECRET, config.dataDir);
    key = createHash('sha256').update(`siao-lgpd\0${secret}`).digest();
    keys.set(config, key);
  }
  return key;
}

const mac = (config: Config, purpose: string, s: LgpdSubject) =>
  createHmac('sha256', keyOf(config)).update(`${purpose}\0${s.kind}\0${s.value}`).digest('hex');

/** What `lgpd_requests.subject_hash` holds: an HMAC, not reversible by trying every CPF without the key. */
export const subjectHash = (config: Config, s: LgpdSubject) => mac(config, 'request', s);

/** The same person (same identifier) always gets the same pseudonym: records stay linkable, not identifying. */
export function pseudonymsOf(config: Config, s: LgpdSubject): Pseudonyms {
  const code = mac(config, 'pseudonym', s).slice(0, 10).toUpperCase();
  return {
    name: `Titular ${code}`,
    document: `${LGPD_PSEUDONYM_PREFIX}${code}`,
    email: `titular-${code.toLowerCase()}@anonimizado.invalid`,
  };
}
