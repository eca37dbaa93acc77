import { type CnibAlert, type CnibWatch, formatDocumentLabel, saoPauloToday } from '@siao/shared';
import type { Tx } from '../../../db/client';
import type { AppDeps } from '../../../deps';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import type { Repairer } from '../../../lib/jobs/reconciler';
import type { JobContext } from '../../../lib/jobs/types';
import { targetClient } from './credentials';
import {
  advanceCursor,
  closeChunk,
  cursorOf,
  ensureRun,
  inFlightOf,
  selectRun,
  selectRunWithoutLiveJob,
  selectWatchTargets,
  setInFlight,
  type WatchTarget,
} from './monitoring-repository';
import type { OnrOutcome } from './onr-types';
import { takeOnrTurn } from './rate-limit';
import { callOnr, rowOf, storeIn } from './service';
import {
  deleteWatch,
  insertAlert,
  insertWatch,
  selectAlerts,
  selectWatches,
  upsertWatchState,
} from './watch-repository';

export const CNIB_MONITORING_JOB = 'cnib-monitoring';

export async function listWatches(deps: AppDeps, auth: AuthContext, clientId?: string): Promise<CnibWatch[]> {
  const target = targetClient(auth, clientId);
  const rows = await selectWatches(deps.db, target);
  return rows.map(({ watch, userName, state }) => ({
    id: watch.id,
    documento: watch.document,
    usuario_nome: userName,
    indisponivel: state?.indisponivel ?? null,
    qtd_ordens: state?.qtdOrdens ?? null,
    verificado_em: state?.checkedAt.toISOString() ?? null,
  }));
}

export async function addWatch(
  deps: AppDeps,
  auth: AuthContext,
  input: { client_id?: string; documento: string },
) {
  const clientId = targetClient(auth, input.client_id);
  await insertWatch(deps.db, { clientId, document: input.documento, userId: auth.userId });
  return listWatches(deps, auth, clientId);
}

export async function removeWatch(deps: AppDeps, auth: AuthContext, id: string) {
  const scoped = auth.role === 'cliente' ? (auth.clientId ?? '00000000-0000-4000-8000-000000000000') : null;
  if (!(await deleteWatch(deps.db, id, scoped))) throw new AppError('NOT_FOUND');
}

export async function listAlerts(deps: AppDeps, auth: AuthContext, clientId?: string): Promise<CnibAlert[]> {
  const target = targetClient(auth, clientId);
  return (await selectAlerts(deps.db, target)).map((a) => ({
    id: a.id,
    documento: a.document,
    mensagem: a.message,
    criado_em: a.createdAt.toISOString(),
  }));
}

/** Continuation jobs of a day's run: one open job per (day, chunk), the key enforced by the queue's table. */
export const CNIB_MONITORING_CHUNK_JOB = 'cnib-monitoring-chunk';
export interface ChunkPayload {
  day: string;
  chunk: number;
}
const chunkKey = (p: ChunkPayload) => `${p.day}:${p.chunk}`;

async function queueChunk(deps: AppDeps, tx: Tx, payload: ChunkPayload) {
  return deps.jobs.enqueue(tx, CNIB_MONITORING_CHUNK_JOB, payload, { singletonKey: chunkKey(payload) });
}

/**
 * The daily (cron) job: opens today's run (once a day) and enqueues its current chunk. Idempotent by
 * state: a second start the same day finds the run and the open chunk job (or a finished run) and adds
 * nothing.
 */
export async function startMonitoring(deps: AppDeps, now = new Date()) {
  const day = saoPauloToday(now);
  await deps.db.transaction(async (tx) => {
    const run = await ensureRun(tx, day);
    if (!run.finishedAt) await queueChunk(deps, tx, { day, chunk: run.chunk });
  });
}

/** Reconciler repair: today's unfinished run whose chunk job was lost or failed for good gets it again. */
export function cnibMonitoringRepairer(deps: AppDeps): Repairer {
  return {
    name: 'cnib_monitoring_without_job',
    async repair() {
      const run = await selectRunWithoutLiveJob(deps.db, saoPauloToday(), CNIB_MONITORING_CHUNK_JOB);
      if (!run) return 0;
      await deps.db.transaction((tx) => queueChunk(deps, tx, { day: run.day, chunk: run.chunk }));
      return 1;
    },
  };
}

/** An ONR outage stops the chunk: the job is retried later and resumes at the same document. */
const isOutage = (failure: AppError | undefined) =>
  failure?.code === 'CNIB_UNAVAILABLE' || failure?.code === 'CNIB_UNCONFIRMED';

/**
 * One chunk of a day's run: the next CNIB_MONITORING_CHUNK watched documents after the run's cursor,
 * consulted at CNIB_RATE_PER_SECOND per client across every process. For each document one transaction
 * stores the consultation, the alert and one e-mail per watcher (when indisponivel or qtdOrdens changed
 * against the last known state), the new state and the cursor: a retry after a crash or an outage
 * resumes after the last document done and consults none twice the same day. The chunk ends by
 * finishing the run or enqueuing the next chunk, in one transaction.
 *
 * ONR unavailable (5xx after its retries) stops the chunk with the cursor before the document (nothing
 * was stored); a timeout stores the document as an error (ONR may have consulted it) and stops too. Other
 * failures (no credentials, a refusal) are stored as errors and the run goes on.
 */
