import {
  formatCpf,
  LGPD_REQUEST_DAYS,
  type LgpdAnonymisationResult,
  type LgpdCloseInput,
  type LgpdRequest,
  type LgpdRequestType,
  type LgpdSubject,
  maskLgpdSubject,
  parseLgpdSubject,
} from '@siao/shared';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { pseudonymsOf, subjectHash } from './pseudonym';
import { accessReport, gatherPerson } from './report';
import {
  anonymiseCnib,
  anonymisePersonClients,
  anonymiseUsers,
  clearContactEmails,
  closeRequest,
  deleteUserLeftovers,
  dropOcrFiles,
  insertRequest,
  type LgpdRequestRow,
  type Pseudonyms,
  pageFileKeys,
  type Scrub,
  scrubColumn,
  selectRequest,
  selectRequests,
  sessionsOf,
  textColumns,
  threadAttachmentKeys,
} from './repository';

const DAY_MS = 86_400_000;

/** The identifier was validated by the route's schema; parsing it again gives its stored form. */
export const subjectOf = (typed: string): LgpdSubject => parseLgpdSubject(typed)!;

function toDto(row: { request: LgpdRequestRow; openedByName: string | null }, now: Date): LgpdRequest {
  const r = row.request;
  return {
    id: r.id,
    tipo: r.type,
    titular_mascarado: r.subjectMasked,
    aberta_por: row.openedByName,
    aberta_em: r.openedAt.toISOString(),
    prazo: r.deadlineAt.toISOString(),
    dias_restantes: r.closedAt ? null : Math.ceil((r.deadlineAt.getTime() - now.getTime()) / DAY_MS),
    status: r.status,
    resultado: r.outcome,
    concluida_em: r.closedAt?.toISOString() ?? null,
  };
}

export async function listRequests(deps: AppDeps, now = new Date()): Promise<LgpdRequest[]> {
  return (await selectRequests(deps.db, 500)).map((r) => toDto(r, now));
}

export async function openRequest(
  deps: AppDeps,
  input: { tipo: LgpdRequestType; identificador: string },
  origin: AuditOrigin & { actorId: string },
): Promise<LgpdRequest> {
  const subject = subjectOf(input.identificador);
  const openedAt = new Date();
  const id = await deps.db.transaction(async (tx) => {
    const row = await insertRequest(tx, {
      type: input.tipo,
      subjectHash: subjectHash(deps.config, subject),
      subjectMasked: maskLgpdSubject(subject),
      openedBy: origin.actorId,
      openedAt,
      deadlineAt: new Date(openedAt.getTime() + LGPD_REQUEST_DAYS * DAY_MS),
    });
    await writeAudit(
      tx,
      {
        action: 'lgpd.request_opened',
        entity: 'lgpd_request',
        entityId: row.id,
        details: { tipo: input.tipo, titular: row.subjectMasked },
      },
      origin,
    );
    return row.id;
  });
  return requestDto(deps, id);
}

async function requestDto(deps: AppDeps, id: string): Promise<LgpdRequest> {
  const row = await selectRequest(deps.db, id);
  if (!row) throw new AppError('LGPD_REQUEST_NOT_FOUND');
  return toDto(row, new Date());
}

/** The request, checked against the identifier the operator typed again (it is not stored in clear). */
async function requestFor(deps: AppDeps, id: string, subject: LgpdSubject) {
  const row = await selectRequest(deps.db, id);
  if (!row) throw new AppError('LGPD_REQUEST_NOT_FOUND');
  if (row.request.subjectHash !== subjectHash(deps.config, subject))
    throw new AppError('LGPD_SUBJECT_MISMATCH');
  return row.request;
}

export async function reportFor(deps: AppDeps, id: string, typed: string, origin: AuditOrigin) {
  const subject = subjectOf(typed);
  const request = await requestFor(deps, id, subject);
  const report = await accessReport(deps.db, deps.config, subject, new Date());
  await writeAudit(
    deps.db,
    {
      action: 'lgpd.report_generated',
      entity: 'lgpd_request',
      entityId: request.id,
      details: { titular: request.subjectMasked },
    },
    origin,
  );
  return report;
}

