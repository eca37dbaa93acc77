import { and, asc, count, desc, eq, ilike, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLogs, clients, terms, termsAcceptances, termsVersions, users } from '../../db/schema';

export type TermsRow = typeof terms.$inferSelect;

/**
 * Newest published version number of a terms row (correlated; uses terms_versions_key). Written
 * as raw `terms.id`: drizzle leaves columns unqualified in single-table selects, and a bare "id"
 * inside the subquery would mean v.id.
 */
const latestVersionSql = sql<
  number | null
>`(select max(v.version) from terms_versions v where v.terms_id = terms.id and v.published_at is not null)`;

export async function findTerms(db: Db, id: string): Promise<TermsRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(terms).where(eq(terms.id, id));
  return row;
}

export interface TermsFilters {
  page: number;
  limit: number;
  sort: string;
  q?: string;
  kind?: TermsRow['kind'];
  product?: string;
}

export async function listTerms(db: Db, f: TermsFilters) {
  const where: (SQL | undefined)[] = [];
  if (f.kind) where.push(eq(terms.kind, f.kind));
  if (f.product === 'todos') where.push(isNull(terms.product));
  else if (f.product) where.push(eq(terms.product, f.product as NonNullable<TermsRow['product']>));
  if (f.q) where.push(ilike(terms.title, `%${f.q.replace(/[\\%_]/g, '\\$&')}%`));
  const condition = and(...where);
  const column = f.sort.replace(/^-/, '') === 'title' ? terms.title : terms.createdAt;
  const direction = f.sort.startsWith('-') ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        terms,
        version: latestVersionSql,
        publishedAt: sql<
          string | null
        >`(select max(v.published_at) from terms_versions v where v.terms_id = terms.id)`,
      })
      .from(terms)
      .where(condition)
      .orderBy(direction(column), asc(terms.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(terms).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listTermsVersions(db: Db, termsId: string) {
  return db
    .select({
      v: termsVersions,
      publishedByName: users.name,
      acceptances: sql<number>`(select count(*)::int from ${termsAcceptances} a where a.terms_id = ${termsVersions.termsId} and a.version = ${termsVersions.version})`,
    })
    .from(termsVersions)
    .leftJoin(users, eq(users.id, termsVersions.createdBy))
    .where(eq(termsVersions.termsId, termsId))
    .orderBy(desc(termsVersions.version));
}

export async function findTermsVersion(db: Db, termsId: string, version: number) {
  const [row] = await db
    .select()
    .from(termsVersions)
    .where(and(eq(termsVersions.termsId, termsId), eq(termsVersions.version, version)));
  return row;
}

export interface AcceptanceFilters {
  page: number;
  limit: number;
  version?: number;
  client_id?: string;
}

export async function listAcceptances(db: Db, termsId: string, f: AcceptanceFilters) {
  const condition = and(
    eq(termsAcceptances.termsId, termsId),
    f.version ? eq(termsAcceptances.version, f.version) : undefined,
    f.client_id ? eq(users.clientId, f.client_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        a: termsAcceptances,
        userName: users.name,
        userEmail: users.email,
        clientId: users.clientId,
        clientName: sql<string | null>`coalesce(${clients.tradeName}, ${clients.legalName})`,
      })
      .from(termsAcceptances)
      .innerJoin(users, eq(users.id, termsAcceptances.userId))
      .leftJoin(clients, eq(clients.id, users.clientId))
      .where(condition)
      .orderBy(desc(termsAcceptances.acceptedAt), desc(termsAcceptances.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db
      .select({ n: count() })
      .from(termsAcceptances)
      .innerJoin(users, eq(users.id, termsAcceptances.userId))
      .where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function termsHistory(db: Db, termsId: string) {
  return (
    db
      .select({ log: auditLogs, actorName: users.name })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.actorId))
      // acceptances have their own paginated list; the history shows what staff changed
      .where(
        and(
          eq(auditLogs.entity, 'terms'),
          eq(auditLogs.entityId, termsId),
          ne(auditLogs.action, 'terms.accepted'),
        ),
      )
      .orderBy(desc(auditLogs.at))
      .limit(200)
  );
}
