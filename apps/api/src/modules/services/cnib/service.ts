import { randomBytes } from 'node:crypto';
import {
  type cnibConsultInputSchema,
  type cnibListQuerySchema,
  saoPauloDayStart,
  saoPauloNextDayStart,
} from '@siao/shared';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import type { AppDeps } from '../../../deps';
import { type AuditOrigin, writeAudit } from '../../../lib/audit';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { recordServiceUse } from '../usage/service';
import { loadCredentials, targetClient } from './credentials';
import { toConsultation } from './mapper';
import { createOnrClient } from './onr-client';
import type { OnrOutcome, OnrQuery } from './onr-types';
import {
  type ConsultationFilters,
  countConsultations,
  insertConsultation,
  type NewConsultation,
  selectConsultation,
  selectConsultationPage,
} from './repository';

type ConsultInput = z.output<typeof cnibConsultInputSchema>;
type ListQuery = z.output<typeof cnibListQuerySchema>;

/** One ONR call for a client with its stored credentials: the outcome, or the failure's AppError. */
export async function callOnr(deps: AppDeps, clientId: string, query: (cpfUsuario: string) => OnrQuery) {
  const creds = await loadCredentials(deps, clientId);
  const { config } = deps;
  const onr = createOnrClient({
    tokenUrl: config.CNIB_TOKEN_URL,
    baseUrl:
      creds.environment === 'producao' ? config.CNIB_BASE_URL_PRODUCAO : config.CNIB_BASE_URL_HOMOLOGACAO,
    clientId: creds.clientId,
    clientSecret: creds.clientSecret,
    kv: deps.kv,
    timeoutMs: config.CNIB_TIMEOUT_MS,
    backoffMs: config.CNIB_RETRY_BACKOFF_MS,
  });
  try {
    return { outcome: await onr.consultar(query(creds.cpfUsuario)) };
  } catch (err) {
    if (err instanceof AppError) return { failure: err };
    throw err;
  }
}

export function rowOf(
  outcome: OnrOutcome | undefined,
  failure: AppError | undefined,
): Omit<NewConsultation, 'clientId' | 'document'> {
  const verificationCode = randomBytes(12).toString('base64url');
  if (outcome?.kind === 'ok') {
    const d = outcome.data;
    return {
      status: 'ok',
      indisponivel: d.indisponivel,
      qtdOrdens: d.qtdOrdens,
      nomeRazao: d.nomeRazao,
      hash: d.dados_usuario?.hash ?? null,
      response: outcome.envelope,
      verificationCode,
    };
  }
  return {
    status: 'erro',
    error: outcome?.kind === 'refused' ? outcome.message : (failure?.message ?? 'Falha desconhecida.'),
    response: outcome?.envelope ?? null,
    verificationCode,
  };
}

/** Stores the consultation, the audit entry and the usage in one transaction; returns the new id. */
export async function store(
  deps: AppDeps,
  userId: string | null,
  origin: AuditOrigin,
  row: NewConsultation,
  action: string,
): Promise<string> {
  return deps.db.transaction((tx) => storeIn(tx, userId, origin, row, action));
}

/** The same in the caller's transaction (a batch finishes its item in it too). */
export async function storeIn(
  tx: Tx,
  userId: string | null,
  origin: AuditOrigin,
  row: NewConsultation,
  action: string,
): Promise<string> {
  const id = await insertConsultation(tx, row);
  await writeAudit(
    tx,
    {
      action,
      entity: 'cnib_consultation',
      entityId: id,
      clientId: row.clientId,
      details: { documento: row.document, finalidade: row.finalidade ?? null, status: row.status },
    },
    origin,
  );
  await recordServiceUse(tx, {
    clientId: row.clientId,
    userId,
    service: 'cnib',
    outcome: row.status,
    detail: row.status === 'erro' ? row.error : null,
  });
  return id;
}

async function dto(deps: AppDeps, id: string) {
  const row = await selectConsultation(deps.db, id, null);
  return toConsultation(deps.config, row!, new Date());
}

/**
 * Consults the CNIB for a CPF/CNPJ already validated by check digits. ONR refusals are stored and
 * returned as results with `resultado: 'erro'`; transport/credential failures are stored, then thrown.
 */
export async function consult(deps: AppDeps, auth: AuthContext, input: ConsultInput, origin: AuditOrigin) {
  const clientId = targetClient(auth, input.client_id);
  const { outcome, failure } = await callOnr(deps, clientId, (cpf) => ({
    cpf_usuario: cpf,
    documento: input.documento,
  }));
  const id = await store(
    deps,
    auth.userId,
    origin,
    {
      ...rowOf(outcome, failure),
      clientId,
      userId: auth.userId,
      document: input.documento,
      finalidade: input.finalidade || null,
    },
    'cnib.consulta',
  );
  if (failure) throw failure;
  return dto(deps, id);
}

export const scopeOf = (auth: AuthContext) =>
  auth.role === 'cliente' ? (auth.clientId ?? '00000000-0000-4000-8000-000000000000') : null;

export async function getConsultation(deps: AppDeps, auth: AuthContext, id: string) {
  const row = await selectConsultation(deps.db, id, scopeOf(auth));
  if (!row) throw new AppError('CNIB_NOT_FOUND');
  return row;
}

/** Re-consults by the ONR hash; `divergente` when availability or the order count changed. */
export async function recheck(deps: AppDeps, auth: AuthContext, id: string, origin: AuditOrigin) {
  const { row: original } = await getConsultation(deps, auth, id);
  if (!original.hash) throw new AppError('CNIB_NO_HASH');
  const hash = original.hash;
  const { outcome, failure } = await callOnr(deps, original.clientId, (cpf) => ({ cpf_usuario: cpf, hash }));
  const newId = await store(
    deps,
    auth.userId,
    origin,
    {
      ...rowOf(outcome, failure),
      clientId: original.clientId,
      userId: auth.userId,
      document: original.document,
      finalidade: original.finalidade,
      recheckOf: original.id,
    },
    'cnib.reconferencia',
  );
  if (failure) throw failure;
  const consulta = await dto(deps, newId);
  const divergente =
    consulta.resultado !== 'erro' &&
    (consulta.indisponivel !== original.indisponivel || consulta.qtd_ordens !== original.qtdOrdens);
  return { consulta, divergente };
}

export function filtersOf(auth: AuthContext, query: Omit<ListQuery, 'page' | 'limit'>): ConsultationFilters {
  const scoped = scopeOf(auth);
  return {
    clientId: scoped ?? query.client_id,
    document: query.documento || undefined,
    from: query.de ? saoPauloDayStart(query.de) : undefined,
    to: query.ate ? saoPauloNextDayStart(query.ate) : undefined,
    result: query.resultado,
    userId: query.usuario_id,
  };
}

export async function listConsultations(deps: AppDeps, auth: AuthContext, query: ListQuery) {
  const { page, limit, ...rest } = query;
  const filters = filtersOf(auth, rest);
  const [rows, total] = await Promise.all([
    selectConsultationPage(deps.db, filters, limit, (page - 1) * limit),
    countConsultations(deps.db, filters),
  ]);
  const now = new Date();
  return { data: rows.map((r) => toConsultation(deps.config, r, now)), page, limit, total };
}
