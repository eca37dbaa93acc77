import type { Role, SecondFactorMethod } from '@siao/shared';
import type { Config } from '../../../config';
import type { Db, Tx } from '../../../db/client';
import { secondFactorFacts } from './repository';

/**
 * The second factor's policy, in one place: required for the profiles of SECOND_FACTOR_ROLES
 * (superadmin and admin) and for the users of a client whose record asks for it; optional otherwise.
 */
export function secondFactorRequired(
  config: Pick<Config, 'secondFactorRoles'>,
  user: { role: Role; clientRequires: boolean },
): boolean {
  if ((config.secondFactorRoles ?? []).includes(user.role)) return true;
  return user.role === 'cliente' && user.clientRequires;
}

export interface SecondFactorState {
  required: boolean;
  /** the methods the user can pass the second step with, empty when none is enrolled */
  methods: SecondFactorMethod[];
  recoveryLeft: number;
}

/**
 * What the user has and owes. A factor is a confirmed authenticator app or a passkey; recovery codes
 * (made when the app is enrolled) count only alongside a factor.
 */
export async function secondFactorState(
  deps: { config: Config; db: Db | Tx },
  userId: string,
): Promise<SecondFactorState> {
  const facts = await secondFactorFacts(deps.db, userId);
  if (!facts) return { required: false, methods: [], recoveryLeft: 0 };
  const methods: SecondFactorMethod[] = [];
  if (facts.totpConfirmed) methods.push('totp');
  if (facts.hasPasskey) methods.push('passkey');
  if (methods.length && facts.recoveryLeft > 0) methods.push('recovery');
  return {
    required: secondFactorRequired(deps.config, facts),
    methods,
    recoveryLeft: facts.recoveryLeft,
  };
}

/** A session of this user must enrol a factor before reaching anything else. */
export const enrolmentDue = (state: SecondFactorState) => state.required && state.methods.length === 0;
