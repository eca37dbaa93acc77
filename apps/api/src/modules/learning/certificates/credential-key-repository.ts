import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { learningCredentialKeys } from '../../../db/schema';

export async function findCredentialKey(db: Db, id: string) {
  const [row] = await db.select().from(learningCredentialKeys).where(eq(learningCredentialKeys.id, id));
  return row?.sealedJwk;
}

/** Only the first insert counts: the primary key refuses the others. */
export async function insertCredentialKey(db: Db, id: string, sealedJwk: string) {
  await db.insert(learningCredentialKeys).values({ id, sealedJwk }).onConflictDoNothing();
}
