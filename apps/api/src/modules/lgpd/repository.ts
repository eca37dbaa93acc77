import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import {
  aiMessages,
  aiThreads,
  auditLogs,
  clients,
  cnibAlerts,
  cnibBatchItems,
  cnibConsultations,
  cnibWatches,
  cnibWatchStates,
  faturas,
  learningAttempts,
  learningCertificates,
  learningEnrollments,
  learningJourneys,
  lgpdRequests,
  ocrJobs,
  ocrPages,
  passwordResetTokens,
  sessions,
  terms,
  termsAcceptances,
  users,
} from '../../db/schema';

type Q = Db | Tx;
export type LgpdRequestRow = typeof lgpdRequests.$inferSelect;

// ── requests ────────────────────────────────────────────────────────────────

export async function insertRequest(tx: Tx, row: typeof lgpdRequests.$inferInsert): Promise<LgpdRequestRow> {
  const [created] = await tx.insert(lgpdRequests).values(row).returning();
  return created!;
}

const requestColumns = { request: lgpdRequests, openedByName: users.name };

export async function selectRequests(db: Q, limit: number) {
  return db
    .select(requestColumns)
    .from(lgpdRequests)
    .leftJoin(users, eq(users.id, lgpdRequests.openedBy))
    .orderBy(desc(lgpdRequests.openedAt), desc(lgpdRequests.id))
    .limit(limit);
}

export async function selectRequest(db: Q, id: string) {
  const [row] = await db
    .select(requestColumns)
    .from(lgpdRequests)
    .leftJoin(users, eq(users.id, lgpdRequests.openedBy))
    .where(eq(lgpdRequests.id, id));
  return row;
}

