import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { terms, termsAcceptances, termsVersions } from '../../db/schema';

export async function findPublishedVersion(db: Db, termsId: string, version: number) {
  const [row] = await db
    .select({
      termsId: terms.id,
      product: terms.product,
      version: termsVersions.version,
      hash: termsVersions.contentHash,
    })
    .from(termsVersions)
    .innerJoin(terms, eq(terms.id, termsVersions.termsId))
    .where(
      and(
        eq(termsVersions.termsId, termsId),
        eq(termsVersions.version, version),
        isNotNull(termsVersions.publishedAt),
      ),
    );
  return row;
}

export async function insertAcceptance(db: Db | Tx, values: typeof termsAcceptances.$inferInsert) {
  const [row] = await db.insert(termsAcceptances).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(termsAcceptances)
    .where(
      and(
        eq(termsAcceptances.userId, values.userId),
        eq(termsAcceptances.termsId, values.termsId),
        eq(termsAcceptances.version, values.version),
      ),
    );
  return existing!;
}

/** The newest published privacy policy (what /politica-de-privacidade shows). */
export async function findCurrentPrivacyPolicy(db: Db) {
  const [row] = await db
    .select({
      title: terms.title,
      version: termsVersions.version,
      contentHtml: termsVersions.contentHtml,
      publishedAt: termsVersions.publishedAt,
    })
    .from(termsVersions)
    .innerJoin(terms, eq(terms.id, termsVersions.termsId))
    .where(and(eq(terms.kind, 'politica_de_privacidade'), isNotNull(termsVersions.publishedAt)))
    .orderBy(desc(termsVersions.publishedAt))
    .limit(1);
  return row;
}
