import type {
  LoginInput,
  LoginResult,
  PasskeyOptions,
  SecondStepChallenge,
  SecondStepInput,
  SignedIn,
  User,
} from '@siao/shared';
import { api } from '../api';
import { writeTokens } from './token-storage';

/** The sign-in's outcome: the user (tokens kept), or the second step still due. */
export type SignInOutcome = { user: User } | { challenge: SecondStepChallenge['second_step'] };

/** The user as /api/me describes it: the flag tells whether the session must enrol a second factor first. */
function keep({ user, second_factor_enrolment_required, ...tokens }: SignedIn): User {
  writeTokens(tokens);
  return { ...user, second_factor_enrolment_required };
}

/** POST /api/login and keep the tokens; the caller decides where the signed-in user goes. */
export async function signIn(input: LoginInput): Promise<SignInOutcome> {
  const result = await api.post<LoginResult>('login', input, { session: false });
  if ('second_step' in result) return { challenge: result.second_step };
  return { user: keep(result) };
}

/** POST /api/login/second-step: the code of the authenticator app or a recovery code. */
export async function passSecondStep(input: SecondStepInput): Promise<User> {
  return keep(await api.post<SignedIn>('login/second-step', input, { session: false }));
}

/** The second step with one of the user's passkeys: the options for this sign-in, the ceremony, the proof. */
export async function passSecondStepWithPasskey(token: string): Promise<User> {
  const { challenge_id, options } = await api.post<PasskeyOptions>(
    'login/second-step/passkey',
    { token },
    { session: false },
  );
  const { getPasskey } = await import('./passkey-ceremony');
  const response = await getPasskey(options);
  const proof = { token, method: 'passkey', challenge_id, response };
  return keep(await api.post<SignedIn>('login/second-step', proof, { session: false }));
}

/** Whether this browser offers WebAuthn at all (the passkey button is shown only then). */
export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** "Entrar com chave de acesso": the authenticator picks the account; same session as the password's. */
export async function signInWithPasskey(): Promise<User> {
  const { challenge_id, options } = await api.post<PasskeyOptions>('login/passkey/options', undefined, {
    session: false,
  });
  const { getPasskey } = await import('./passkey-ceremony');
  const response = await getPasskey(options);
  return keep(await api.post<SignedIn>('login/passkey', { challenge_id, response }, { session: false }));
}
