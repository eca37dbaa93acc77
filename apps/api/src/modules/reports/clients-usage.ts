import type { ClientsReport, UsageReport } from '@siao/shared';
import type { Db } from '../../db/client';
import { monthsBetween } from '../../lib/months';
import { aiUsageRows, clientsByCreationMonth, threadsByMonth } from './repository';

/**
 * Clientes: new per month (by creation), and active/inactive counted among clients that existed at the
 * month's end by their CURRENT status — the product keeps no status history, and the note says so.
 */
export async function clientsReport(db: Db, de: string, ate: string): Promise<ClientsReport> {
  const months = monthsBetween(de, ate);
  const rows = await clientsByCreationMonth(db, ate);
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
  const [usage, threads] = await Promise.all([
    aiUsageRows(db, de, ate, clientId),
    threadsByMonth(db, de, ate, clientId),
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