export async function runMonitoringChunk(
  deps: AppDeps,
  payload: ChunkPayload,
  ctx: Pick<JobContext, 'signal' | 'progress'>,
) {
  const run = await selectRun(deps.db, payload.day);
  if (!run || run.finishedAt || run.chunk !== payload.chunk) return; // done, or a stale duplicate
  const size = deps.config.CNIB_MONITORING_CHUNK;
  let cursor = cursorOf(run);
  const targets = await selectWatchTargets(deps.db, cursor, size);
  let done = 0;
  let interrupted = inFlightOf(run);
  for (const t of targets) {
    const from = cursor;
    // the previous execution stopped during this document's call: ONR may have consulted (and charged)
    // it, so it is not sent again; stored "a confirmar" like a timeout, and the run goes on
    if (interrupted && interrupted.clientId === t.clientId && interrupted.document === t.document) {
      interrupted = null;
      const unconfirmed = new AppError('CNIB_UNCONFIRMED', {
        params: { reason: 'processamento interrompido' },
      });
      await deps.db.transaction(async (tx) => {
        await recordResult(deps, tx, t, undefined, unconfirmed);
        if (!(await advanceCursor(tx, payload.day, from, t)))
          throw new Error('outra execução do monitoramento avançou este dia');
      });
      cursor = { clientId: t.clientId, document: t.document };
      done += 1;
      await ctx.progress(done, targets.length);
      continue;
    }
    interrupted = null;
    if ((await takeOnrTurn(deps.kv, t.clientId, deps.config.CNIB_RATE_PER_SECOND, ctx.signal)) === null)
      throw new Error('monitoramento interrompido; continua do documento em que parou');
    await setInFlight(deps.db, payload.day, t);
    const { outcome, failure } = await callOnr(deps, t.clientId, (cpf) => ({
      cpf_usuario: cpf,
      documento: t.document,
    }));
    if (failure?.code === 'CNIB_UNAVAILABLE') {
      // provably not consulted (refused, or 502/503 after the client's retries): sent again on the retry
      await setInFlight(deps.db, payload.day, null);
      throw failure;
    }
    await deps.db.transaction(async (tx) => {
      await recordResult(deps, tx, t, outcome, failure);
      if (!(await advanceCursor(tx, payload.day, from, t)))
        throw new Error('outra execução do monitoramento avançou este dia');
    });
    cursor = { clientId: t.clientId, document: t.document };
    if (isOutage(failure)) throw failure;
    done += 1;
    await ctx.progress(done, targets.length);
  }
  await deps.db.transaction(async (tx) => {
    const finished = targets.length < size;
    if (!(await closeChunk(tx, payload.day, payload.chunk, finished)) || finished) return;
    await queueChunk(deps, tx, { day: payload.day, chunk: payload.chunk + 1 });
  });
}

/** The consultation, and on a change the alert, one e-mail per watcher and the new state, in `tx`. */
async function recordResult(
  deps: AppDeps,
  tx: Tx,
  t: WatchTarget,
  outcome: OnrOutcome | undefined,
  failure: AppError | undefined,
) {
  const consultationId = await storeIn(
    tx,
    null,
    { actorId: null },
    {
      ...rowOf(outcome, failure),
      clientId: t.clientId,
      userId: null,
      document: t.document,
      finalidade: 'Monitoramento diário',
    },
    'cnib.monitoramento',
  );
  if (outcome?.kind !== 'ok') return;
  const now = { indisponivel: outcome.data.indisponivel, qtdOrdens: outcome.data.qtdOrdens };
  const before = t.state;
  if (before && (before.indisponivel !== now.indisponivel || before.qtdOrdens !== now.qtdOrdens)) {
    const message =
      `${formatDocumentLabel(t.document)}: indisponível ${before.indisponivel ? 'SIM' : 'NÃO'} → ${now.indisponivel ? 'SIM' : 'NÃO'}, ` +
      `ordens ${before.qtdOrdens} → ${now.qtdOrdens}.`;
    await insertAlert(tx, { clientId: t.clientId, document: t.document, message, consultationId });
    // one message per watcher: no watcher sees who else watches the document
    for (const to of t.emails) {
      await deps.mailer.send(
        {
          to,
          subject: `CNIB: mudança na indisponibilidade de ${formatDocumentLabel(t.document)}`,
          text: `O monitoramento da CNIB encontrou uma mudança.\n\n${message}\n\nConsulte os detalhes em ${deps.config.PUBLIC_URL}/services/cnib`,
        },
        tx,
      );
    }
  }
  await upsertWatchState(tx, { clientId: t.clientId, document: t.document, ...now, checkedAt: new Date() });
}
