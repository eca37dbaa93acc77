import type { Db, Tx } from '../../db/client';
import * as accounts from './repository';

// Reading and updating an account: the users module's surface for the auth and me modules.

export type { UserRow, UserWithClient } from './repository';

export function findUserByEmail(db: Db | Tx, email: string) {
  return accounts.findUserByEmail(db, email);
}

export function findUserWithClient(db: Db | Tx, id: string) {
  return accounts.findUserWithClient(db, id);
}

/** Every change bumps the row's version (see the repository): a staff form loaded before it gets 409. */
export function updateUser(db: Db | Tx, id: string, values: Parameters<typeof accounts.updateUser>[2]) {
  return accounts.updateUser(db, id, values);
}