/** Closes an open request; false when it was already closed (nothing written). */
export async function closeRequest(
  tx: Tx,
  id: string,
  close: { status: 'concluida' | 'recusada'; outcome: string; closedBy: string | null; closedAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(lgpdRequests)
    .set(close)
    .where(and(eq(lgpdRequests.id, id), eq(lgpdRequests.status, 'aberta')))
    .returning({ id: lgpdRequests.id });
  return rows.length > 0;
}

export async function requestsOfSubject(db: Q, subjectHash: string) {
  return db
    .select()
    .from(lgpdRequests)
    .where(eq(lgpdRequests.subjectHash, subjectHash))
    .orderBy(asc(lgpdRequests.openedAt));
}

// ── who the person is ───────────────────────────────────────────────────────

export interface Identity {
  cpfs: string[];
  emails: string[];
}

export async function usersOf(db: Q, who: Identity) {
  const conds: SQL[] = [];
  if (who.cpfs.length) conds.push(inArray(users.cpf, who.cpfs));
  if (who.emails.length) conds.push(inArray(sql`lower(${users.email})`, who.emails));
  if (!conds.length) return [];
  return db
    .select({ user: users, clientName: clients.legalName })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(or(...conds))
    .orderBy(asc(users.createdAt));
}

/** Clients that are the person (pessoa física by CPF) or whose contact e-mail is theirs. */
export async function clientsOf(db: Q, who: Identity) {
  const conds: SQL[] = [];
  if (who.cpfs.length) conds.push(and(eq(clients.personType, 'pf'), inArray(clients.document, who.cpfs))!);
  if (who.emails.length) conds.push(inArray(sql`lower(${clients.email})`, who.emails));
  if (!conds.length) return [];
  return db
    .select()
    .from(clients)
    .where(or(...conds))
    .orderBy(asc(clients.createdAt));
}

// ── the categories ──────────────────────────────────────────────────────────

export async function sessionsOf(db: Q, userIds: string[]) {
  if (!userIds.length) return [];
  return db.select().from(sessions).where(inArray(sessions.userId, userIds)).orderBy(asc(sessions.createdAt));
}

export async function faturasOf(db: Q, clientIds: string[]) {
  if (!clientIds.length) return [];
  return db.select().from(faturas).where(inArray(faturas.clientId, clientIds)).orderBy(asc(faturas.numero));
}

export async function learningOf(db: Q, userIds: string[]) {
  if (!userIds.length) return { enrollments: [], attempts: [], certificates: [] };
  const enrollments = await db
    .select({ e: learningEnrollments, journey: learningJourneys.title })
    .from(learningEnrollments)
    .innerJoin(learningJourneys, eq(learningJourneys.id, learningEnrollments.journeyId))
    .where(inArray(learningEnrollments.userId, userIds))
    .orderBy(asc(learningEnrollments.enrolledAt));
  const attempts = await db
    .select()
    .from(learningAttempts)
    .where(and(inArray(learningAttempts.userId, userIds), eq(learningAttempts.preview, false)))
    .orderBy(asc(learningAttempts.startedAt));
  const certificates = await db
    .select()
    .from(learningCertificates)
    .where(inArray(learningCertificates.userId, userIds))
    .orderBy(asc(learningCertificates.issuedAt));
  return { enrollments, attempts, certificates };
}

/** `text` holds one of the needles. */
const holdsAny = (text: SQL, needles: string[]) => or(...needles.map((n) => sql`strpos(${text}, ${n}) > 0`));

/** OCR and certidão jobs whose extracted fields or page text name the person (by CPF or e-mail). */
export async function ocrJobsNaming(db: Q, needles: string[]) {
  if (!needles.length) return [];
  const inPages = db
    .select({ jobId: ocrPages.jobId })
    .from(ocrPages)
    .where(holdsAny(sql`${ocrPages.text} || ' ' || coalesce(${ocrPages.correctedText}, '')`, needles));
  return db
    .select()
    .from(ocrJobs)
    .where(or(holdsAny(sql`coalesce(${ocrJobs.certidao}::text, '')`, needles), inArray(ocrJobs.id, inPages)))
    .orderBy(asc(ocrJobs.createdAt));
}

export async function pagesNaming(db: Q, jobIds: string[], needles: string[]) {
  if (!jobIds.length || !needles.length) return [];
  return db
    .select({ jobId: ocrPages.jobId, pageNo: ocrPages.pageNo })
    .from(ocrPages)
    .where(
      and(
        inArray(ocrPages.jobId, jobIds),
        holdsAny(sql`${ocrPages.text} || ' ' || coalesce(${ocrPages.correctedText}, '')`, needles),
      ),
    )
    .orderBy(asc(ocrPages.jobId), asc(ocrPages.pageNo));
}

export async function pageFileKeys(db: Q, jobIds: string[]) {
  if (!jobIds.length) return [];
  return db
    .select({ imageKey: ocrPages.imageKey, pdfKey: ocrPages.pdfKey })
    .from(ocrPages)
    .where(inArray(ocrPages.jobId, jobIds));
}

/**
 * Storage keys of the attachments (documents, images) in the AI conversations of these users: the
 * conversations are deleted with the users' leftovers, and their files with them.
 */
export async function threadAttachmentKeys(db: Q, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ content: aiMessages.content })
    .from(aiMessages)
    .innerJoin(aiThreads, eq(aiThreads.id, aiMessages.threadId))
    .where(and(eq(aiThreads.ownerKind, 'user'), inArray(aiThreads.ownerId, userIds)));
  return rows.flatMap((row) =>
    Array.isArray(row.content)
      ? row.content.flatMap((part: { file_key?: unknown }) =>
          typeof part?.file_key === 'string' ? [part.file_key] : [],
        )
      : [],
  );
}

export async function cnibOf(db: Q, cpfs: string[]) {
  if (!cpfs.length) return { consultations: [], watches: [], alerts: [] };
  const consultations = await db
    .select({ c: cnibConsultations, clientName: clients.legalName })
    .from(cnibConsultations)
    .innerJoin(clients, eq(clients.id, cnibConsultations.clientId))
    .where(inArray(cnibConsultations.document, cpfs))
    .orderBy(asc(cnibConsultations.createdAt));
  const watches = await db.select().from(cnibWatches).where(inArray(cnibWatches.document, cpfs));
  const alerts = await db.select().from(cnibAlerts).where(inArray(cnibAlerts.document, cpfs));
  return { consultations, watches, alerts };
}

/** Audit entries done by the person, about their records, or naming them in their details. */
export async function auditOf(db: Q, ids: string[], needles: string[]) {
  const conds: SQL[] = [];
  if (ids.length) {
    conds.push(inArray(auditLogs.actorId, ids));
    conds.push(inArray(auditLogs.entityId, ids));
  }
  if (needles.length) {
    conds.push(inArray(auditLogs.actorEmail, needles));
    conds.push(holdsAny(sql`coalesce(${auditLogs.details}::text, '')`, needles)!);
  }
  if (!conds.length) return [];
  return db
    .select()
    .from(auditLogs)
    .where(or(...conds))
    .orderBy(asc(auditLogs.at), asc(auditLogs.id));
}

