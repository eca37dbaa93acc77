import { expect, it } from 'vitest';
import { isTokenValid } from './token';

const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

it('accepts a token only while exp is later than now, in seconds', () => {
  expect(isTokenValid(jwt({ exp: 1001 }), 1000)).toBe(true);
  expect(isTokenValid(jwt({ exp: 1000 }), 1000)).toBe(false);
  expect(isTokenValid(jwt({ sub: 'x' }), 1000)).toBe(false);
});

it('rejects malformed tokens', () => {
  expect(isTokenValid('abc', 0)).toBe(false);
  expect(isTokenValid('a.%%%.c', 0)).toBe(false);
});
