import {
  type JourneyDetail,
  type JourneyInput,
  type JourneyListQuery,
  journeyInputSchema,
  type TrailInput,
  trailInputSchema,
} from '@siao/shared';
import type { Db, Tx } from '../../../db/client';
import type { AppDeps } from '../../../deps';
import { type AuditOrigin, writeAudit } from '../../../lib/audit';
import { AppError, fieldError } from '../../../lib/errors';
import { sanitizeRichTextHtml } from '../../../lib/sanitize-rich-text';
import type { FileSigner } from '../../../lib/storage/storage';
import { liveLearningDocumentIds } from '../documents/document-repository';
import {
  findJourney,
  findTrail,
  type JourneyRow,
  journeyClientIds,
  listJourneyRows,
  pageJourneyRows,
  setJourneyClients,
  stepsOf,
  trailCounts,
  trailsOf,
} from './content-repository';
import {
  deleteJourneyRow,
  deleteStepRows,
  deleteTrailRow,
  insertJourneyRow,
  insertStepRow,
  insertTrailRow,
  setJourneyPosition,
  setTrailPosition,
  updateJourneyRow,
  updateStepRow,
  updateTrailRow,
} from './content-write-repository';
import { toJourneySummary, toTrail } from './mappers';

export async function requireJourney(db: Db | Tx, id: string): Promise<JourneyRow> {
  const row = await findJourney(db, id);
  if (!row) throw new AppError('JOURNEY_NOT_FOUND');
  return row;
}

export async function requireTrail(db: Db | Tx, id: string) {
  const row = await findTrail(db, id);
  if (!row) throw new AppError('TRAIL_NOT_FOUND');
  return row;
}

/** Summaries of some journey rows (audience clients, trail counts, signed cover links). */
async function summariesOf(db: Db, rows: JourneyRow[], files?: FileSigner) {
  const ids = rows.map((r) => r.id);
  const [clientsMap, trails] = await Promise.all([journeyClientIds(db, ids), trailCounts(db, ids)]);
  return rows.map((j) => toJourneySummary(j, clientsMap.get(j.id) ?? [], trails.get(j.id) ?? 0, files));
}

/** Every journey in its order (the reorder view and pickers). */
export async function listJourneys(db: Db, files?: FileSigner) {
  return summariesOf(db, await listJourneyRows(db), files);
}

/** One page of the superadmin list: search in the title, "situação". */
export async function pageJourneys(db: Db, files: FileSigner, query: JourneyListQuery) {
  const { rows, total } = await pageJourneyRows(db, query);
  return { data: await summariesOf(db, rows, files), page: query.page, limit: query.limit, total };
}

/** `files` signs the cover's link (pass `deps.files`; without it `cover_url` is null). */
export async function journeyDetail(db: Db | Tx, id: string, files?: FileSigner): Promise<JourneyDetail> {
  const j = await requireJourney(db, id);
  const trails = await trailsOf(db, [j.id]);
  const steps = await stepsOf(
    db,
    trails.map((t) => t.id),
  );
  const clientIds = (await journeyClientIds(db, [j.id])).get(j.id) ?? [];
  return {
    ...toJourneySummary(j, clientIds, trails.length, files),
    trails: trails.map((t) => toTrail(t, steps)),
  };
}

const journeyValues = (d: ReturnType<typeof journeyInputSchema.parse>) => ({
  title: d.title,
  description: d.description,
  workloadHours: d.workload_hours,
  position: d.position,
  published: d.published,
  audience: d.audience,
  dueAt: d.due_at ? new Date(d.due_at) : null,
  dueDays: d.due_days,
  funcoes: [...new Set(d.funcoes)],
  updatedAt: new Date(),
});

export async function saveJourney(
  deps: AppDeps,
  id: string | null,
  input: JourneyInput,
  origin: AuditOrigin,
) {
  const d = journeyInputSchema.parse(input);
  return deps.db.transaction(async (tx) => {
    let journeyId = id;
    if (journeyId) {
      await requireJourney(tx, journeyId);
      await updateJourneyRow(tx, journeyId, journeyValues(d));
    } else {
      journeyId = await insertJourneyRow(tx, journeyValues(d));
    }
    await setJourneyClients(
      tx,
      journeyId,
      d.audience === 'clientes_escolhidos' ? [...new Set(d.client_ids)] : [],
    );
    await writeAudit(
      tx,
      {
        action: id ? 'learning.journey.updated' : 'learning.journey.created',
        entity: 'learning_journey',
        entityId: journeyId,
        details: { title: d.title, published: d.published },
      },
      origin,
    );
    return journeyId;
  });
}

