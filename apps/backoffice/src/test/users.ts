import type { User } from '@siao/shared';

/** A signed-in user for component tests; override what the test is about. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    name: 'Ana Admin',
    email: 'ana@siao.com.br',
    phone: null,
    cpf: null,
    avatar_url: null,
    role: 'admin',
    client_id: null,
    client_name: null,
    products: [],
    active: true,
    last_login_at: null,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** Tokens as after a login, so the router's session check asks GET /api/me. */
export function signIn(): void {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('gpt_token', 'gpt-1');
  localStorage.setItem('refresh_token', 'ref-1');
}
