import type { LoginInput, LoginResponse, User } from '@siao/shared';
import { api } from '../api';
import { writeTokens } from './token-storage';

/** POST /api/login and keep the tokens; the caller decides where the signed-in user goes. */
export async function signIn(input: LoginInput): Promise<User> {
  const { user, ...tokens } = await api.post<LoginResponse>('login', input, { session: false });
  writeTokens(tokens);
  return user;
}
