import type { LoginInput, LoginResponse, PasskeyOptions, User } from '@siao/shared';
import { api } from '../api';
import { writeTokens } from './token-storage';

/** POST /api/login and keep the tokens; the caller decides where the signed-in user goes. */
export async function signIn(input: LoginInput): Promise<User> {
  const { user, ...tokens } = await api.post<LoginResponse>('login', input, { session: false });
  writeTokens(tokens);
  return user;
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
  const { user, ...tokens } = await api.post<LoginResponse>(
    'login/passkey',
    { challenge_id, response },
    { session: false },
  );
  writeTokens(tokens);
  return user;
}
