import type {
  CancelamentoInput,
  CreateFaturaInput,
  EstornoInput,
  FaturaListQuery,
  PagamentoInput,
  UpdateFaturaInput,
} from '@siao/shared';
import { saoPauloToday } from '@siao/shared';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth/access';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { monthBounds } from '../../lib/months';
import { computeItens } from './items';
import { countFaturas, type FaturaFilters, selectFaturaPage } from './list-repository';
import { toFaturaDto } from './mapper';
import {
  clearPayment,
  findClientForBilling,
  findFatura,
  insertFatura,
  lockFatura,
  markCancelled,
  markPaid,
  replaceItens,
  reserveNumeros,
  updateFaturaFields,
} from './repository';
import { selectTotals } from './totals-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A `cliente` sees only its own client's faturas, whatever filter it sends. */
export function scopeFilters<T extends FaturaFilters>(auth: AuthContext, filters: T): T {
  if (auth.role !== 'cliente') return filters;
  return { ...filters, client_id: auth.clientId ?? '00000000-0000-0000-0000-000000000000' };
}

export async function listFaturas(db: Db, auth: AuthContext, query: FaturaListQuery) {
  const today = saoPauloToday();
  const { page, limit, sort, ...rest } = query;
  const filters = scopeFilters(auth, rest);
  const [data, counted] = await Promise.all([
    selectFaturaPage(db, filters, { sort, limit, offset: (page - 1) * limit, today }),
    countFaturas(db, filters, today),
  ]);
  return { data, page, limit, total: counted.total, total_capped: counted.capped };
}

/**
 * The global search's faturas: the one with the número typed first, then the newest of the clients the
 * search matched by name, scoped as the list is (a `cliente` keeps to its own client). No count.
 */
export async function searchFaturas(
  db: Db,
  auth: AuthContext,
  search: { numero: string; clientIds: string[]; limit: number },
) {
  const today = saoPauloToday();
  const pageOf = (filters: FaturaFilters) =>
    selectFaturaPage(db, scopeFilters(auth, filters), {
      sort: '-numero',
      limit: search.limit,
      offset: 0,
      today,
    });
  const [byNumero, byClient] = await Promise.all([
    search.numero ? pageOf({ q: search.numero }) : [],
    search.clientIds.length ? pageOf({ client_ids: search.clientIds }) : [],
  ]);
  const rows = [...byNumero, ...byClient];
  return rows.filter((row, i) => rows.findIndex((r) => r.id === row.id) === i).slice(0, search.limit);
}

export async function faturaTotals(db: Db, auth: AuthContext, clientId?: string) {
  const today = saoPauloToday();
  const scoped = scopeFilters(auth, { client_id: clientId });
  return selectTotals(db, {
    today,
    monthFirst: monthBounds(today.slice(0, 7)).first,
    clientId: scoped.client_id,
  });
}

/** The fatura as its reader may see it; another tenant's id is simply not found. */
export async function getFatura(deps: AppDeps, auth: AuthContext, id: string) {
  if (!UUID.test(id)) throw notFound();
  const found = await findFatura(
    deps.db,
    id,
    saoPauloToday(),
    auth.role === 'cliente' ? auth.clientId : null,
  );
  if (!found || (auth.role === 'cliente' && !auth.clientId)) throw notFound();
  return found;
}

function checkDates(emissao: string, vencimento: string) {
  if (vencimento < emissao) throw fieldError('FATURA_DUE_BEFORE_ISSUE', 'vencimento');
}

export async function createFatura(deps: AppDeps, input: CreateFaturaInput, origin: AuditOrigin) {
  const emissao = input.emissao ?? saoPauloToday();
  checkDates(emissao, input.vencimento);
  const { itens, total } = computeItens(input.itens);
  const id = await deps.db.transaction(async (tx) => {
    const client = await findClientForBilling(tx, input.client_id);
    if (!client) throw fieldError('FATURA_CLIENT_NOT_FOUND', 'client_id');
    if (client.status !== 'ativo') throw fieldError('FATURA_CLIENT_INACTIVE', 'client_id');
    const numero = await reserveNumeros(tx, 1);
    const faturaId = await insertFatura(tx, {
      numero,
      clientId: input.client_id,
      competencia: input.competencia,
      emissao,
      vencimento: input.vencimento,
      totalCentavos: total,
      observacoes: input.observacoes || null,
      createdBy: origin.actorId ?? null,
    });
    await replaceItens(tx, faturaId, input.client_id, itens);
    await writeAudit(
      tx,
      {
        action: 'fatura.created',
        entity: 'fatura',
        entityId: faturaId,
        clientId: input.client_id,
        details: {
          numero,
          total_centavos: total,
          competencia: input.competencia,
          vencimento: input.vencimento,
        },
      },
      origin,
    );
    return faturaId;
  });
  return reload(deps, id);
}

