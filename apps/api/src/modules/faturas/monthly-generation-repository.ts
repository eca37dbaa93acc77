import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditLogs, clients, faturaItens, faturas } from '../../db/schema';
import type { AuditOrigin } from '../../lib/audit';
import type { NewFaturaRow } from './repository';

/** Active clients with a monthly fee and no monthly fatura of `competencia` yet, by name. */
export function selectMonthlyCandidates(tx: Tx, competencia: string) {
  return tx
    .select({ id: clients.id, fee: clients.monthlyFeeCents, dueDay: clients.dueDay })
    .from(clients)
    .where(
      and(
        eq(clients.status, 'ativo'),
        gt(clients.monthlyFeeCents, 0),
        sql`not exists (select 1 from ${faturas} f where f.client_id = ${clients.id} and f.competencia = ${competencia} and f.origem = 'mensal')`,
      ),
    )
    .orderBy(clients.legalName, clients.id);
}

/** How many monthly faturas `competencia` already has. */
export async function countMonthlyFaturas(tx: Tx, competencia: string): Promise<number> {
  const [existing] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(faturas)
    .where(and(eq(faturas.competencia, competencia), eq(faturas.origem, 'mensal')));
  return Number(existing?.n ?? 0);
}

/**
 * One batch of monthly faturas, each with its single "Mensalidade Sião — <mês>" item and its
 * `fatura.generated` audit row, in three multi-row inserts (`writeAudit` writes one row per call,
 * a round trip per client).
 */
export async function insertMonthlyBatch(
  tx: Tx,
  rows: NewFaturaRow[],
  itemDescription: string,
  origin: AuditOrigin,
) {
  const inserted = await tx.insert(faturas).values(rows).returning({
    id: faturas.id,
    clientId: faturas.clientId,
    numero: faturas.numero,
    total: faturas.totalCentavos,
    competencia: faturas.competencia,
  });
  await tx.insert(faturaItens).values(
    inserted.map((f) => ({
      faturaId: f.id,
      clientId: f.clientId,
      posicao: 0,
      descricao: itemDescription,
      quantidade: 1,
      valorUnitarioCentavos: f.total,
      totalCentavos: f.total,
    })),
  );
  await tx.insert(auditLogs).values(
    inserted.map((f) => ({
      action: 'fatura.generated',
      entity: 'fatura',
      entityId: f.id,
      clientId: f.clientId,
      actorId: origin.actorId ?? null,
      ip: origin.ip ?? null,
      userAgent: origin.userAgent ?? null,
      details: { numero: f.numero, total_centavos: f.total, competencia: f.competencia },
    })),
  );
}
