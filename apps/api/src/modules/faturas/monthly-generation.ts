import { competenciaLabel, defaultVencimento, saoPauloToday } from '@siao/shared';
import type { Db } from '../../db/client';
import type { AuditOrigin } from '../../lib/audit';
import {
  countMonthlyFaturas,
  insertMonthlyBatch,
  selectMonthlyCandidates,
} from './monthly-generation-repository';
import { lockNumeroCounter, reserveNumeros } from './repository';

const BATCH = 1000;

/**
 * Creates the competência's fatura for every active client with a monthly fee that has none yet.
 * Idempotent: a second run (or a second process) finds nothing to do, and the partial unique index
 * (client_id, competencia) WHERE origem = 'mensal' backs that up. The número counter is locked first,
 * so concurrent runs queue and the later one sees the earlier one's faturas.
 */
export async function generateMonth(db: Db, competencia: string, origin: AuditOrigin) {
  const today = saoPauloToday();
  const label = competenciaLabel(competencia) ?? competencia;
  return db.transaction(async (tx) => {
    await lockNumeroCounter(tx);
    const candidates = await selectMonthlyCandidates(tx, competencia);
    const existing = await countMonthlyFaturas(tx, competencia);
    if (candidates.length === 0) return { competencia, criadas: 0, ja_existentes: existing };

    let numero = await reserveNumeros(tx, candidates.length);
    for (let i = 0; i < candidates.length; i += BATCH) {
      const rows = candidates.slice(i, i + BATCH).map((c) => ({
        numero: numero++,
        clientId: c.id,
        competencia,
        emissao: today,
        // generated late (after the due day): due today rather than born overdue
        vencimento: defaultVencimento(competencia, c.dueDay, today),
        totalCentavos: c.fee,
        origem: 'mensal' as const,
        createdBy: origin.actorId ?? null,
      }));
      await insertMonthlyBatch(tx, rows, `Mensalidade Sião — ${label}`, origin);
    }
    return { competencia, criadas: candidates.length, ja_existentes: existing };
  });
}
