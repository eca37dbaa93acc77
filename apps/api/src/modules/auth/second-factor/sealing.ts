import { hkdfSync } from 'node:crypto';
import type { Config } from '../../../config';
import { decryptSecret, encryptSecret } from '../../../lib/sealed-secret';
import { resolveJwtSecret } from '../../../lib/secrets';

// The TOTP secrets are sealed like every other secret in the database (lib/sealed-secret.ts), under a
// key derived from JWT_SECRET (required and shared in production; kept in DATA_DIR otherwise), the way
// the certificates' signing key is; each one bound to its user, so a value copied to another row fails.
const keys = new WeakMap<Config, Buffer>();

function sealingKey(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    const secret = resolveJwtSecret(config.JWT_SECRET, config.dataDir);
    key = Buffer.from(hkdfSync('sha256', secret, 'siao', 'second-factor-totp', 32));
    keys.set(config, key);
  }
  return key;
}

export const sealTotpSecret = (config: Config, secret: string, userId: string) =>
  encryptSecret(sealingKey(config), secret, `totp:${userId}`);

export const unsealTotpSecret = (config: Config, sealed: string, userId: string) =>
  decryptSecret(sealingKey(config), sealed, `totp:${userId}`);
