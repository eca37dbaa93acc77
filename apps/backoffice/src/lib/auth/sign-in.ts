import type { LoginInput, LoginResult, SecondStepChallenge, SignedIn, User } from '@siao/shared';
import { api } from '../api';
import { writeTokens } from './token-storage';

/** The sign-in's outcome: the user (tokens kept), or the second step still due. */
export type SignInOutcome = { user: User } | { challenge: SecondStepChallenge['second_step'] };

/**
 * Keeps a new session's tokens; returns the user as /api/me describes it (the flag tells whether the session
 * must enrol a second factor first). Every sign-in (password, second step, passkey) ends here.
 */
export function keep({ user, second_factor_enrolment_required, ...tokens }: SignedIn): User {
  writeTokens(tokens);
  return { ...user, second_factor_enrolment_required };
}

/** POST /api/login and keep the tokens; the caller decides where the signed-in user goes. */
export async function signIn(input: LoginInput): Promise<SignInOutcome> {
  const result = await api.post<LoginResult>('login', input, { session: false });
  if ('second_step' in result) return { challenge: result.second_step };
  return { user: keep(result) };
}
