import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { learningJourneys, learningSteps, learningTrails } from '../../../db/schema';

// Writes of journeys, trails and steps; their reads are in content-repository.ts.

type NewJourneyRow = typeof learningJourneys.$inferInsert;
type NewTrailRow = typeof learningTrails.$inferInsert;
type NewStepRow = typeof learningSteps.$inferInsert;

export async function insertJourneyRow(tx: Tx, values: NewJourneyRow): Promise<string> {
  const [row] = await tx.insert(learningJourneys).values(values).returning({ id: learningJourneys.id });
  return row!.id;
}

export async function updateJourneyRow(tx: Tx, id: string, values: Partial<NewJourneyRow>) {
  await tx.update(learningJourneys).set(values).where(eq(learningJourneys.id, id));
}

export async function deleteJourneyRow(tx: Tx, id: string) {
  await tx.delete(learningJourneys).where(eq(learningJourneys.id, id));
}

export const setJourneyPosition = (tx: Tx, id: string, position: number) =>
  updateJourneyRow(tx, id, { position });

/** Points the journey at a stored cover, or at none (`null`). */
export const setJourneyCoverRow = (tx: Tx, id: string, cover: { key: string; mime: string } | null) =>
  updateJourneyRow(tx, id, {
    coverKey: cover?.key ?? null,
    coverMime: cover?.mime ?? null,
    updatedAt: new Date(),
  });

export async function insertTrailRow(tx: Tx, values: NewTrailRow): Promise<string> {
  const [row] = await tx.insert(learningTrails).values(values).returning({ id: learningTrails.id });
  return row!.id;
}

export async function updateTrailRow(tx: Tx, id: string, values: Partial<NewTrailRow>) {
  await tx.update(learningTrails).set(values).where(eq(learningTrails.id, id));
}

export const setTrailPosition = (tx: Tx, id: string, position: number) =>
  updateTrailRow(tx, id, { position });

export async function deleteTrailRow(db: Db | Tx, id: string) {
  await db.delete(learningTrails).where(eq(learningTrails.id, id));
}

export async function deleteStepRows(tx: Tx, ids: string[]) {
  if (ids.length) await tx.delete(learningSteps).where(inArray(learningSteps.id, ids));
}

export async function insertStepRow(tx: Tx, values: NewStepRow) {
  await tx.insert(learningSteps).values(values);
}

export async function updateStepRow(tx: Tx, id: string, values: NewStepRow) {
  await tx.update(learningSteps).set(values).where(eq(learningSteps.id, id));
}
