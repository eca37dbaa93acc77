import { randomUUID } from 'node:crypto';
import type { KvStore } from '../../../lib/kv/kv-store';

/** How long a "Confirmar consulta" button stays valid. */
const CONFIRMATION_TTL_SECONDS = 15 * 60;

/** A tool call waiting for its user: only that user, in that conversation, may confirm it, once. */
export interface PendingCall {
  userId: string;
  threadId: string;
  tool: string;
  /** the input the model wrote, validated again when the call runs */
  input: unknown;
}

const key = (id: string) => `ai:tool-confirmation:${id}`;

export async function savePendingCall(kv: KvStore, call: PendingCall): Promise<string> {
  const id = randomUUID();
  await kv.set(key(id), JSON.stringify(call), CONFIRMATION_TTL_SECONDS);
  return id;
}

/**
 * The pending call this confirmation names, when it belongs to this user and conversation; taken
 * once (the counter makes two simultaneous confirmations run the call only once).
 */
export async function takePendingCall(
  kv: KvStore,
  id: string,
  owner: { userId: string; threadId: string },
): Promise<PendingCall | null> {
  const raw = await kv.get(key(id));
  if (!raw) return null;
  const call = JSON.parse(raw) as PendingCall;
  if (call.userId !== owner.userId || call.threadId !== owner.threadId) return null;
  const { count } = await kv.incr(`${key(id)}:taken`, CONFIRMATION_TTL_SECONDS);
  if (count !== 1) return null;
  await kv.del(key(id));
  return call;
}
