import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { clients, cnibConsultations, cnibCredentials, users } from '../../../db/schema';

export type NewConsultation = typeof cnibConsultations.$inferInsert;

export async function selectClientForService(db: Db, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, products: clients.products })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? null;
}

export async function selectCredentials(db: Db, clientId: string) {
  const [row] = await db
    .select({ credentials: cnibCredentials, updatedByName: users.name })
    .from(cnibCredentials)
    .leftJoin(users, eq(users.id, cnibCredentials.updatedBy))
    .where(eq(cnibCredentials.clientId, clientId));
  return row ?? null;
}

export async function upsertCredentials(db: Db | Tx, row: typeof cnibCredentials.$inferInsert) {
  await db
    .insert(cnibCredentials)
    .values(row)
    .onConflictDoUpdate({
      target: cnibCredentials.clientId,
      set: {
        environment: row.environment,
        secret: row.secret,
        updatedBy: row.updatedBy,
        updatedAt: new Date(),
      },
    });
}

export async function insertConsultation(db: Db | Tx, row: NewConsultation): Promise<string> {
  const [inserted] = await db.insert(cnibConsultations).values(row).returning({ id: cnibConsultations.id });
  return inserted!.id;
}

const columns = {
  row: cnibConsultations,
  clientName: clients.legalName,
  userName: users.name,
};

function joined(db: Db) {
  return db
    .select(columns)
    .from(cnibConsultations)
    .innerJoin(clients, eq(clients.id, cnibConsultations.clientId))
    .leftJoin(users, eq(users.id, cnibConsultations.userId));
}
export type ConsultationRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** `clientId` null = every client (staff); otherwise the caller's tenant. */
export async function selectConsultation(db: Db, id: string, clientId: string | null) {
  const where = clientId
    ? and(eq(cnibConsultations.id, id), eq(cnibConsultations.clientId, clientId))
    : eq(cnibConsultations.id, id);
  const [row] = await joined(db).where(where);
  return row ?? null;
}

export async function selectByVerificationCode(db: Db, code: string) {
  const [row] = await db.select().from(cnibConsultations).where(eq(cnibConsultations.verificationCode, code));
  return row ?? null;
}

export interface ConsultationFilters {
  clientId?: string;
  document?: string;
  from?: Date;
  to?: Date;
  result?: 'indisponivel' | 'livre' | 'erro';
  userId?: string;
}

function whereOf(f: ConsultationFilters): SQL | undefined {
  const c = cnibConsultations;
  const parts: (SQL | undefined)[] = [
    f.clientId ? eq(c.clientId, f.clientId) : undefined,
    f.document ? eq(c.document, f.document) : undefined,
    f.from ? gte(c.createdAt, f.from) : undefined,
    f.to ? lt(c.createdAt, f.to) : undefined,
    f.userId ? eq(c.userId, f.userId) : undefined,
  ];
  if (f.result === 'erro') parts.push(eq(c.status, 'erro'));
  if (f.result === 'indisponivel') parts.push(eq(c.status, 'ok'), eq(c.indisponivel, true));
  if (f.result === 'livre') parts.push(eq(c.status, 'ok'), eq(c.indisponivel, false));
  return and(...parts.filter(Boolean));
}

export async function selectConsultationPage(db: Db, f: ConsultationFilters, limit: number, offset: number) {
  return joined(db)
    .where(whereOf(f))
    .orderBy(desc(cnibConsultations.createdAt), desc(cnibConsultations.id))
    .limit(limit)
    .offset(offset);
}

export async function countConsultations(db: Db, f: ConsultationFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cnibConsultations).where(whereOf(f));
  return Number(row?.n ?? 0);
}