export async function deleteJourney(deps: AppDeps, id: string, origin: AuditOrigin) {
  const cover = await deps.db.transaction(async (tx) => {
    const j = await requireJourney(tx, id);
    await deleteJourneyRow(tx, id);
    await writeAudit(
      tx,
      {
        action: 'learning.journey.deleted',
        entity: 'learning_journey',
        entityId: id,
        details: { title: j.title },
      },
      origin,
    );
    return j.coverKey;
  });
  if (cover) await deps.storage.delete(cover);
}

/** Persists a new order: `ids` must be exactly the current members, in their new order. */
export async function applyOrder(
  _tx: Tx,
  current: string[],
  ids: string[],
  set: (id: string, position: number) => Promise<unknown>,
) {
  if (
    ids.length !== current.length ||
    new Set(ids).size !== ids.length ||
    ids.some((i) => !current.includes(i))
  )
    throw new AppError('REORDER_MISMATCH');
  for (const [position, id] of ids.entries()) await set(id, position);
}

export async function reorderJourneys(deps: AppDeps, ids: string[]) {
  await deps.db.transaction(async (tx) => {
    const current = (await listJourneyRows(tx)).map((r) => r.id);
    await applyOrder(tx, current, ids, (id, position) => setJourneyPosition(tx, id, position));
  });
}

export async function reorderTrails(deps: AppDeps, journeyId: string, ids: string[]) {
  await deps.db.transaction(async (tx) => {
    await requireJourney(tx, journeyId);
    const current = (await trailsOf(tx, [journeyId])).map((t) => t.id);
    await applyOrder(tx, current, ids, (id, position) => setTrailPosition(tx, id, position));
  });
}

/** Document steps pick only live SiãoSeg documents (not any document of the documents module). */
async function requireStepDocuments(tx: Tx, steps: { kind: string; document_id: string | null }[]) {
  const wanted = steps.flatMap((s) => (s.kind === 'documento' && s.document_id ? [s.document_id] : []));
  const found = await liveLearningDocumentIds(tx, [...new Set(wanted)]);
  const index = steps.findIndex((s) => s.kind === 'documento' && s.document_id && !found.has(s.document_id));
  if (index < 0) return;
  throw fieldError('LEARNING_DOCUMENT_NOT_FOUND', `steps.${index}.document_id`);
}

/** Creates or updates a trail with its whole ordered step list (kept steps keep their progress). */
export async function saveTrail(deps: AppDeps, journeyId: string, trailId: string | null, input: TrailInput) {
  const d = trailInputSchema.parse(input);
  return deps.db.transaction(async (tx) => {
    await requireJourney(tx, journeyId);
    await requireStepDocuments(tx, d.steps);
    let id = trailId;
    if (id) {
      const trail = await requireTrail(tx, id);
      if (trail.journeyId !== journeyId) throw new AppError('TRAIL_NOT_FOUND');
      await updateTrailRow(tx, id, { title: d.title, description: d.description });
    } else {
      const position = (await trailsOf(tx, [journeyId])).length;
      id = await insertTrailRow(tx, { journeyId, title: d.title, description: d.description, position });
    }
    const existing = (await stepsOf(tx, [id])).map((s) => s.id);
    const keep = d.steps.flatMap((s) => (s.id && existing.includes(s.id) ? [s.id] : []));
    const gone = existing.filter((s) => !keep.includes(s));
    await deleteStepRows(tx, gone);
    for (const [position, s] of d.steps.entries()) {
      const values = {
        trailId: id,
        position,
        kind: s.kind,
        title: s.title,
        documentId: s.kind === 'documento' ? s.document_id : null,
        videoUrl: s.kind === 'video' ? s.video_url : null,
        videoMinutes: s.kind === 'video' ? s.video_minutes : null,
        lessonHtml: s.kind === 'licao' && s.lesson_html ? sanitizeRichTextHtml(s.lesson_html) : null,
        quizId: s.kind === 'quiz' ? s.quiz_id : null,
      };
      if (s.id && keep.includes(s.id)) await updateStepRow(tx, s.id, values);
      else await insertStepRow(tx, values);
    }
    return id;
  });
}

export async function deleteTrail(deps: AppDeps, id: string) {
  await requireTrail(deps.db, id);
  await deleteTrailRow(deps.db, id);
}
