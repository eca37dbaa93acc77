import { type CnibAlert, type CnibWatch, formatDocumentLabel } from '@siao/shared';
import type { AppDeps } from '../../../deps';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import type { JobContext } from '../../../lib/jobs/types';
import { targetClient } from './credentials';
import { takeOnrTurn } from './rate-limit';
import { callOnr, rowOf, store } from './service';
import {
  deleteWatch,
  insertAlert,
  insertWatch,
  selectAlerts,
  selectWatches,
  selectWatchTargets,
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

/**
 * The daily job: re-consults every watched document at CNIB_RATE_PER_SECOND per client across every process. A change of
 * indisponivel or qtdOrdens against the last known state raises one alert and one e-mail to the
 * document's watchers; the state is updated in the same pass, so a rerun does not alert twice.
 * Clients without credentials (or ONR failures) are skipped until the next run.
 */
export async function runMonitoring(deps: AppDeps, ctx: Pick<JobContext, 'signal' | 'progress'>) {
  const targets = await selectWatchTargets(deps.db);
  let done = 0;
  for (const t of targets) {
    if ((await takeOnrTurn(deps.kv, t.clientId, deps.config.CNIB_RATE_PER_SECOND, ctx.signal)) === null)
      return;
    try {
      const { outcome, failure } = await callOnr(deps, t.clientId, (cpf) => ({
        cpf_usuario: cpf,
        documento: t.document,
      }));
      const row = rowOf(outcome, failure);
      const consultationId = await store(
        deps,
        null,
        { actorId: null },
        {
          ...row,
          clientId: t.clientId,
          userId: null,
          document: t.document,
          finalidade: 'Monitoramento diário',
        },
        'cnib.monitoramento',
      );
      if (outcome?.kind === 'ok') {
        const now = { indisponivel: outcome.data.indisponivel, qtdOrdens: outcome.data.qtdOrdens };
        const before = t.state;
        if (before && (before.indisponivel !== now.indisponivel || before.qtdOrdens !== now.qtdOrdens)) {
          const message =
            `${formatDocumentLabel(t.document)}: indisponível ${before.indisponivel ? 'SIM' : 'NÃO'} → ${now.indisponivel ? 'SIM' : 'NÃO'}, ` +
            `ordens ${before.qtdOrdens} → ${now.qtdOrdens}.`;
          await insertAlert(deps.db, { clientId: t.clientId, document: t.document, message, consultationId });
          await deps.mailer.send({
            to: t.emails.join(', '),
            subject: `CNIB: mudança na indisponibilidade de ${formatDocumentLabel(t.document)}`,
            text: `O monitoramento da CNIB encontrou uma mudança.\n\n${message}\n\nConsulte os detalhes em ${deps.config.PUBLIC_URL}/services/cnib`,
          });
        }
        await upsertWatchState(deps.db, {
          clientId: t.clientId,
          document: t.document,
          ...now,
          checkedAt: new Date(),
        });
      }
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
    done += 1;
    await ctx.progress(done, targets.length);
  }
}
