import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  learningJourneyClients,
  learningJourneys,
  learningQuestions,
  learningQuestionVersions,
  learningQuizzes,
  learningSteps,
  learningTrails,
} from '../../db/schema';

export type JourneyRow = typeof learningJourneys.$inferSelect;
export type TrailRow = typeof learningTrails.$inferSelect;
export type StepRow = typeof learningSteps.$inferSelect;
export type QuizRow = typeof learningQuizzes.$inferSelect;
export type QuestionRow = typeof learningQuestions.$inferSelect;
export type VersionRow = typeof learningQuestionVersions.$inferSelect;

export const listJourneyRows = (db: Db | Tx) =>
  db.select().from(learningJourneys).orderBy(asc(learningJourneys.position), asc(learningJourneys.title));

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
