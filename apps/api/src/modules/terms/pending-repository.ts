import { products as allProducts, type PendingTerms, type Product } from '@siao/shared';
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, terms, termsAcceptances, termsVersions } from '../../db/schema';
import type { AuthContext } from '../../lib/auth/access';

const kindOrder = sql`case ${terms.kind} when 'termos_de_uso' then 0 when 'politica_de_privacidade' then 1 else 2 end`;

/**
 * The current published version of every terms the user must accept and has not: terms that
 * require acceptance, for all products or for one its client contracted. Staff are bound by their
 * employment contract, not by product terms, so only `cliente` users are asked.
 */
export async function pendingTermsFor(db: Db, auth: AuthContext): Promise<PendingTerms[]> {
  if (auth.role !== 'cliente' || !auth.clientId) return [];
  const [client] = await db
    .select({ products: clients.products })
    .from(clients)
    .where(eq(clients.id, auth.clientId));
  const owned = (client?.products ?? []).filter((p): p is Product =>
    (allProducts as readonly string[]).includes(p),
  );
  const latest = sql`${termsVersions.version} = (select max(v2.version) from ${termsVersions} v2 where v2.terms_id = ${terms.id} and v2.published_at is not null)`;
  const acceptedThis = sql`exists (select 1 from ${termsAcceptances} a where a.user_id = ${auth.userId} and a.terms_id = ${terms.id} and a.version = ${termsVersions.version})`;
  const rows = await db
    .select({
      termsId: terms.id,
      title: terms.title,
      kind: terms.kind,
      product: terms.product,
      version: termsVersions.version,
      html: termsVersions.contentHtml,
      previous: sql<
        number | null
      >`(select max(a.version) from ${termsAcceptances} a where a.user_id = ${auth.userId} and a.terms_id = ${terms.id})`,
    })
    .from(terms)
    .innerJoin(termsVersions, eq(termsVersions.termsId, terms.id))
    .where(
      and(
        eq(terms.requiresAcceptance, true),
        isNotNull(termsVersions.publishedAt),
        latest,
        owned.length ? or(isNull(terms.product), sql`${terms.product} in ${owned}`) : isNull(terms.product),
        sql`not ${acceptedThis}`,
      ),
    )
    .orderBy(kindOrder, asc(terms.title));
  // terms for every product are accepted through the first product the client has
  const fallback: Product = owned[0] ?? 'siaoseg';
  return rows.map((r) => ({
    terms_id: r.termsId,
    version: r.version,
    title: r.title,
    kind: r.kind,
    content_html: r.html,
    product: r.product ?? fallback,
    previously_accepted_version: r.previous === null ? null : Number(r.previous),
  }));
}
