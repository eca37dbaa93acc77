import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { terms, termsAcceptances, termsVersions } from '../../db/schema';
import type { TermsRow } from './repository';

type NewTerms = typeof terms.$inferInsert;
type NewTermsVersion = typeof termsVersions.$inferInsert;

export async function insertTerms(tx: Tx, values: NewTerms): Promise<TermsRow> {
  const [row] = await tx.insert(terms).values(values).returning();
  return row!;
}

export async function updateTermsRow(tx: Tx, id: string, changes: Partial<Omit<NewTerms, 'id'>>) {
  await tx.update(terms).set(changes).where(eq(terms.id, id));
}

export async function deleteTermsRow(tx: Tx, id: string) {
  await tx.delete(terms).where(eq(terms.id, id));
}

/** Locks the terms row (publications of one terms wait for each other) and reads its last version. */
export async function lockTermsLastVersion(tx: Tx, id: string) {
  await tx.select({ id: terms.id }).from(terms).where(eq(terms.id, id)).for('update');
  const [last] = await tx
    .select({ version: termsVersions.version, hash: termsVersions.contentHash })
    .from(termsVersions)
    .where(eq(termsVersions.termsId, id))
    .orderBy(desc(termsVersions.version))
    .limit(1);
  return last;
}

export async function insertTermsVersion(tx: Tx, values: NewTermsVersion) {
  await tx.insert(termsVersions).values(values);
}

/** Whether a version was ever published or anyone accepted these terms. */
export async function termsEverPublished(db: Db, id: string): Promise<boolean> {
  const [published] = await db
    .select({ id: termsVersions.id })
    .from(termsVersions)
    .where(eq(termsVersions.termsId, id))
    .limit(1);
  const [accepted] = await db
    .select({ id: termsAcceptances.id })
    .from(termsAcceptances)
    .where(eq(termsAcceptances.termsId, id))
    .limit(1);
  return Boolean(published || accepted);
}
