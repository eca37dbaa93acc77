import { aiToolInputSchemas } from '@siao/shared';
import { EVERYONE, STAFF } from '../../lib/auth/access';
import { defineTool, SIAO_USER_AUDIENCES } from '../ai';
import { learnerJourneys, progressSummaryRows } from '../learning';

/**
 * progresso_treinamentos: a cartório's user gets its own journeys (GET /api/learning/me/journeys),
 * Sião staff the per-client summary (GET /api/learning/progress/summary); the same services.
 */
export const progressoTreinamentos = defineTool({
  name: 'progresso_treinamentos',
  description:
    'Mostra o progresso nos treinamentos do SiãoSeg. Para um usuário de cartório: as próprias jornadas, ' +
    'etapas concluídas e prazos. Para a equipe Sião: o resumo por cliente e jornada.',
  input: aiToolInputSchemas.progresso_treinamentos,
  access: EVERYONE,
  audiences: SIAO_USER_AUDIENCES,
  async execute(ctx, input) {
    if (STAFF.includes(ctx.auth.role)) {
      const rows = await progressSummaryRows(ctx.deps.db, { clientId: input.cliente_id });
      return {
        data: { resumo: rows },
        summary: rows.length ? `${rows.length} jornada(s) por cliente` : 'Nenhuma matrícula encontrada',
      };
    }
    const journeys = await learnerJourneys(ctx.deps, ctx.auth);
    const data = journeys.map((j) => ({
      jornada: j.title,
      etapas_concluidas: j.steps_done,
      etapas_total: j.steps_total,
      prazo: j.due_at,
      concluida_em: j.completed_at,
    }));
    const done = journeys.filter((j) => j.completed_at).length;
    return {
      data: { jornadas: data },
      summary: journeys.length
        ? `${done} de ${journeys.length} jornada(s) concluída(s)`
        : 'Nenhuma jornada disponível',
      detail: data.map((j) => `${j.jornada}: ${j.etapas_concluidas}/${j.etapas_total} etapas`).join('\n'),
    };
  },
});
