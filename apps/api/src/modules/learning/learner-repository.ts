import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';

/** A learner as SiãoSeg needs them (a certificate freezes name and CPF; an accommodation names them). */
export async function findLearnerUser(db: Db | Tx, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, cpf: users.cpf, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
