import {
  type CertidaoBatch,
  type CertidaoBatchRow,
  type CertidaoField,
  certidaoSituacaoLabels,
  ocrStatusLabels,
  type SaveCertidaoFieldsInput,
} from '@siao/shared';
import type { CertidaoExtraction } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { jobsOfBatch, listJobs, type OcrJobRow } from '../ocr/repository';
import { requireJob, viewerOf } from '../ocr/service';
import { readCpf, reviewReasons } from './checks';
import type { CertidaoRecord } from './export';
import { matriculaIn } from './matricula-parts';

/**
 * Applies the reviewer's values: a value a person typed counts as confidence 1, but it is still
 * checked (a CPF or matrícula with wrong check digits stays marked, never accepted silently).
 */
export function applyReview(
  extraction: CertidaoExtraction,
  input: SaveCertidaoFieldsInput,
): CertidaoExtraction {
  const typed = input.fields;
  const matricula = typed.matricula !== undefined ? matriculaIn(typed.matricula) : extraction.matricula;
  const values = Object.fromEntries(extraction.fields.map((f) => [f.key, typed[f.key] ?? f.value]));
  if (matricula?.valid) values.matricula = matricula.formatted;
  if (values.cpf && readCpf(values.cpf).valid) values.cpf = readCpf(values.cpf).value;
  const fields = extraction.fields.map((f): CertidaoField => {
    const changed = typed[f.key] !== undefined;
    const value = (values[f.key] ?? '').trim();
    const reasons = reviewReasons(extraction.kind, f.key, value, values, matricula);
    if (!changed) {
      // untouched fields keep their OCR doubts (low confidence, not found) unless a check now fails
      const kept = f.reasons.filter((r) => r.startsWith('Confiança') || r.startsWith('Campo não'));
      reasons.push(...kept);
    }
    return { ...f, value, confidence: changed ? 1 : f.confidence, review: reasons.length > 0, reasons };
  });
  return { kind: extraction.kind, fields, matricula };
}

/** One line of the batch summary: tipo, nome, matrícula and its check, fields to review, situação. */
function batchRow(job: OcrJobRow): CertidaoBatchRow {
  const c = job.status === 'concluido' ? job.certidao : null;
  const value = (key: string) => c?.fields.find((f) => f.key === key)?.value || null;
  const toReview = c?.fields.filter((f) => f.review).length ?? 0;
  const situacao = !c
    ? ocrStatusLabels[job.status]
    : job.certidaoReviewedAt
      ? certidaoSituacaoLabels.revisada
      : toReview
        ? certidaoSituacaoLabels.para_revisar
        : certidaoSituacaoLabels.conferida;
  return {
    id: job.id,
    file_name: job.fileName,
    status: job.status,
    error: job.error,
    kind: c?.kind ?? null,
    nome: value('nome'),
    matricula: c?.matricula?.formatted ?? value('matricula'),
    matricula_valida: c?.matricula ? c.matricula.valid : null,
    campos_para_revisar: toReview,
    situacao,
  };
}

/** The certidões of one upload, or 404 (a client never learns that another client's batch exists). */
export async function requireBatch(deps: AppDeps, auth: AuthContext, batchId: string): Promise<OcrJobRow[]> {
  const jobs = await jobsOfBatch(deps.db, viewerOf(auth), batchId, 'certidao');
  if (!jobs.length) throw new AppError('OCR_BATCH_NOT_FOUND');
  return jobs;
}

export function batchOf(batchId: string, jobs: readonly OcrJobRow[]): CertidaoBatch {
  return {
    id: batchId,
    total: jobs.length,
    concluidas: jobs.filter((j) => j.status === 'concluido').length,
    certidoes: jobs.map(batchRow),
  };
}

/** What the export holds: the finished certidões (with the reviewer's values). */
export function exportRecords(jobs: readonly OcrJobRow[]): CertidaoRecord[] {
  const records = jobs.flatMap((j) =>
    j.status === 'concluido' && j.certidao ? [{ id: j.id, ...j.certidao }] : [],
  );
  if (!records.length) throw new AppError('OCR_BATCH_NOT_READY');
  return records;
}

export type FinishedCertidao = OcrJobRow & { certidao: CertidaoExtraction };

const isFinished = (job: OcrJobRow): job is FinishedCertidao =>
  job.status === 'concluido' && job.certidao !== null;

/**
 * A certidão whose extraction is done, as the page reads it (GET /api/services/certidoes/:id): 404 for
 * one the user may not see (another client's), 409 OCR_NOT_READY while it is still being read.
 */
export async function requireFinishedCertidao(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
): Promise<FinishedCertidao> {
  const job = await requireJob(deps, auth, id, 'certidao');
  if (!isFinished(job)) throw new AppError('OCR_NOT_READY');
  return job;
}

/** The user's most recent finished certidão (the list of GET /api/services/certidoes), if any. */
export async function latestFinishedCertidao(
  deps: AppDeps,
  auth: AuthContext,
): Promise<FinishedCertidao | null> {
  const { rows } = await listJobs(deps.db, viewerOf(auth), {
    purpose: 'certidao',
    status: 'concluido',
    page: 1,
    limit: 1,
  });
  const job = rows[0];
  return job && isFinished(job) ? job : null;
}