async function reload(deps: AppDeps, id: string) {
  const found = await findFatura(deps.db, id, saoPauloToday());
  if (!found) throw notFound();
  return toFaturaDto(deps, found);
}

function assertOpen(status: string) {
  if (status === 'paga') throw new AppError('FATURA_PAID_NOT_EDITABLE');
  if (status === 'cancelada') throw new AppError('FATURA_CANCELLED_NOT_EDITABLE');
}

export async function updateFatura(deps: AppDeps, id: string, input: UpdateFaturaInput, origin: AuditOrigin) {
  if (!UUID.test(id)) throw notFound();
  const { itens, total } = computeItens(input.itens);
  await deps.db.transaction(async (tx) => {
    const current = await lockFatura(tx, id);
    if (!current) throw notFound();
    assertOpen(current.status);
    const emissao = input.emissao ?? current.emissao;
    checkDates(emissao, input.vencimento);
    await updateFaturaFields(tx, id, {
      competencia: input.competencia,
      emissao,
      vencimento: input.vencimento,
      totalCentavos: total,
      observacoes: input.observacoes || null,
    });
    await replaceItens(tx, id, current.clientId, itens);
    await writeAudit(
      tx,
      {
        action: 'fatura.updated',
        entity: 'fatura',
        entityId: id,
        clientId: current.clientId,
        details: {
          numero: current.numero,
          antes: {
            total_centavos: current.totalCentavos,
            vencimento: current.vencimento,
            competencia: current.competencia,
          },
          depois: { total_centavos: total, vencimento: input.vencimento, competencia: input.competencia },
        },
      },
      origin,
    );
  });
  return reload(deps, id);
}

export async function registerPayment(deps: AppDeps, id: string, input: PagamentoInput, origin: AuditOrigin) {
  if (!UUID.test(id)) throw notFound();
  await deps.db.transaction(async (tx) => {
    const current = await lockFatura(tx, id);
    if (!current) throw notFound();
    if (current.status === 'paga') throw new AppError('FATURA_ALREADY_PAID');
    if (current.status === 'cancelada') throw new AppError('FATURA_CANCELLED');
    if (input.data > saoPauloToday()) throw fieldError('FATURA_PAYMENT_IN_FUTURE', 'data');
    if (input.data < current.emissao) throw fieldError('FATURA_PAYMENT_BEFORE_ISSUE', 'data');
    await markPaid(tx, id, { pagoEm: input.data, formaPagamento: input.forma });
    await writeAudit(
      tx,
      {
        action: 'fatura.paid',
        entity: 'fatura',
        entityId: id,
        clientId: current.clientId,
        details: {
          numero: current.numero,
          total_centavos: current.totalCentavos,
          data: input.data,
          forma: input.forma,
        },
      },
      origin,
    );
  });
  return reload(deps, id);
}

/** Reverses a registered payment (wrong fatura, returned transfer): audited with its reason. */
export async function reversePayment(deps: AppDeps, id: string, input: EstornoInput, origin: AuditOrigin) {
  if (!UUID.test(id)) throw notFound();
  await deps.db.transaction(async (tx) => {
    const current = await lockFatura(tx, id);
    if (!current) throw notFound();
    if (current.status !== 'paga') throw new AppError('FATURA_NOT_PAID');
    await clearPayment(tx, id);
    await writeAudit(
      tx,
      {
        action: 'fatura.payment_reversed',
        entity: 'fatura',
        entityId: id,
        clientId: current.clientId,
        details: {
          numero: current.numero,
          total_centavos: current.totalCentavos,
          pago_em: current.pagoEm,
          forma: current.formaPagamento,
          motivo: input.motivo,
        },
      },
      origin,
    );
  });
  return reload(deps, id);
}

export async function cancelFatura(deps: AppDeps, id: string, input: CancelamentoInput, origin: AuditOrigin) {
  if (!UUID.test(id)) throw notFound();
  await deps.db.transaction(async (tx) => {
    const current = await lockFatura(tx, id);
    if (!current) throw notFound();
    if (current.status === 'paga') throw new AppError('FATURA_PAID_CANNOT_CANCEL');
    if (current.status === 'cancelada') throw new AppError('FATURA_CANCELLED');
    await markCancelled(tx, id, input.motivo);
    await writeAudit(
      tx,
      {
        action: 'fatura.cancelled',
        entity: 'fatura',
        entityId: id,
        clientId: current.clientId,
        details: { numero: current.numero, total_centavos: current.totalCentavos, motivo: input.motivo },
      },
      origin,
    );
  });
  return reload(deps, id);
}
