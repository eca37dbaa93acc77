import type { ClientsReport, UsageReport } from '@siao/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiThreads, aiUsageMonthly, clients } from '../../db/schema';
import { monthsBetween } from '../../lib/months';
import { monthBounds } from '../faturas/status';

/** SQL month (São Paulo) of a timestamptz column. */
const spMonth = (col: unknown) => sql<string>`to_char(${col} at time zone 'America/Sao_Paulo', 'YYYY-MM')`;

/**
 * Clientes: new per month (by creation), and active/inactive counted among clients that existed at the
 * month's end by their CURRENT status — the product keeps no status history, and the note says so.
 */
export async function clientsReport(db: Db, de: string, ate: string): Promise<ClientsReport> {
  const months = monthsBetween(de, ate);
  const rows = await db
    .select({
      mes: spMonth(clients.createdAt),
      novos: sql<string>`count(*)`,
      ativos: sql<string>`count(*) filter (where ${clients.status} = 'ativo')`,
    })
    .from(clients)
    .where(
      sql`${clients.createdAt} < (${monthBounds(ate).last}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`,
    )
    .groupBy(sql`1`);
  let ativos = 0;
  let total = 0;
  const byMonth = new Map(rows.map((r) => [r.mes, r]));
  for (const r of rows)
    if (r.mes < de) {
      ativos += Number(r.ativos);
      total += Number(r.novos);
    }
  const meses = months.map((mes) => {
    const r = byMonth.get(mes);
    ativos += Number(r?.ativos ?? 0);
    total += Number(r?.novos ?? 0);
    return { mes, novos: Number(r?.novos ?? 0), ativos, inativos: total - ativos };
  });
  const last = meses.at(-1);
  return {
    de,
    ate,
    meses,
    totais: {
      ativos: last?.ativos ?? 0,
      inativos: last?.inativos ?? 0,
      novos_no_periodo: meses.reduce((a, m) => a + m.novos, 0),
    },
    nota: 'Ativos e inativos consideram a situação atual de cada cliente cadastrado até o fim de cada mês.',
  };
}

/** Uso de IA per client and month: tokens from the AI usage table, conversations from threads. */
export async function usageReport(db: Db, de: string, ate: string, clientId?: string): Promise<UsageReport> {
  const client = clientId ? sql` and ${aiUsageMonthly.clientKey} = ${clientId}` : sql``;
  const threadClient = clientId ? sql` and ${aiThreads.clientId} = ${clientId}` : sql``;
  const from = `${de}-01`;
  const to = monthBounds(ate).last;
  const [usage, threads] = await Promise.all([
    db
      .select({
        mes: aiUsageMonthly.month,
        key: aiUsageMonthly.clientKey,
        name: sql<
          string | null
        >`(select legal_name from ${clients} c where c.id::text = ${aiUsageMonthly.clientKey})`,
        replies: aiUsageMonthly.replies,
        input: aiUsageMonthly.inputTokens,
        output: aiUsageMonthly.outputTokens,
      })
      .from(aiUsageMonthly)
      .where(sql`${aiUsageMonthly.month} between ${de} and ${ate}${client}`),
    db
      .select({
        mes: spMonth(aiThreads.createdAt),
        key: sql<string>`coalesce(${aiThreads.clientId}::text, 'plataforma')`,
        n: sql<string>`count(*)`,
      })
      .from(aiThreads)
      .where(
        sql`${aiThreads.createdAt} >= ${from}::timestamp at time zone 'America/Sao_Paulo' and ${aiThreads.createdAt} < (${to}::date + 1)::timestamp at time zone 'America/Sao_Paulo'${threadClient}`,
      )
      .groupBy(sql`1`, sql`2`),
  ]);
  const conv = new Map(threads.map((t) => [`${t.mes}|${t.key}`, Number(t.n)]));
  const linhas = usage
    .map((u) => ({
      mes: u.mes,
      client_id: u.key === 'plataforma' ? null : u.key,
      client_name: u.name ?? (u.key === 'plataforma' ? 'Equipe Sião' : 'Cliente removido'),
      conversas: conv.get(`${u.mes}|${u.key}`) ?? 0,
      respostas: u.replies,
      tokens_entrada: u.input,
      tokens_saida: u.output,
    }))
    .sort((a, b) => b.mes.localeCompare(a.mes) || a.client_name.localeCompare(b.client_name, 'pt-BR'));
  const meses = monthsBetween(de, ate).map((mes) => ({
    mes,
    conversas: threads.filter((t) => t.mes === mes).reduce((a, t) => a + Number(t.n), 0),
    tokens: linhas.filter((l) => l.mes === mes).reduce((a, l) => a + l.tokens_entrada + l.tokens_saida, 0),
  }));
  return {
    de,
    ate,
    linhas,
    meses,
    nota: 'O uso de CNIB, OCR e OCR de certidões está no relatório "Uso de serviços".',
  };
}
