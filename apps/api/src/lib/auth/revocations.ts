import type { KvStore } from '../kv/kv-store';

/** Revoked session ids, shared by every API process through the KV store. */
export interface SessionRevocations {
  revoke(sessionId: string): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
}

/** The KV store's key that marks a session revoked. */
export const revocationKey = (sessionId: string) => `revoked:${sessionId}`;

export function createSessionRevocations(kv: KvStore, maxTokenLifetimeSeconds: number): SessionRevocations {
  return {
    // kept as long as any token of the session may still be valid
    revoke: (sessionId) => kv.set(revocationKey(sessionId), '1', maxTokenLifetimeSeconds + 60),
    isRevoked: async (sessionId) => (await kv.get(revocationKey(sessionId))) !== null,
  };
}
