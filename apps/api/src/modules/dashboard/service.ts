import {
  type ClientDashboard,
  type StaffDashboard,
  TRAINING_UNAVAILABLE_NOTE,
  type TrainingProgress,
} from '@siao/shared';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiThreads, aiUsageMonthly, clients, documents } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../lib/auth/access';
import { addMonths } from '../../lib/months';
import { selectFaturaPage } from '../faturas/list-repository';
import { faturaTotals } from '../faturas/service';
import { currentCompetencia, monthBounds, todayInSaoPaulo } from '../faturas/status';
import { documentVisibleTo } from '../knowledge/service';
import { pendingTermsFor } from '../terms';
import { revenueSeries } from './revenue-repository';

/** No learning tables yet (SiãoSeg journeys come in a later issue): say so instead of inventing zeros. */
export const trainingProgress = (): TrainingProgress => ({
  disponivel: false,
  nota: TRAINING_UNAVAILABLE_NOTE,
  por_cliente: [],
});

const REVENUE_CACHE_SECONDS = 60;

/** The 12-month chart is the one heavy query: cached for a minute in the shared KV (all processes). */
async function cachedRevenue(deps: AppDeps, current: string) {
  const key = `dashboard:receita:${current}`;
  const hit = await deps.kv.get(key);
  if (hit) return JSON.parse(hit) as StaffDashboard['receita_12_meses'];
  const series = await revenueSeries(deps.db, addMonths(current, -11), current);
  await deps.kv.set(key, JSON.stringify(series), REVENUE_CACHE_SECONDS);
  return series;
}

async function aiUsage(db: Db, month: string) {
  const { first } = monthBounds(month);
  const [usage] = await db
    .select({
      replies: sql<string>`coalesce(sum(${aiUsageMonthly.replies}), 0)`,
      tokens: sql<string>`coalesce(sum(${aiUsageMonthly.inputTokens} + ${aiUsageMonthly.outputTokens}), 0)`,
    })
    .from(aiUsageMonthly)
    .where(eq(aiUsageMonthly.month, month));
  const [threads] = await db
    .select({ n: sql<string>`count(*)` })
    .from(aiThreads)
    .where(gte(aiThreads.createdAt, new Date(`${first}T03:00:00Z`)));
  return {
    mes: month,
    conversas: Number(threads?.n ?? 0),
    respostas: Number(usage?.replies ?? 0),
    tokens: Number(usage?.tokens ?? 0),
  };
}

export async function staffDashboard(deps: AppDeps, auth: AuthContext): Promise<StaffDashboard> {
  const current = currentCompetencia();
  const [active, totals, receita, uso] = await Promise.all([
    deps.db.select({ n: sql<string>`count(*)` }).from(clients).where(eq(clients.status, 'ativo')),
    faturaTotals(deps.db, auth),
    cachedRevenue(deps, current),
    aiUsage(deps.db, current),
  ]);
  return {
    visao: 'equipe',
    clientes_ativos: Number(active[0]?.n ?? 0),
    faturas: totals,
    receita_12_meses: receita,
    treinamentos: trainingProgress(),
    uso_ia: uso,
  };
}

export async function clientDashboard(deps: AppDeps, auth: AuthContext): Promise<ClientDashboard> {
  const clientId = auth.clientId ?? '00000000-0000-0000-0000-000000000000';
  const [totals, recentes, pending, docs] = await Promise.all([
    faturaTotals(deps.db, auth),
    selectFaturaPage(
      deps.db,
      { client_id: clientId },
      { sort: '-numero', limit: 5, offset: 0, today: todayInSaoPaulo() },
    ),
    pendingTermsFor(deps.db, auth),
    deps.db
      .select({
        id: documents.id,
        title: documents.title,
        category: documents.category,
        updatedAt: documents.updatedAt,
      })
      .from(documents)
      .where(and(documentVisibleTo({ clientId })))
      .orderBy(desc(documents.updatedAt))
      .limit(5),
  ]);
  return {
    visao: 'cliente',
    faturas: totals,
    faturas_recentes: recentes,
    termos_pendentes: pending.map((p) => ({ terms_id: p.terms_id, title: p.title, version: p.version })),
    treinamentos: trainingProgress(),
    documentos_recentes: docs.map((d) => ({
      id: d.id,
      title: d.title,
      category: d.category,
      updated_at: d.updatedAt.toISOString(),
    })),
  };
}
