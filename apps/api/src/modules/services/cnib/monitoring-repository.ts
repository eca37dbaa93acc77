import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { cnibMonitoringRuns, cnibWatches, cnibWatchStates, users } from '../../../db/schema';

export type MonitoringRun = typeof cnibMonitoringRuns.$inferSelect;
/** Where a run stopped: the last (client, document) done, or null before the first. */
export type MonitoringCursor = { clientId: string; document: string } | null;

export const cursorOf = (run: MonitoringRun): MonitoringCursor =>
  run.cursorClientId && run.cursorDocument
    ? { clientId: run.cursorClientId, document: run.cursorDocument }
    : null;

/** The day's run, created on first use (a second start of the same day finds the first one). */
export async function ensureRun(tx: Tx, day: string): Promise<MonitoringRun> {
  await tx.insert(cnibMonitoringRuns).values({ day }).onConflictDoNothing();
  const [run] = await tx.select().from(cnibMonitoringRuns).where(eq(cnibMonitoringRuns.day, day));
  return run!;
}

export async function selectRun(db: Db | Tx, day: string): Promise<MonitoringRun | null> {
  const [run] = await db.select().from(cnibMonitoringRuns).where(eq(cnibMonitoringRuns.day, day));
  return run ?? null;
}

/**
 * Moves the cursor from `from` to `to` only if it is still at `from` (compare and set, in the transaction
 * that stores the document's result): false when another run of the same day moved it first.
 */
export async function advanceCursor(
  tx: Tx,
  day: string,
  from: MonitoringCursor,
  to: { clientId: string; document: string },
): Promise<boolean> {
  const at = from
    ? and(
        eq(cnibMonitoringRuns.cursorClientId, from.clientId),
        eq(cnibMonitoringRuns.cursorDocument, from.document),
      )
    : isNull(cnibMonitoringRuns.cursorDocument);
  const moved = await tx
    .update(cnibMonitoringRuns)
    .set({
      cursorClientId: to.clientId,
      cursorDocument: to.document,
      inFlightClientId: null,
      inFlightDocument: null,
      done: sql`${cnibMonitoringRuns.done} + 1`,
    })
    .where(and(eq(cnibMonitoringRuns.day, day), isNull(cnibMonitoringRuns.finishedAt), at))
    .returning({ day: cnibMonitoringRuns.day });
  return moved.length > 0;
}

/** Ends the chunk `chunk`: either the run is finished, or `chunk + 1` is next. False when already done. */
/** The document a run's ONR call is for, or null: set (committed) before the call, cleared with its result. */
export const inFlightOf = (run: MonitoringRun): MonitoringCursor =>
  run.inFlightClientId && run.inFlightDocument
    ? { clientId: run.inFlightClientId, document: run.inFlightDocument }
    : null;

/** Marks (or, with null, unmarks) the document whose ONR call is about to leave; committed on its own. */
export async function setInFlight(db: Db | Tx, day: string, target: MonitoringCursor): Promise<void> {
  await db
    .update(cnibMonitoringRuns)
    .set({ inFlightClientId: target?.clientId ?? null, inFlightDocument: target?.document ?? null })
    .where(eq(cnibMonitoringRuns.day, day));
}

export async function closeChunk(tx: Tx, day: string, chunk: number, finished: boolean): Promise<boolean> {
  const closed = await tx
    .update(cnibMonitoringRuns)
    .set(finished ? { finishedAt: new Date() } : { chunk: chunk + 1 })
    .where(
      and(
        eq(cnibMonitoringRuns.day, day),
        eq(cnibMonitoringRuns.chunk, chunk),
        isNull(cnibMonitoringRuns.finishedAt),
      ),
    )
    .returning({ day: cnibMonitoringRuns.day });
  return closed.length > 0;
}

export interface WatchTarget {
  clientId: string;
  document: string;
  /** one per watcher: each gets an e-mail of their own */
  emails: string[];
  state: typeof cnibWatchStates.$inferSelect | null;
}

/**
 * The next `limit` watched (client, document) pairs after `after`, in (client, document) order, with their
 * watchers' e-mails and the last known state.
 */
export async function selectWatchTargets(
  db: Db,
  after: MonitoringCursor,
  limit: number,
): Promise<WatchTarget[]> {
  const past = after
    ? or(
        sql`${cnibWatches.clientId} > ${after.clientId}`,
        and(eq(cnibWatches.clientId, after.clientId), sql`${cnibWatches.document} > ${after.document}`),
      )
    : undefined;
  const pairs = await db
    .selectDistinct({ clientId: cnibWatches.clientId, document: cnibWatches.document })
    .from(cnibWatches)
    .where(past)
    .orderBy(asc(cnibWatches.clientId), asc(cnibWatches.document))
    .limit(limit);
  if (pairs.length === 0) return [];
  const last = pairs[pairs.length - 1]!;
  const rows = await db
    .select({
      clientId: cnibWatches.clientId,
      document: cnibWatches.document,
      email: users.email,
      state: cnibWatchStates,
    })
    .from(cnibWatches)
    .innerJoin(users, eq(users.id, cnibWatches.userId))
    .leftJoin(
      cnibWatchStates,
      and(
        eq(cnibWatchStates.clientId, cnibWatches.clientId),
        eq(cnibWatchStates.document, cnibWatches.document),
      ),
    )
    .where(
      and(
        inArray(cnibWatches.clientId, [...new Set(pairs.map((p) => p.clientId))]),
        past,
        or(
          sql`${cnibWatches.clientId} < ${last.clientId}`,
          and(eq(cnibWatches.clientId, last.clientId), sql`${cnibWatches.document} <= ${last.document}`),
        ),
      ),
    )
    .orderBy(asc(cnibWatches.clientId), asc(cnibWatches.document), asc(users.email));
  const targets = new Map<string, WatchTarget>();
  for (const r of rows) {
    const key = `${r.clientId}:${r.document}`;
    const t = targets.get(key) ?? { clientId: r.clientId, document: r.document, emails: [], state: r.state };
    t.emails.push(r.email);
    targets.set(key, t);
  }
  return [...targets.values()];
}

/** Unfinished runs of `day` whose continuation job (`day:chunk`) is not queued or running: lost or failed for good. */
export async function selectRunWithoutLiveJob(
  db: Db,
  day: string,
  queue: string,
): Promise<MonitoringRun | null> {
  const [run] = await db
    .select()
    .from(cnibMonitoringRuns)
    .where(
      and(
        eq(cnibMonitoringRuns.day, day),
        isNull(cnibMonitoringRuns.finishedAt),
        sql`not exists (select 1 from pgboss.job j where j.name = ${queue} and j.singleton_key = ${cnibMonitoringRuns.day}::text || ':' || ${cnibMonitoringRuns.chunk}::text and j.state < 'completed')`,
      ),
    );
  return run ?? null;
}
