import type { Db, Tx } from '../../db/client';
import type { users } from '../../db/schema';
import * as accounts from './repository';

// Reading and updating an account: the users module's surface for the auth and me modules.

export type { UserRow, UserWithClient } from './repository';

export function findUserByEmail(db: Db | Tx, email: string) {
  return accounts.findUserByEmail(db, email);
}

export function findUserWithClient(db: Db | Tx, id: string) {
  return accounts.findUserWithClient(db, id);
}

export function updateUser(db: Db | Tx, id: string, values: Partial<typeof users.$inferInsert>) {
  return accounts.updateUser(db, id, values);
}
