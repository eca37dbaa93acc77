import { and, arrayContains, asc, count, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  learningJourneyClients,
  learningJourneys,
  learningQuestions,
  learningQuestionVersions,
  learningQuizzes,
  learningSteps,
  learningTrails,
} from '../../../db/schema';

export type JourneyRow = typeof learningJourneys.$inferSelect;
export type TrailRow = typeof learningTrails.$inferSelect;
export type StepRow = typeof learningSteps.$inferSelect;
export type QuizRow = typeof learningQuizzes.$inferSelect;
export type QuestionRow = typeof learningQuestions.$inferSelect;
export type VersionRow = typeof learningQuestionVersions.$inferSelect;

export const listJourneyRows = (db: Db | Tx) =>
  db.select().from(learningJourneys).orderBy(asc(learningJourneys.position), asc(learningJourneys.title));

/** `%text%` for ilike, with the pattern characters of the search escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** One page of rows and the total that matches `where` (same filter for both). */
async function pageOfRows<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>) {
  const [list, [counted]] = await Promise.all([rows, total]);
  return { rows: list, total: Number(counted?.n ?? 0) };
}

/** The superadmin list of journeys: search in the title, "situação" (published or draft). */
export function pageJourneyRows(
  db: Db,
  f: { page: number; limit: number; q?: string; situacao?: 'publicada' | 'rascunho' },
) {
  const where = and(
    f.q ? ilike(learningJourneys.title, contains(f.q)) : undefined,
    f.situacao ? eq(learningJourneys.published, f.situacao === 'publicada') : undefined,
  );
  return pageOfRows(
    db
      .select()
      .from(learningJourneys)
      .where(where)
      .orderBy(asc(learningJourneys.position), asc(learningJourneys.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(learningJourneys).where(where),
  );
}

/** Trail counts of some journeys. */
export async function trailCounts(db: Db | Tx, journeyIds: string[]) {
  if (!journeyIds.length) return new Map<string, number>();
  const rows = await db
    .select({ id: learningTrails.journeyId, n: count() })
    .from(learningTrails)
    .where(inArray(learningTrails.journeyId, journeyIds))
    .groupBy(learningTrails.journeyId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export function pageQuizRows(db: Db, f: { page: number; limit: number; q?: string }) {
  const where = f.q ? ilike(learningQuizzes.title, contains(f.q)) : undefined;
  return pageOfRows(
    db
      .select()
      .from(learningQuizzes)
      .where(where)
      .orderBy(asc(learningQuizzes.title), asc(learningQuizzes.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(learningQuizzes).where(where),
  );
}

/**
 * Live questions, each with its current version: of one quiz (in the quiz's order) or the whole
 * bank (by quiz, then order); search in the current statement, tag (GIN index), category.
 */
export function pageQuestionRows(
  db: Db,
  f: { page: number; limit: number; q?: string; tag?: string; category?: string; quizId?: string },
) {
  const conditions: (SQL | undefined)[] = [
    isNull(learningQuestions.deletedAt),
    f.quizId ? eq(learningQuestions.quizId, f.quizId) : undefined,
    f.tag ? arrayContains(learningQuestions.tags, [f.tag]) : undefined,
    f.category ? eq(learningQuestions.category, f.category) : undefined,
    f.q ? ilike(learningQuestionVersions.statement, contains(f.q)) : undefined,
  ];
  const where = and(...conditions);
  const current = eq(learningQuestionVersions.id, learningQuestions.currentVersionId);
  return pageOfRows(
    db
      .select({ q: learningQuestions, v: learningQuestionVersions })
      .from(learningQuestions)
      .innerJoin(learningQuestionVersions, current)
      .where(where)
      .orderBy(asc(learningQuestions.quizId), asc(learningQuestions.position), asc(learningQuestions.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db
      .select({ n: count() })
      .from(learningQuestions)
      .innerJoin(learningQuestionVersions, current)
      .where(where),
  );
}

/** Tags of live questions with how many questions carry each (the list's tag filter). */
export async function questionTagCounts(db: Db) {
  const tag = sql<string>`unnest(${learningQuestions.tags})`;
  const rows = await db
    .select({ tag, n: count() })
    .from(learningQuestions)
    .where(isNull(learningQuestions.deletedAt))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({ tag: r.tag, questions: Number(r.n) }));
}

/** Version numbers of some version ids (a pinned slot shows its number). */
export async function versionNumbers(db: Db | Tx, ids: string[]) {
  if (!ids.length) return new Map<string, number>();
  const rows = await db
    .select({ id: learningQuestionVersions.id, version: learningQuestionVersions.version })
    .from(learningQuestionVersions)
    .where(inArray(learningQuestionVersions.id, ids));
  return new Map(rows.map((r) => [r.id, r.version]));
}

export async function findJourney(db: Db | Tx, id: string) {
  const [row] = await db.select().from(learningJourneys).where(eq(learningJourneys.id, id));
  return row;
}

export async function journeyClientIds(db: Db | Tx, journeyIds: string[]) {
  if (!journeyIds.length) return new Map<string, string[]>();
  const rows = await db
    .select()
    .from(learningJourneyClients)
    .where(inArray(learningJourneyClients.journeyId, journeyIds));
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.journeyId, [...(map.get(r.journeyId) ?? []), r.clientId]);
  return map;
}

export async function setJourneyClients(tx: Tx, journeyId: string, clientIds: string[]) {
  await tx.delete(learningJourneyClients).where(eq(learningJourneyClients.journeyId, journeyId));
  if (clientIds.length)
    await tx.insert(learningJourneyClients).values(clientIds.map((clientId) => ({ journeyId, clientId })));
}

export const trailsOf = (db: Db | Tx, journeyIds: string[]) =>
  journeyIds.length
    ? db
        .select()
        .from(learningTrails)
        .where(inArray(learningTrails.journeyId, journeyIds))
        .orderBy(asc(learningTrails.position), asc(learningTrails.createdAt))
    : Promise.resolve([] as TrailRow[]);

export const stepsOf = (db: Db | Tx, trailIds: string[]) =>
  trailIds.length
    ? db
        .select()
        .from(learningSteps)
        .where(inArray(learningSteps.trailId, trailIds))
        .orderBy(asc(learningSteps.position))
    : Promise.resolve([] as StepRow[]);

export async function findTrail(db: Db | Tx, id: string) {
  const [row] = await db.select().from(learningTrails).where(eq(learningTrails.id, id));
  return row;
}

export async function findStep(db: Db | Tx, id: string) {
  const [row] = await db.select().from(learningSteps).where(eq(learningSteps.id, id));
  return row;
}

export const listQuizRows = (db: Db | Tx) =>
  db.select().from(learningQuizzes).orderBy(asc(learningQuizzes.title), asc(learningQuizzes.id));

export async function findQuiz(db: Db | Tx, id: string) {
  const [row] = await db.select().from(learningQuizzes).where(eq(learningQuizzes.id, id));
  return row;
}

export async function questionCounts(db: Db | Tx) {
  const rows = await db
    .select({ quizId: learningQuestions.quizId, n: count() })
    .from(learningQuestions)
    .where(isNull(learningQuestions.deletedAt))
    .groupBy(learningQuestions.quizId);
  return new Map(rows.map((r) => [r.quizId, Number(r.n)]));
}

/** The version a quiz slot serves: the pinned one, else the current one. */
export const slotVersionId = sql`coalesce(${learningQuestions.pinnedVersionId}, ${learningQuestions.currentVersionId})`;

/** Live questions of a quiz, in order, each with the version its slot serves (pinned or current). */
export async function slotQuestions(db: Db | Tx, quizId: string) {
  return db
    .select({ q: learningQuestions, v: learningQuestionVersions })
    .from(learningQuestions)
    .innerJoin(learningQuestionVersions, eq(learningQuestionVersions.id, slotVersionId))
    .where(and(eq(learningQuestions.quizId, quizId), isNull(learningQuestions.deletedAt)))
    .orderBy(asc(learningQuestions.position), asc(learningQuestions.createdAt));
}

/** Live questions of a quiz, in order, each with its current version. */
export async function currentQuestions(db: Db | Tx, quizId: string) {
  return db
    .select({ q: learningQuestions, v: learningQuestionVersions })
    .from(learningQuestions)
    .innerJoin(learningQuestionVersions, eq(learningQuestionVersions.id, learningQuestions.currentVersionId))
    .where(and(eq(learningQuestions.quizId, quizId), isNull(learningQuestions.deletedAt)))
    .orderBy(asc(learningQuestions.position), asc(learningQuestions.createdAt));
}

export async function findQuestion(db: Db | Tx, id: string) {
  const [row] = await db
    .select({ q: learningQuestions, v: learningQuestionVersions })
    .from(learningQuestions)
    .innerJoin(learningQuestionVersions, eq(learningQuestionVersions.id, learningQuestions.currentVersionId))
    .where(and(eq(learningQuestions.id, id), isNull(learningQuestions.deletedAt)));
  return row;
}

export const versionsByIds = (db: Db | Tx, ids: string[]) =>
  ids.length
    ? db.select().from(learningQuestionVersions).where(inArray(learningQuestionVersions.id, ids))
    : Promise.resolve([] as VersionRow[]);
