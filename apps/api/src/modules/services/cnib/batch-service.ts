import type { CnibBatch, cnibBatchInputSchema } from '@siao/shared';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import type { AppDeps } from '../../../deps';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import type { Repairer } from '../../../lib/jobs/reconciler';
import type { JobContext } from '../../../lib/jobs/types';
import {
  claimForConsulting,
  completeBatch,
  finishItem,
  insertBatch,
  markInterrupted,
  selectBatch,
  selectBatchesWithoutLiveJob,
  selectBatchItems,
  selectPendingItems,
  setBatchJob,
} from './batch-repository';
import { loadCredentials, targetClient } from './credentials';
import { resultOf } from './mapper';
import { takeOnrTurn } from './rate-limit';
import { callOnr, rowOf, scopeOf, storeIn } from './service';

export const CNIB_BATCH_JOB = 'cnib-batch';
type BatchInput = z.output<typeof cnibBatchInputSchema>;

/**
 * Creates the batch with one item per document and its job in one transaction (a batch never waits for
 * a job that was not enqueued); credentials are checked first.
 */
export async function createBatch(deps: AppDeps, auth: AuthContext, input: BatchInput) {
  const clientId = targetClient(auth, input.client_id);
  await loadCredentials(deps, clientId);
  const documents = [...new Set(input.documentos)];
  const id = await deps.db.transaction(async (tx) => {
    const batchId = await insertBatch(
      tx,
      { clientId, userId: auth.userId, finalidade: input.finalidade || null, total: documents.length },
      documents,
    );
    await queueBatch(deps, tx, batchId);
    return batchId;
  });
  return getBatch(deps, auth, id);
}

/** Reconciler repair: every unfinished batch whose job was lost or failed for good gets a job again. */
export function cnibBatchRepairer(deps: AppDeps): Repairer {
  return {
    name: 'cnib_batch_without_job',
    async repair() {
      const ids = await selectBatchesWithoutLiveJob(deps.db);
      for (const id of ids) await deps.db.transaction((tx) => queueBatch(deps, tx, id));
      return ids.length;
    },
  };
}

/** Enqueues the batch's job (one open job per batch) and notes it on the batch, in the caller's transaction. */
export async function queueBatch(deps: AppDeps, tx: Tx, batchId: string) {
  const jobId = await deps.jobs.enqueue(tx, CNIB_BATCH_JOB, { batchId }, { singletonKey: batchId });
  await setBatchJob(tx, batchId, jobId);
}

export async function getBatch(deps: AppDeps, auth: AuthContext, id: string): Promise<CnibBatch> {
  const batch = await selectBatch(deps.db, id, scopeOf(auth));
  if (!batch) throw new AppError('NOT_FOUND');
  const items = await selectBatchItems(deps.db, id);
  return {
    id: batch.id,
    client_id: batch.clientId,
    status: batch.status,
    total: batch.total,
    feitos: batch.done,
    falhas: batch.failed,
    finalidade: batch.finalidade,
    criado_em: batch.createdAt.toISOString(),
    concluido_em: batch.finishedAt?.toISOString() ?? null,
    itens: items.map(({ item, status, indisponivel, qtdOrdens, hash }) => ({
      posicao: item.position + 1,
      documento: item.document,
      // the call on its way is still waiting for its answer, as far as the user can tell
      situacao: item.status === 'consultando' ? 'pendente' : item.status,
      resultado: status ? resultOf({ status, indisponivel }) : null,
      qtd_ordens: qtdOrdens,
      hash,
      consulta_id: item.consultationId,
      erro: item.error,
    })),
  };
}

/**
 * The job: consults each pending item at CNIB_RATE_PER_SECOND per client across every process (`takeOnrTurn`).
 * Resumable and safe to run twice, even at once (a job delivered twice), without consulting any document
 * twice: a run claims a `pendente` item as `consultando` (committed, and only one run can) before its ONR
 * call, and the item leaves that state in the one transaction that stores its consultation. A run that finds
 * an item `consultando` when it starts found a call that may have reached ONR: the item is marked
 * `a_confirmar`, not sent again, like an item whose call timed out.
 */
export async function runBatch(deps: AppDeps, batchId: string, ctx: Pick<JobContext, 'signal' | 'progress'>) {
  const batch = await selectBatch(deps.db, batchId, null);
  if (!batch || batch.status === 'concluido') return;
  const origin = { actorId: batch.userId };
  const pending = await selectPendingItems(deps.db, batchId);
  let done = batch.total - pending.length;
  for (const item of pending) {
    if (item.status === 'consultando') {
      const interrupted = new AppError('CNIB_UNCONFIRMED', {
        params: { reason: 'processamento interrompido' },
      });
      await deps.db.transaction((tx) => markInterrupted(tx, batchId, item.id, interrupted.message));
      done += 1;
      await ctx.progress(done, batch.total);
      continue;
    }
    if ((await takeOnrTurn(deps.kv, batch.clientId, deps.config.CNIB_RATE_PER_SECOND, ctx.signal)) === null)
      return;
    // another run of this batch (a job delivered twice) took it first: it is that run's to consult
    if (!(await claimForConsulting(deps.db, item.id))) continue;
    const { outcome, failure } = await callOnr(deps, batch.clientId, (cpf) => ({
      cpf_usuario: cpf,
      documento: item.document,
    }));
    await deps.db.transaction(async (tx) => {
      if (failure?.code === 'CNIB_UNCONFIRMED') {
        await finishItem(tx, batchId, item.id, {
          status: 'a_confirmar',
          consultationId: null,
          error: failure.message,
        });
        return;
      }
      const row = rowOf(outcome, failure);
      const consultationId = await storeIn(
        tx,
        batch.userId,
        origin,
        {
          ...row,
          clientId: batch.clientId,
          userId: batch.userId,
          document: item.document,
          finalidade: batch.finalidade,
        },
        'cnib.consulta',
      );
      await finishItem(tx, batchId, item.id, {
        status: row.status,
        consultationId,
        error: row.error ?? null,
      });
    });
    done += 1;
    await ctx.progress(done, batch.total);
  }
  if (!ctx.signal.aborted) await completeBatch(deps.db, batchId);
}
