import {
  type ClientDashboard,
  currentCompetencia,
  faturaListQuerySchema,
  type StaffDashboard,
  type TrainingProgress,
} from '@siao/shared';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../lib/auth/access';
import { addMonths, monthBounds } from '../../lib/months';
import { faturaTotals, listFaturas } from '../faturas/service';
import { trainingCompletion } from '../learning';
import { pendingTerms } from '../terms';
import { aiUsageTotals, countActiveClients, recentDocumentsFor } from './repository';
import { revenueSeries } from './revenue-repository';

/** SiãoSeg enrolments completed per client (top 10; a cliente sees only its own). */
/** Revenue per month from `de` to `ate` (the dashboard chart; Relatórios reuses it). */
export function revenueByMonth(db: Db, de: string, ate: string, clientId?: string) {
  return revenueSeries(db, de, ate, clientId);
}

async function trainingProgress(db: Db, clientId?: string): Promise<TrainingProgress> {
  const rows = await trainingCompletion(db, clientId);
  return {
    disponivel: true,
    nota: rows.length ? null : 'Nenhum aluno inscrito em treinamentos ainda.',
    por_cliente: rows.map((r) => ({
      client_id: r.clientId,
      client_name: r.clientName,
      concluidos: r.concluidos,
      total: r.total,
    })),
  };
}

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
  const totals = await aiUsageTotals(db, month, new Date(`${first}T03:00:00Z`));
  return { mes: month, conversas: totals.threads, respostas: totals.replies, tokens: totals.tokens };
}

export async function staffDashboard(deps: AppDeps, auth: AuthContext): Promise<StaffDashboard> {
  const current = currentCompetencia();
  const [active, totals, receita, uso, treinamentos] = await Promise.all([
    countActiveClients(deps.db),
    faturaTotals(deps.db, auth),
    cachedRevenue(deps, current),
    aiUsage(deps.db, current),
    trainingProgress(deps.db),
  ]);
  return {
    visao: 'equipe',
    clientes_ativos: active,
    faturas: totals,
    receita_12_meses: receita,
    treinamentos,
    uso_ia: uso,
  };
}

export async function clientDashboard(deps: AppDeps, auth: AuthContext): Promise<ClientDashboard> {
  const clientId = auth.clientId ?? '00000000-0000-0000-0000-000000000000';
  const [totals, recentes, pending, docs] = await Promise.all([
    faturaTotals(deps.db, auth),
    listFaturas(deps.db, auth, faturaListQuerySchema.parse({ sort: '-numero', limit: 5 })),
    pendingTerms(deps.db, auth),
    recentDocumentsFor(deps.db, clientId, 5),
  ]);
  return {
    visao: 'cliente',
    faturas: totals,
    faturas_recentes: recentes.data,
    termos_pendentes: pending.map((p) => ({ terms_id: p.terms_id, title: p.title, version: p.version })),
    treinamentos: await trainingProgress(deps.db, clientId),
    documentos_recentes: docs.map((d) => ({
      id: d.id,
      title: d.title,
      category: d.category,
      updated_at: d.updatedAt.toISOString(),
    })),
  };
}
