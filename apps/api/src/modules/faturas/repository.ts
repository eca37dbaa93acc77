import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { clients, faturaCounters, faturaItens, faturas } from '../../db/schema';
import { derivedStatusSql } from './status-repository';

export type FaturaRow = typeof faturas.$inferSelect;
export type NewFaturaRow = typeof faturas.$inferInsert;

const COUNTER = 'fatura_numero';

/**
 * Reserves `n` consecutive números. The counter row stays locked until the transaction ends, so
 * números are gapless among committed faturas and a rolled-back transaction gives its números back
 * (nobody else saw them); faturas are never deleted, so a número is never reused.
 */
export async function reserveNumeros(tx: Tx, n: number): Promise<number> {
  const [row] = await tx
    .insert(faturaCounters)
    .values({ name: COUNTER, value: n })
    .onConflictDoUpdate({ target: faturaCounters.name, set: { value: sql`${faturaCounters.value} + ${n}` } })
    .returning({ value: faturaCounters.value });
  return row!.value - n + 1;
}

/** Locks the counter without consuming números (monthly generation decides `n` after locking). */
export async function lockNumeroCounter(tx: Tx): Promise<void> {
  await reserveNumeros(tx, 0);
}

export async function findFatura(db: Db | Tx, id: string, today: string, clientId?: string | null) {
  const [row] = await db
    .select({
      fatura: faturas,
      status: derivedStatusSql(today),
      clientName: clients.legalName,
      clientDocument: clients.document,
      clientEmail: clients.email,
    })
    .from(faturas)
    .innerJoin(clients, eq(clients.id, faturas.clientId))
    .where(clientId ? sql`${faturas.id} = ${id} and ${faturas.clientId} = ${clientId}` : eq(faturas.id, id));
  if (!row) return null;
  const itens = await db
    .select()
    .from(faturaItens)
    .where(eq(faturaItens.faturaId, id))
    .orderBy(asc(faturaItens.posicao));
  return { ...row, itens };
}

/** Row lock for the state changes (edit, payment, cancel) so two of them never interleave. */
export async function lockFatura(tx: Tx, id: string): Promise<FaturaRow | undefined> {
  const [row] = await tx.select().from(faturas).where(eq(faturas.id, id)).for('update');
  return row;
}

export async function findClientForBilling(db: Db | Tx, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, status: clients.status, email: clients.email, name: clients.legalName })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}

export async function insertFatura(tx: Tx, values: NewFaturaRow): Promise<string> {
  const [row] = await tx.insert(faturas).values(values).returning({ id: faturas.id });
  return row!.id;
}

/** What "Editar fatura" changes (the itens are replaced by `replaceItens`). */
export async function updateFaturaFields(
  tx: Tx,
  id: string,
  fields: Pick<NewFaturaRow, 'competencia' | 'emissao' | 'vencimento' | 'totalCentavos' | 'observacoes'>,
) {
  await tx
    .update(faturas)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(faturas.id, id));
}

/** "Registrar pagamento": paid on `pagoEm` with `formaPagamento`. */
export async function markPaid(tx: Tx, id: string, payment: Pick<NewFaturaRow, 'pagoEm' | 'formaPagamento'>) {
  await tx
    .update(faturas)
    .set({ status: 'paga', ...payment, updatedAt: new Date() })
    .where(eq(faturas.id, id));
}

export async function markCancelled(tx: Tx, id: string, motivo: string) {
  const now = new Date();
  await tx
    .update(faturas)
    .set({ status: 'cancelada', canceladaEm: now, motivoCancelamento: motivo, updatedAt: now })
    .where(eq(faturas.id, id));
}

/** "Estornar pagamento": the fatura is open again, without payment date or form. */
export async function clearPayment(tx: Tx, id: string) {
  await tx
    .update(faturas)
    .set({ status: 'aberta', pagoEm: null, formaPagamento: null, updatedAt: new Date() })
    .where(eq(faturas.id, id));
}

/** The client's postal address, for the fatura PDF. */
export async function findClientAddress(db: Db | Tx, clientId: string) {
  const [row] = await db
    .select({
      cep: clients.cep,
      street: clients.street,
      number: clients.number,
      complement: clients.complement,
      district: clients.district,
      city: clients.city,
      uf: clients.uf,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}

export interface ItemValues {
  descricao: string;
  quantidade: number;
  valor_unitario_centavos: number;
  total_centavos: number;
}

export async function replaceItens(tx: Tx, faturaId: string, clientId: string, itens: ItemValues[]) {
  await tx.delete(faturaItens).where(eq(faturaItens.faturaId, faturaId));
  await tx.insert(faturaItens).values(
    itens.map((item, posicao) => ({
      faturaId,
      clientId,
      posicao,
      descricao: item.descricao,
      quantidade: item.quantidade,
      valorUnitarioCentavos: item.valor_unitario_centavos,
      totalCentavos: item.total_centavos,
    })),
  );
}