export async function closeLgpdRequest(
  deps: AppDeps,
  id: string,
  input: LgpdCloseInput,
  origin: AuditOrigin & { actorId: string },
): Promise<LgpdRequest> {
  await deps.db.transaction(async (tx) => {
    const closed = await closeRequest(tx, id, {
      status: input.status,
      outcome: input.resultado,
      closedBy: origin.actorId,
      closedAt: new Date(),
    });
    if (!closed) {
      if (!(await selectRequest(tx, id))) throw new AppError('LGPD_REQUEST_NOT_FOUND');
      throw new AppError('LGPD_REQUEST_CLOSED');
    }
    await writeAudit(
      tx,
      {
        action: 'lgpd.request_closed',
        entity: 'lgpd_request',
        entityId: id,
        details: { status: input.status },
      },
      origin,
    );
  });
  return requestDto(deps, id);
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How the person's identifiers are found in free text: whole CPFs (not inside a longer number), whole
 * e-mails (any case), whole full names (not inside a longer word).
 */
function scrubsOf(
  person: { who: { cpfs: string[]; emails: string[] }; names: string[] },
  p: Pseudonyms,
): (Scrub & { byName?: true })[] {
  const cpfs = person.who.cpfs.flatMap((c) => [formatCpf(c), c]);
  const names = [...person.names].sort((a, b) => b.length - a.length);
  return [
    ...cpfs.map((c) => ({
      pattern: `(?<![0-9])${escapeRegex(c)}(?![0-9])`,
      replacement: p.document,
      caseInsensitive: false,
    })),
    ...person.who.emails.map((e) => ({
      pattern: `(?<![A-Za-z0-9._%+-])${escapeRegex(e)}(?![A-Za-z0-9-])`,
      replacement: p.email,
      caseInsensitive: true,
    })),
    ...names.map((n) => ({
      pattern: `(?<![[:alnum:]])${escapeRegex(n)}(?![[:alnum:]])`,
      replacement: p.name,
      caseInsensitive: false,
      byName: true,
    })),
  ];
}

/**
 * Columns that are a person's name: the person's own rows were rewritten above; a name found in another
 * row's name column is a namesake's ("Ana Maria Silva" holds "Maria Silva"), so only CPF and e-mail
 * scrubs apply there. Free text (details, observations, OCR text) gets the name scrub too.
 */
const NAME_COLUMNS = new Set([
  'users.name',
  'clients.legal_name',
  'clients.trade_name',
  'cnib_consultations.nome_razao',
  'learning_certificates.learner_name',
  'ai_widget_users.name',
]);

/**
 * Anonymisation (or deletion) of everything held about the person, in one transaction: what must be
 * kept (faturas, audit, CNIB consultations, consent evidence, learning progress) stays under a stable
 * pseudonym; what nothing obliges keeping is deleted, files included (after the commit). Every text
 * column of every table is then scrubbed of the person's CPF, e-mail and full name. The request is
 * closed with the outcome in the same transaction.
 */
export async function anonymiseSubject(
  deps: AppDeps,
  id: string,
  typed: string,
  origin: AuditOrigin & { actorId: string },
): Promise<LgpdAnonymisationResult> {
  const subject = subjectOf(typed);
  const request = await requestFor(deps, id, subject);
  if (request.status !== 'aberta') throw new AppError('LGPD_REQUEST_CLOSED');
  if (request.type !== 'anonimizacao' && request.type !== 'eliminacao') throw new AppError('LGPD_WRONG_TYPE');
  const p = pseudonymsOf(deps.config, subject);
  const now = new Date();

  const { changed, deleted, files, sessionIds } = await deps.db.transaction(async (tx) => {
    const person = await gatherPerson(tx, subject);
    const ocrIds = person.ocr.map((j) => j.id);
    const pageKeys = await pageFileKeys(tx, ocrIds);
    const fileKeys = [
      ...person.users.flatMap(({ user }) => (user.avatarKey ? [user.avatarKey] : [])),
      ...person.ocr.flatMap((j) => [j.fileKey, ...(j.searchablePdfKey ? [j.searchablePdfKey] : [])]),
      ...pageKeys.flatMap((k) => [k.imageKey, k.pdfKey]),
      // the conversations go with the users' leftovers below; their attachments with them
      ...(await threadAttachmentKeys(tx, person.userIds)),
    ];
    const sessions = (await sessionsOf(tx, person.userIds)).map((s) => s.id);
    let changedRows = 0;
    let deletedRows = 0;
    changedRows += await anonymiseUsers(tx, person.userIds, p, now);
    deletedRows += await deleteUserLeftovers(tx, person.userIds);
    changedRows += await anonymisePersonClients(
      tx,
      person.personClients.map((c) => c.id),
      p,
      now,
    );
    changedRows += await clearContactEmails(tx, person.who.emails, now);
    const cnib = await anonymiseCnib(tx, person.who.cpfs, p);
    changedRows += cnib.changed;
    deletedRows += cnib.deleted;
    changedRows += await dropOcrFiles(tx, ocrIds, now);
    const scrubs = scrubsOf(person, p);
    if (scrubs.length) {
      for (const column of await textColumns(tx)) {
        const named = NAME_COLUMNS.has(`${column.table_name}.${column.column_name}`);
        const these = named ? scrubs.filter((s) => !s.byName) : scrubs;
        if (these.length) changedRows += await scrubColumn(tx, column, these);
      }
    }
    const outcome = `Dados anonimizados com o pseudônimo ${p.name}: ${changedRows} alterações, ${deletedRows} registros e ${fileKeys.length} arquivos apagados.`;
    await closeRequest(tx, id, { status: 'concluida', outcome, closedBy: origin.actorId, closedAt: now });
    await writeAudit(
      tx,
      {
        action: 'lgpd.anonymised',
        entity: 'lgpd_request',
        entityId: id,
        details: {
          titular: request.subjectMasked,
          pseudonimo: p.name,
          alterados: changedRows,
          apagados: deletedRows,
          arquivos: fileKeys.length,
        },
      },
      origin,
    );
    return { changed: changedRows, deleted: deletedRows, files: fileKeys, sessionIds: sessions };
  });

  // after the commit: a rollback must not leave records pointing at deleted files
  for (const key of files) await deps.storage.delete(key);
  for (const sessionId of sessionIds) await deps.revocations.revoke(sessionId);
  return {
    pseudonimo: p.name,
    registros_alterados: changed,
    registros_apagados: deleted,
    arquivos_apagados: files.length,
    solicitacao: await requestDto(deps, id),
  };
}
