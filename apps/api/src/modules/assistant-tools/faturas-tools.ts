import { aiToolInputSchemas, faturaStatusLabels, formatBRL, formatDate } from '@siao/shared';
import { EVERYONE } from '../../lib/auth/access';
import { defineTool, SIAO_USER_AUDIENCES } from '../ai';
import { listFaturas } from '../faturas/service';

type FaturaRow = Awaited<ReturnType<typeof listFaturas>>['data'][number];

const faturaData = (row: FaturaRow) => ({
  numero: row.numero,
  cliente: row.client_name,
  competencia: row.competencia,
  emissao: row.emissao,
  vencimento: row.vencimento,
  situacao: faturaStatusLabels[row.status],
  total: formatBRL(row.total_centavos),
  pago_em: row.pago_em,
});

/**
 * buscar_faturas: GET /api/faturas through the same service: a `cliente` sees only its own client's
 * faturas whatever it asks (scopeFilters), staff any client.
 */
export const buscarFaturas = defineTool({
  name: 'buscar_faturas',
  description:
    'Lista as faturas do Sião (as mais recentes primeiro, até 10). Para um usuário de cartório, somente ' +
    'as faturas do próprio cartório. Filtros opcionais: situação e intervalo de competências.',
  input: aiToolInputSchemas.buscar_faturas,
  access: EVERYONE,
  audiences: SIAO_USER_AUDIENCES,
  async execute(ctx, input) {
    const page = await listFaturas(ctx.deps.db, ctx.auth, {
      page: 1,
      limit: 10,
      sort: '-numero',
      status: input.situacao,
      competencia_de: input.competencia_de,
      competencia_ate: input.competencia_ate,
      client_id: input.cliente_id,
    });
    return {
      data: { total: page.total, faturas: page.data.map(faturaData) },
      summary: page.total
        ? `${page.total} fatura(s) encontrada(s)${page.total > page.data.length ? `, ${page.data.length} mostradas` : ''}`
        : 'Nenhuma fatura encontrada',
      detail: page.data
        .map(
          (row) => `Nº ${row.numero} · ${faturaStatusLabels[row.status]} · ${formatBRL(row.total_centavos)}`,
        )
        .join('\n'),
    };
  },
});

/** situacao_fatura: one fatura by its número, found through the same scoped list. */
export const situacaoFatura = defineTool({
  name: 'situacao_fatura',
  description:
    'Informa a situação de uma fatura pelo número (em aberto, vencida, paga, cancelada), com valor e ' +
    'vencimento. Um usuário de cartório só encontra as faturas do próprio cartório.',
  input: aiToolInputSchemas.situacao_fatura,
  access: EVERYONE,
  audiences: SIAO_USER_AUDIENCES,
  async execute(ctx, input) {
    const page = await listFaturas(ctx.deps.db, ctx.auth, {
      page: 1,
      limit: 20,
      sort: '-numero',
      q: String(input.numero),
    });
    const row = page.data.find((r) => r.numero === input.numero);
    if (!row) {
      return {
        data: { encontrada: false, numero: input.numero },
        summary: `Fatura nº ${input.numero} não encontrada`,
      };
    }
    return {
      data: { encontrada: true, ...faturaData(row) },
      summary: `Fatura nº ${row.numero}: ${faturaStatusLabels[row.status]}, ${formatBRL(row.total_centavos)}, vencimento ${formatDate(row.vencimento)}`,
    };
  },
});
