import { FATURAS_COUNT_CAP, type FaturaListQuery, type FaturaSort } from '@siao/shared';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { clients, faturas } from '../../db/schema';
import { derivedStatusSql, statusFilterSql } from './status-repository';

const sortColumns: Record<FaturaSort, AnyPgColumn> = {
  numero: faturas.numero,
  emissao: faturas.emissao,
  vencimento: faturas.vencimento,
  competencia: faturas.competencia,
  total: faturas.totalCentavos,
};

export type FaturaFilters = Omit<FaturaListQuery, 'page' | 'limit' | 'sort'> & {
  /** the global search's clients matched by name (server-side only, not a query parameter) */
  client_ids?: string[];
};

/** WHERE of the list, the totals and the exports; `clientId` is forced for a `cliente`. */
function faturaWhere(filters: FaturaFilters, today: string): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.client_id) parts.push(eq(faturas.clientId, filters.client_id));
  if (filters.client_ids)
    parts.push(filters.client_ids.length ? inArray(faturas.clientId, filters.client_ids) : sql`false`);
  if (filters.status) parts.push(statusFilterSql(filters.status, today));
  if (filters.competencia_de && filters.competencia_de === filters.competencia_ate) {
    // one month as an equality, so (status, competencia, total_centavos, numero) also gives the order
    parts.push(eq(faturas.competencia, filters.competencia_de));
  } else {
    if (filters.competencia_de) parts.push(gte(faturas.competencia, filters.competencia_de));
    if (filters.competencia_ate) parts.push(lte(faturas.competencia, filters.competencia_ate));
  }
  if (filters.q) {
    // the search box takes a número ("123", "nº 123"); anything else matches nothing
    const digits = filters.q.replace(/\D/g, '');
    parts.push(digits && digits.length <= 15 ? eq(faturas.numero, Number(digits)) : sql`false`);
  }
  return and(...parts);
}

function listColumns(today: string) {
  return {
    id: faturas.id,
    numero: faturas.numero,
    client_id: faturas.clientId,
    client_name: clients.legalName,
    competencia: faturas.competencia,
    emissao: faturas.emissao,
    vencimento: faturas.vencimento,
    status: derivedStatusSql(today),
    total_centavos: faturas.totalCentavos,
    pago_em: faturas.pagoEm,
    forma_pagamento: faturas.formaPagamento,
  };
}

/**
 * One page in two steps: the filtered, sorted, offset page of números alone (every list index ends in
 * `numero`, so this is an index-only scan even on deep pages), then the 20 full rows and their clients.
 * Joining clients before the offset cost ~110 ms at offset 10,000 on a million rows.
 */
export async function selectFaturaPage(
  db: Db,
  filters: FaturaFilters,
  options: { sort: string; limit: number; offset: number; today: string },
) {
  const descending = options.sort.startsWith('-');
  const key = options.sort.replace(/^-/, '') as FaturaSort;
  const dir = descending ? desc : asc;
  const order = (t: { numero: AnyPgColumn; col: AnyPgColumn }) =>
    key === 'numero' ? [dir(t.numero)] : [dir(t.col), dir(t.numero)];
  const page = db
    .select({ numero: faturas.numero })
    .from(faturas)
    .where(faturaWhere(filters, options.today))
    .orderBy(...order({ numero: faturas.numero, col: sortColumns[key] }))
    .limit(options.limit)
    .offset(options.offset)
    .as('page');
  return db
    .select(listColumns(options.today))
    .from(page)
    .innerJoin(faturas, eq(faturas.numero, page.numero))
    .innerJoin(clients, eq(clients.id, faturas.clientId))
    .orderBy(...order({ numero: faturas.numero, col: sortColumns[key] }));
}

/**
 * Exact count up to FATURAS_COUNT_CAP: counting a million rows costs ~70 ms on this machine, while a
 * capped count reads at most cap+1 index entries. Past the cap the screen asks for filters.
 */
export async function countFaturas(db: Db, filters: FaturaFilters, today: string) {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(faturas)
    .where(faturaWhere(filters, today))
    .limit(FATURAS_COUNT_CAP + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, FATURAS_COUNT_CAP), capped: n > FATURAS_COUNT_CAP };
}
