import { competenciaLabel, defaultVencimento } from '@siao/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLogs, clients, faturaItens, faturas } from '../../db/schema';
import type { AuditOrigin } from '../../lib/audit';
import { lockNumeroCounter, reserveNumeros } from './repository';
import { todayInSaoPaulo } from './status';

const BATCH = 1000;

/**
 * Creates the competência's fatura for every active client with a monthly fee that has none yet.
 * Idempotent: a second run (or a second process) finds nothing to do, and the partial unique index
 * (client_id, competencia) WHERE origem = 'mensal' backs that up. The número counter is locked first,
 * so concurrent runs queue and the later one sees the earlier one's faturas.
 */
export async function generateMonth(db: Db, competencia: string, origin: AuditOrigin) {
  const today = todayInSaoPaulo();
  const label = competenciaLabel(competencia) ?? competencia;
  return db.transaction(async (tx) => {
    await lockNumeroCounter(tx);
    const candidates = await tx
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
    const [existing] = await tx
      .select({ n: sql<string>`count(*)` })
      .from(faturas)
      .where(and(eq(faturas.competencia, competencia), eq(faturas.origem, 'mensal')));
    if (candidates.length === 0) return { competencia, criadas: 0, ja_existentes: Number(existing?.n ?? 0) };

    let numero = await reserveNumeros(tx, candidates.length);
    for (let i = 0; i < candidates.length; i += BATCH) {
      const rows = candidates.slice(i, i + BATCH).map((c) => {
        // generated late (after the due day): due today rather than born overdue
        const vencimento = defaultVencimento(competencia, c.dueDay, today);
        return {
          numero: numero++,
          clientId: c.id,
          competencia,
          emissao: today,
          vencimento,
          totalCentavos: c.fee,
          origem: 'mensal' as const,
          createdBy: origin.actorId ?? null,
        };
      });
      const inserted = await tx.insert(faturas).values(rows).returning({
        id: faturas.id,
        clientId: faturas.clientId,
        numero: faturas.numero,
        total: faturas.totalCentavos,
      });
      await tx.insert(faturaItens).values(
        inserted.map((f) => ({
          faturaId: f.id,
          clientId: f.clientId,
          posicao: 0,
          descricao: `Mensalidade Sião — ${label}`,
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
          details: { numero: f.numero, total_centavos: f.total, competencia },
        })),
      );
    }
    return { competencia, criadas: candidates.length, ja_existentes: Number(existing?.n ?? 0) };
  });
}
