import type { SecondFactorMethod, SecondStepChallenge } from '@siao/shared';
import type { AppDeps } from '../../../deps';
import { hashToken, randomToken } from '../../../lib/auth/tokens';

/** seconds between a right password and the second step */
export const SECOND_STEP_TTL = 300;

const pendingKey = (token: string) => `second-step:${hashToken(token)}`;
const spentKey = (token: string) => `second-step-spent:${hashToken(token)}`;

/** The second step's challenge: a random token (kept hashed in the shared KV store) naming the user. */
export async function issueChallenge(
  deps: AppDeps,
  userId: string,
  methods: SecondFactorMethod[],
): Promise<SecondStepChallenge> {
  const token = randomToken();
  await deps.kv.set(pendingKey(token), userId, SECOND_STEP_TTL);
  return { second_step: { token, methods, expires_in: SECOND_STEP_TTL } };
}

/** The user the challenge names, while it is valid and unspent; null otherwise. */
export async function challengeUser(deps: AppDeps, token: string): Promise<string | null> {
  const [userId, spent] = await Promise.all([deps.kv.get(pendingKey(token)), deps.kv.get(spentKey(token))]);
  return spent ? null : userId;
}

/** Spends the challenge: true for the one request that does it first, in any process (an atomic increment). */
export async function spendChallenge(deps: AppDeps, token: string): Promise<boolean> {
  const { count } = await deps.kv.incr(spentKey(token), SECOND_STEP_TTL);
  await deps.kv.del(pendingKey(token));
  return count === 1;
}