export async function acceptancesOf(db: Q, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({ a: termsAcceptances, title: terms.title })
    .from(termsAcceptances)
    .innerJoin(terms, eq(terms.id, termsAcceptances.termsId))
    .where(inArray(termsAcceptances.userId, userIds))
    .orderBy(asc(termsAcceptances.acceptedAt));
}

export async function threadsOf(db: Q, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({
      id: aiThreads.id,
      name: aiThreads.name,
      createdAt: aiThreads.createdAt,
      messages: sql<number>`(select count(*)::int from ${aiMessages} where ${aiMessages.threadId} = ${aiThreads.id})`,
    })
    .from(aiThreads)
    .where(and(eq(aiThreads.ownerKind, 'user'), inArray(aiThreads.ownerId, userIds)))
    .orderBy(asc(aiThreads.createdAt));
}

// ── anonymisation ───────────────────────────────────────────────────────────

export interface Pseudonyms {
  name: string;
  document: string;
  email: string;
}

/** Users become their pseudonym: no CPF, phone, photo or password, inactive, signed out. */
export async function anonymiseUsers(tx: Tx, ids: string[], p: Pseudonyms, now: Date): Promise<number> {
  if (!ids.length) return 0;
  let n = 0;
  for (const [i, id] of ids.entries()) {
    // e-mail is unique: a second account of the same person gets a suffix
    const email = i === 0 ? p.email : p.email.replace('@', `+${i + 1}@`);
    const rows = await tx
      .update(users)
      .set({
        name: p.name,
        email,
        cpf: null,
        phone: null,
        avatarKey: null,
        passwordHash: null,
        active: false,
        version: sql`${users.version} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    n += rows.length;
  }
  return n;
}

/** What nothing obliges keeping about these users: sessions, reset links, certificates, AI conversations. */
export async function deleteUserLeftovers(tx: Tx, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const counts = await Promise.all([
    tx.delete(sessions).where(inArray(sessions.userId, ids)).returning({ id: sessions.id }),
    tx
      .delete(passwordResetTokens)
      .where(inArray(passwordResetTokens.userId, ids))
      .returning({ id: passwordResetTokens.id }),
    tx
      .delete(learningCertificates)
      .where(inArray(learningCertificates.userId, ids))
      .returning({ id: learningCertificates.id }),
    tx
      .delete(aiThreads)
      .where(and(eq(aiThreads.ownerKind, 'user'), inArray(aiThreads.ownerId, ids)))
      .returning({ id: aiThreads.id }),
  ]);
  return counts.reduce((sum, rows) => sum + rows.length, 0);
}

/** A pessoa-física client becomes the pseudonym; contact and address are cleared. */
export async function anonymisePersonClients(tx: Tx, ids: string[], p: Pseudonyms, now: Date) {
  if (!ids.length) return 0;
  const rows = await tx
    .update(clients)
    .set({
      legalName: p.name,
      tradeName: null,
      document: p.document,
      email: null,
      phone: null,
      cep: null,
      street: null,
      number: null,
      complement: null,
      district: null,
      city: null,
      uf: null,
      version: sql`${clients.version} + 1`,
      updatedAt: now,
    })
    .where(inArray(clients.id, ids))
    .returning({ id: clients.id });
  return rows.length;
}

/** A company client whose contact e-mail is the person's loses that contact (the company stays). */
export async function clearContactEmails(tx: Tx, emails: string[], now: Date) {
  if (!emails.length) return 0;
  const rows = await tx
    .update(clients)
    .set({ email: null, version: sql`${clients.version} + 1`, updatedAt: now })
    .where(inArray(sql`lower(${clients.email})`, emails))
    .returning({ id: clients.id });
  return rows.length;
}

/**
 * CNIB: the consulted document and the name the ONR returned become the pseudonym (hash, date, result
 * and verification code stay); the monitoring of the document ends.
 */
export async function anonymiseCnib(tx: Tx, cpfs: string[], p: Pseudonyms) {
  if (!cpfs.length) return { changed: 0, deleted: 0 };
  const consultations = await tx
    .update(cnibConsultations)
    .set({
      document: p.document,
      nomeRazao: sql`case when ${cnibConsultations.nomeRazao} is null then null else ${p.name} end`,
    })
    .where(inArray(cnibConsultations.document, cpfs))
    .returning({ id: cnibConsultations.id });
  const items = await tx
    .update(cnibBatchItems)
    .set({ document: p.document })
    .where(inArray(cnibBatchItems.document, cpfs))
    .returning({ id: cnibBatchItems.id });
  const alerts = await tx
    .update(cnibAlerts)
    .set({ document: p.document })
    .where(inArray(cnibAlerts.document, cpfs))
    .returning({ id: cnibAlerts.id });
  const watches = await tx
    .delete(cnibWatches)
    .where(inArray(cnibWatches.document, cpfs))
    .returning({ id: cnibWatches.id });
  const states = await tx
    .delete(cnibWatchStates)
    .where(inArray(cnibWatchStates.document, cpfs))
    .returning({ d: cnibWatchStates.document });
  return {
    changed: consultations.length + items.length + alerts.length,
    deleted: watches.length + states.length,
  };
}

/** OCR jobs naming the person: files marked gone (deleted after commit), word boxes dropped. */
export async function dropOcrFiles(tx: Tx, jobIds: string[], now: Date) {
  if (!jobIds.length) return 0;
  await tx.update(ocrPages).set({ words: [] }).where(inArray(ocrPages.jobId, jobIds));
  const rows = await tx
    .update(ocrJobs)
    .set({ filesPurgedAt: now, searchablePdfKey: null, updatedAt: now })
    .where(and(inArray(ocrJobs.id, jobIds), isNull(ocrJobs.filesPurgedAt)))
    .returning({ id: ocrJobs.id });
  return rows.length;
}

/** Every text column of every table of the application (not generated, not the request records). */
export async function textColumns(tx: Tx) {
  return queryRows<{ table_name: string; column_name: string; data_type: string }>(
    tx,
    sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and is_generated = 'NEVER'
          and data_type in ('text', 'character varying', 'jsonb', 'json')
          and table_name not in ('lgpd_requests', '__drizzle_migrations')
        order by table_name, column_name`,
  );
}

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** One scrub: a regular expression (POSIX, PostgreSQL's) and the plain word that replaces it. */
export interface Scrub {
  pattern: string;
  replacement: string;
  caseInsensitive: boolean;
}

/**
 * Replaces every match of the scrubs in one column; returns how many rows changed. JSON columns are
 * rewritten through their text form (the replacements are plain words, no JSON syntax).
 */
export async function scrubColumn(
  tx: Tx,
  column: { table_name: string; column_name: string; data_type: string },
  scrubs: Scrub[],
): Promise<number> {
  const col = ident(column.column_name);
  const json = column.data_type === 'jsonb' || column.data_type === 'json';
  const asText = json ? sql`${col}::text` : col;
  let value: SQL = asText;
  for (const s of scrubs) {
    value = sql`regexp_replace(${value}, ${s.pattern}, ${s.replacement}, ${s.caseInsensitive ? 'gi' : 'g'})`;
  }
  const cast = json ? sql.raw(`::${column.data_type}`) : sql``;
  const matches = scrubs.map((s) =>
    s.caseInsensitive ? sql`${asText} ~* ${s.pattern}` : sql`${asText} ~ ${s.pattern}`,
  );
  const rows = await queryRows(
    tx,
    sql`update ${ident(column.table_name)} set ${col} = (${value})${cast} where ${or(...matches)} returning 1 as x`,
  );
  return rows.length;
}

// ── retention ───────────────────────────────────────────────────────────────

/** Sessions and reset links unused since `before` (access logs, Marco Civil art. 15). */
export async function deleteStaleSessions(db: Q, before: Date): Promise<number> {
  const s = await db.delete(sessions).where(lt(sessions.lastUsedAt, before)).returning({ id: sessions.id });
  const t = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.createdAt, before))
    .returning({ id: passwordResetTokens.id });
  return s.length + t.length;
}

export async function deleteClosedRequests(db: Q, before: Date): Promise<number> {
  const rows = await db
    .delete(lgpdRequests)
    .where(and(isNotNull(lgpdRequests.closedAt), lt(lgpdRequests.closedAt, before)))
    .returning({ id: lgpdRequests.id });
  return rows.length;
}
