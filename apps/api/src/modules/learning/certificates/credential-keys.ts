import { generateKeyPairSync, hkdfSync } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, importJWK, type JWK, SignJWT } from 'jose';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { decryptSecret, encryptSecret } from '../../../lib/sealed-secret';
import { resolveJwtSecret } from '../../../lib/secrets';
import { findCredentialKey, insertCredentialKey } from './credential-key-repository';

interface KeyPair {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** What the key needs: the configuration and the database every instance shares. */
interface KeyDeps {
  config: Config;
  db: Db;
}

const cache = new WeakMap<Db, Map<string, Promise<KeyPair>>>();

/** AES-256-GCM under a key derived from JWT_SECRET (required and shared in production), bound to its row. */
const sealingKey = (config: Config) =>
  Buffer.from(
    hkdfSync(
      'sha256',
      resolveJwtSecret(config.JWT_SECRET, config.dataDir),
      'siao',
      'learning-credential-key',
      32,
    ),
  );
const ROW = 'emissor';

const seal = (config: Config, jwk: JWK) => encryptSecret(sealingKey(config), JSON.stringify(jwk), ROW);
const unseal = (config: Config, sealed: string) =>
  JSON.parse(decryptSecret(sealingKey(config), sealed, ROW)) as JWK;

/**
 * The Ed25519 key of the certificates: from LEARNING_CREDENTIAL_JWK, else the one stored (sealed) in the
 * database. The first instance to need it inserts one (the key a data folder already held, so the
 * certificates it signed still verify, or a new one); a concurrent insert loses on the primary key and
 * every instance reads the winner's.
 */
async function loadPrivateJwk({ config, db }: KeyDeps): Promise<JWK> {
  if (config.LEARNING_CREDENTIAL_JWK) return JSON.parse(config.LEARNING_CREDENTIAL_JWK) as JWK;
  const stored = await findCredentialKey(db, ROW);
  if (stored) return unseal(config, stored);
  const legacy = config.dataDir === 'memory' ? null : join(config.dataDir, 'learning-credential-key.json');
  const candidate =
    legacy && existsSync(legacy)
      ? (JSON.parse(readFileSync(legacy, 'utf8')) as JWK)
      : (generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }) as JWK);
  await insertCredentialKey(db, ROW, seal(config, candidate));
  return unseal(config, (await findCredentialKey(db, ROW))!);
}

export function credentialKeys(deps: KeyDeps): Promise<KeyPair> {
  const perDb = cache.get(deps.db) ?? new Map<string, Promise<KeyPair>>();
  cache.set(deps.db, perDb);
  const key = deps.config.LEARNING_CREDENTIAL_JWK ?? '';
  let pending = perDb.get(key);
  if (!pending) {
    pending = (async () => {
      const privateJwk = await loadPrivateJwk(deps);
      const { d: _secret, ...publicJwk } = privateJwk;
      const kid = await calculateJwkThumbprint(publicJwk);
      return { kid, privateJwk, publicJwk: { ...publicJwk, kid, alg: 'EdDSA', use: 'sig' } };
    })();
    // a failed load (database down) is tried again by the next caller
    pending.catch(() => perDb.delete(key));
    perDb.set(key, pending);
  }
  return pending;
}

export async function signCredential(
  deps: KeyDeps,
  payload: Record<string, unknown>,
  jti: string,
): Promise<string> {
  const keys = await credentialKeys(deps);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid, typ: 'JWT' })
    .setIssuer(deps.config.PUBLIC_URL)
    .setJti(jti)
    .setIssuedAt()
    .sign(await importJWK(keys.privateJwk, 'EdDSA'));
}
