import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, tstz, updatedAt } from './columns';
import { users } from './users';

/**
 * Invoices. `status` stores only aberta | paga | cancelada: "vencida" is derived at read time from
 * `vencimento` (São Paulo calendar), so it can never be stale. Money is integer centavos.
 */
export const faturas = pgTable(
  'faturas',
  {
    id: id(),
    /** gapless, never reused: allocated from `fatura_counters` in the creating transaction */
    numero: bigint('numero', { mode: 'number' }).notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    competencia: text('competencia').notNull(),
    emissao: date('emissao', { mode: 'string' }).notNull(),
    vencimento: date('vencimento', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['aberta', 'paga', 'cancelada'] })
      .notNull()
      .default('aberta'),
    totalCentavos: bigint('total_centavos', { mode: 'number' }).notNull(),
    pagoEm: date('pago_em', { mode: 'string' }),
    formaPagamento: text('forma_pagamento', { enum: ['pix', 'boleto', 'transferencia'] }),
    canceladaEm: tstz('cancelada_em'),
    motivoCancelamento: text('motivo_cancelamento'),
    observacoes: text('observacoes'),
    origem: text('origem', { enum: ['manual', 'mensal'] })
      .notNull()
      .default('manual'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('faturas_numero_key').on(t.numero),
    // monthly generation is idempotent: one generated fatura per client and month
    uniqueIndex('faturas_mensal_key').on(t.clientId, t.competencia).where(sql`origem = 'mensal'`),
    // list filters × sorts; plain ascending indexes serve ORDER BY … DESC by scanning backwards
    index('faturas_client_numero_idx').on(t.clientId, t.numero),
    index('faturas_status_venc_idx').on(t.status, t.vencimento, t.numero),
    index('faturas_status_numero_idx').on(t.status, t.numero),
    index('faturas_venc_idx').on(t.vencimento, t.numero),
    index('faturas_emissao_idx').on(t.emissao, t.numero),
    index('faturas_competencia_idx').on(t.competencia, t.numero),
    index('faturas_total_idx').on(t.totalCentavos, t.numero),
    // status + competência (e.g. "pagas do mês") sorted by total, and their capped count, index-only
    index('faturas_status_comp_total_idx').on(t.status, t.competencia, t.totalCentavos, t.numero),
    // totals at the top of /faturas and the dashboard: open money by due date (index-only scan)
    index('faturas_aberta_venc_idx').on(t.vencimento, t.totalCentavos).where(sql`status = 'aberta'`),
    // dashboard and reports: money received by payment date
    index('faturas_pago_idx').on(t.pagoEm, t.totalCentavos).where(sql`status = 'paga'`),
  ],
);

export const faturaItens = pgTable(
  'fatura_itens',
  {
    id: id(),
    faturaId: uuid('fatura_id')
      .notNull()
      .references(() => faturas.id, { onDelete: 'cascade' }),
    /** tenant key on every tenant-owned row (Citus-ready) */
    clientId: uuid('client_id').notNull(),
    posicao: integer('posicao').notNull(),
    descricao: text('descricao').notNull(),
    quantidade: integer('quantidade').notNull(),
    valorUnitarioCentavos: bigint('valor_unitario_centavos', { mode: 'number' }).notNull(),
    totalCentavos: bigint('total_centavos', { mode: 'number' }).notNull(),
  },
  (t) => [index('fatura_itens_fatura_idx').on(t.faturaId, t.posicao)],
);

/** Named counters bumped inside the transaction that uses them (gapless invoice numbers). */
export const faturaCounters = pgTable('fatura_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

/**
 * Running totals per day, kept by statement-level triggers on `faturas` (migration
 * 0009_faturas_resumo_triggers): the totals at the top of /faturas and the dashboard read a few
 * hundred rows instead of aggregating a million. `tipo`: 'aberta' (open, by vencimento; vencida is
 * `dia < today`), 'paga' (by pago_em), 'emitida' (not cancelled, by the competência's first day).
 * Platform-wide, not tenant data: one client's figures come from `faturas` through its client index.
 */
export const faturaResumo = pgTable(
  'fatura_resumo',
  {
    tipo: text('tipo', { enum: ['aberta', 'paga', 'emitida'] }).notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    quantidade: bigint('quantidade', { mode: 'number' }).notNull(),
    centavos: bigint('centavos', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tipo, t.dia] })],
);
