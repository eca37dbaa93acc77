import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiThreads, aiUsageMonthly, clients, faturas } from '../../db/schema';
import { monthBounds } from '../../lib/months';

export interface BillingPeriod {
  de: string;
  ate: string;
  today: string;
  clientId?: string;
}

/** Faturas of the period (competência, cancelled excluded, one client or all) and which of them are overdue. */
function billingFilters(input: BillingPeriod): { inPeriod: SQL; overdue: SQL } {
  const client = input.clientId ? sql` and ${faturas.clientId} = ${input.clientId}` : sql``;
  const overdue = sql`${faturas.status} = 'aberta' and ${faturas.vencimento} < ${input.today}::date`;
  const inPeriod = sql`${faturas.competencia} between ${input.de} and ${input.ate} and ${faturas.status} <> 'cancelada'${client}`;
  return { inPeriod, overdue };
}

/** Overdue (open past due) amount per competência. */
export async function overdueByCompetencia(db: Db, input: BillingPeriod) {
  const { inPeriod, overdue } = billingFilters(input);
  return db
    .select({ mes: faturas.competencia, c: sql<string>`sum(${faturas.totalCentavos})` })
    .from(faturas)
    .where(sql`${inPeriod} and ${overdue}`)
    .groupBy(faturas.competencia);
}

/** Issued, received and overdue per client, largest first. */
export async function billingPerClient(db: Db, input: BillingPeriod, rows: number) {
  const { inPeriod, overdue } = billingFilters(input);
  return db
    .select({
      client_id: faturas.clientId,
      client_name: sql<string>`min(${clients.legalName})`,
      emitido: sql<string>`sum(${faturas.totalCentavos})`,
      recebido: sql<string>`coalesce(sum(${faturas.totalCentavos}) filter (where ${faturas.status} = 'paga'), 0)`,
      vencido: sql<string>`coalesce(sum(${faturas.totalCentavos}) filter (where ${overdue}), 0)`,
      n: sql<string>`count(*)`,
    })
    .from(faturas)
    .innerJoin(clients, eq(clients.id, faturas.clientId))
    .where(inPeriod)
    .groupBy(faturas.clientId)
    .orderBy(desc(sql`sum(${faturas.totalCentavos})`), faturas.clientId)
    .limit(rows);
}

/** SQL month (São Paulo) of a timestamptz column. */
const spMonth = (col: unknown) => sql<string>`to_char(${col} at time zone 'America/Sao_Paulo', 'YYYY-MM')`;

/** Clients created before the end of month `ate`, per creation month, with how many are active now. */
export async function clientsByCreationMonth(db: Db, ate: string) {
  return db
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
}

/** AI usage rows (replies, tokens) per month and client key of the period. */
export async function aiUsageRows(db: Db, de: string, ate: string, clientId?: string) {
  const client = clientId ? sql` and ${aiUsageMonthly.clientKey} = ${clientId}` : sql``;
  return db
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
    .where(sql`${aiUsageMonthly.month} between ${de} and ${ate}${client}`);
}

/** Conversations started per São Paulo month and client key ('plataforma' for staff) of the period. */
export async function threadsByMonth(db: Db, de: string, ate: string, clientId?: string) {
  const threadClient = clientId ? sql` and ${aiThreads.clientId} = ${clientId}` : sql``;
  const from = `${de}-01`;
  const to = monthBounds(ate).last;
  return db
    .select({
      mes: spMonth(aiThreads.createdAt),
      key: sql<string>`coalesce(${aiThreads.clientId}::text, 'plataforma')`,
      n: sql<string>`count(*)`,
    })
    .from(aiThreads)
    .where(
      sql`${aiThreads.createdAt} >= ${from}::timestamp at time zone 'America/Sao_Paulo' and ${aiThreads.createdAt} < (${to}::date + 1)::timestamp at time zone 'America/Sao_Paulo'${threadClient}`,
    )
    .groupBy(sql`1`, sql`2`);
}
