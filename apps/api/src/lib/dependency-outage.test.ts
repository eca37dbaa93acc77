import { DrizzleQueryError } from 'drizzle-orm/errors';
import { expect, it } from 'vitest';
import { dependencyOutage } from './dependency-outage';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

it('names the database when a statement could not reach PostgreSQL (drizzle wraps the socket error)', () => {
  expect(dependencyOutage(new DrizzleQueryError('select 1', [], refused()))).toBe('database');
});

it('names no dependency for a refused socket with no other context, and none for a bug', () => {
  expect(dependencyOutage(refused())).toBe('network');
  expect(dependencyOutage(new TypeError('x is undefined'))).toBeNull();
});
