import type { PasskeyOptions, SignedIn } from '@siao/shared';
import { api } from '../api';
import { getPasskey } from './passkey-ceremony';

// The sign-ins with a passkey, loaded when the user picks one (with the WebAuthn library): the first
// /login downloads neither. Each answers the new session; the caller keeps it (sign-in.ts `keep`).

/** "Entrar com chave de acesso": the authenticator picks the account; same session as the password's. */
export async function signInWithPasskey(): Promise<SignedIn> {
  const { challenge_id, options } = await api.post<PasskeyOptions>('login/passkey/options', undefined, {
    session: false,
  });
  const response = await getPasskey(options);
  return api.post<SignedIn>('login/passkey', { challenge_id, response }, { session: false });
}

/** The second step with one of the user's passkeys: the options for this sign-in, the ceremony, the proof. */
export async function passSecondStepWithPasskey(token: string): Promise<SignedIn> {
  const { challenge_id, options } = await api.post<PasskeyOptions>(
    'login/second-step/passkey',
    { token },
    { session: false },
  );
  const proof = { token, method: 'passkey', challenge_id, response: await getPasskey(options) };
  return api.post<SignedIn>('login/second-step', proof, { session: false });
}
