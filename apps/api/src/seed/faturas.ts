import { competenciaLabel, currentCompetencia, saoPauloToday } from '@siao/shared';
import { asc, eq } from 'drizzle-orm';
import { clients, faturaItens, faturas } from '../db/schema';
import type { AppDeps } from '../deps';
import { addMonths } from '../lib/months';
import { reserveNumeros } from '../modules/faturas/repository';

const TARGET = 500;
const SERVICES = [
  'Consultoria LGPD',
  'Treinamento presencial',
  'Digitalização de acervo',
  'Consultas CNIB avulsas',
  'OCR de certidões',
];

/** Small deterministic PRNG so every fresh demo shows the same figures. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * ~500 faturas over the last 12 months for the active demo clients: one monthly fatura per client and
 * month (origem 'mensal', so the scheduler finds nothing to redo) plus extra service faturas, mostly
 * paid in older months, some overdue, a few cancelled. Batch inserts keep it well under a second.
 */
export async function seedFaturas(deps: AppDeps): Promise<number> {
  const random = rng(20260701);
  const today = saoPauloToday();
  const current = currentCompetencia();
  const active = await deps.db
    .select({ id: clients.id, fee: clients.monthlyFeeCents, dueDay: clients.dueDay })
    .from(clients)
    .where(eq(clients.status, 'ativo'))
    .orderBy(asc(clients.legalName));
  if (active.length === 0) return 0;
  type Plan = {
    clientId: string;
    competencia: string;
    due: string;
    total: number;
    origem: 'mensal' | 'manual';
    item: string;
  };
  const plans: Plan[] = [];
  for (let back = 11; back >= 0; back--) {
    const competencia = addMonths(current, -back);
    for (const c of active) {
      const fee = c.fee > 0 ? c.fee : (49 + Math.floor(random() * 45) * 10) * 100;
      const due = `${competencia}-${String(Math.min(c.dueDay || 10, 28)).padStart(2, '0')}`;
      plans.push({
        clientId: c.id,
        competencia,
        due,
        total: fee,
        origem: 'mensal',
        item: `Mensalidade Sião — ${competenciaLabel(competencia)}`,
      });
    }
  }
  while (plans.length < TARGET) {
    const c = active[Math.floor(random() * active.length)]!;
    const competencia = addMonths(current, -Math.floor(random() * 12));
    const due = `${competencia}-${String(5 + Math.floor(random() * 20)).padStart(2, '0')}`;
    const total = (150 + Math.floor(random() * 60) * 50) * 100;
    plans.push({
      clientId: c.id,
      competencia,
      due,
      total,
      origem: 'manual',
      item: SERVICES[Math.floor(random() * SERVICES.length)]!,
    });
  }
  plans.sort((a, b) => a.competencia.localeCompare(b.competencia) || a.due.localeCompare(b.due));

  await deps.db.transaction(async (tx) => {
    let numero = await reserveNumeros(tx, plans.length);
    const rows = plans.map((p) => {
      const emissao = `${p.competencia}-01` > today ? today : `${p.competencia}-01`;
      const roll = random();
      const oldEnough = p.due < addDays(today, -45);
      let status: 'aberta' | 'paga' | 'cancelada' = 'aberta';
      if (roll < 0.04) status = 'cancelada';
      else if (p.due <= today && roll < (oldEnough ? 0.93 : 0.65)) status = 'paga';
      const paidOn = status === 'paga' ? addDays(p.due, Math.floor(random() * 9) - 4) : null;
      const pagoEm = paidOn && paidOn > today ? today : paidOn && paidOn < emissao ? emissao : paidOn;
      return {
        numero: numero++,
        clientId: p.clientId,
        competencia: p.competencia,
        emissao,
        vencimento: p.due < emissao ? emissao : p.due,
        status,
        totalCentavos: p.total,
        pagoEm,
        formaPagamento: pagoEm
          ? (['pix', 'boleto', 'transferencia'] as const)[Math.floor(random() * 3)]!
          : null,
        canceladaEm: status === 'cancelada' ? new Date(`${emissao}T15:00:00Z`) : null,
        motivoCancelamento: status === 'cancelada' ? 'Emitida em duplicidade' : null,
        origem: p.origem,
      };
    });
    for (let i = 0; i < rows.length; i += 250) {
      const chunk = rows.slice(i, i + 250);
      const inserted = await tx
        .insert(faturas)
        .values(chunk)
        .returning({ id: faturas.id, clientId: faturas.clientId, total: faturas.totalCentavos });
      await tx.insert(faturaItens).values(
        inserted.map((f, k) => ({
          faturaId: f.id,
          clientId: f.clientId,
          posicao: 0,
          descricao: plans[i + k]!.item,
          quantidade: 1,
          valorUnitarioCentavos: f.total,
          totalCentavos: f.total,
        })),
      );
    }
  });
  return plans.length;
}
