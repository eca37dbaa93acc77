import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, importJWK, type JWK, SignJWT } from 'jose';
import type { Config } from '../../../config';

interface KeyPair {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

const cache = new Map<string, Promise<KeyPair>>();

/** The Ed25519 key of the certificates: from LEARNING_CREDENTIAL_JWK, else created once in DATA_DIR. */
async function loadPrivateJwk(config: Config): Promise<JWK> {
  if (config.LEARNING_CREDENTIAL_JWK) return JSON.parse(config.LEARNING_CREDENTIAL_JWK) as JWK;
  const fresh = () => generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }) as JWK;
  if (config.dataDir === 'memory') return fresh();
  const file = join(config.dataDir, 'learning-credential-key.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as JWK;
  mkdirSync(config.dataDir, { recursive: true });
  const jwk = fresh();
  writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
  return jwk;
}

export function credentialKeys(config: Config): Promise<KeyPair> {
  let pending = cache.get(config.dataDir + (config.LEARNING_CREDENTIAL_JWK ?? ''));
  if (!pending) {
    pending = (async () => {
      const privateJwk = await loadPrivateJwk(config);
      const { d: _secret, ...publicJwk } = privateJwk;
      const kid = await calculateJwkThumbprint(publicJwk);
      return { kid, privateJwk, publicJwk: { ...publicJwk, kid, alg: 'EdDSA', use: 'sig' } };
    })();
    cache.set(config.dataDir + (config.LEARNING_CREDENTIAL_JWK ?? ''), pending);
  }
  return pending;
}

export async function signCredential(
  config: Config,
  payload: Record<string, unknown>,
  jti: string,
): Promise<string> {
  const keys = await credentialKeys(config);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid, typ: 'JWT' })
    .setIssuer(config.PUBLIC_URL)
    .setJti(jti)
    .setIssuedAt()
    .sign(await importJWK(keys.privateJwk, 'EdDSA'));
}
