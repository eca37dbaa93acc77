import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * JWT_SECRET from the environment; otherwise (development, or production on the embedded database) a
 * random secret is created once in the data folder so `npm start` works on a fresh machine without
 * putting a secret in the repository.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string | 'memory'): string {
  if (configured) return configured;
  if (dataDir === 'memory') return randomBytes(32).toString('hex');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
