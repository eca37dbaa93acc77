import type { LearnerDocument, LearningDocument, LearningDocumentMeta } from '@siao/shared';
import { learningDocumentMetaSchema } from '@siao/shared';
import type { AppDeps } from '../../../deps';
import type { AuditOrigin } from '../../../lib/audit';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import type { CheckedFile } from '../../documents';
import { documentLink, trashDocument } from '../../documents';
import { addVersion, createDocument, updateDocument } from '../../documents/service';
import { requireOpenStep } from '../progress/progress-service';
import {
  addLearningDocument,
  currentText,
  findLearningDocument,
  type LearningDocumentRow,
  stepCounts,
} from './document-repository';

/** Kept in the documents module as internal documents of this category (staff see them there too). */
const LEARNING_DOCUMENT_CATEGORY = 'SiãoSeg';

type Origin = AuditOrigin & { actorId: string };

export function toLearningDocument(row: LearningDocumentRow, steps: number): LearningDocument {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    current_version: row.currentVersion,
    file_name: row.fileName,
    format: row.format,
    mime: row.mime,
    size_bytes: row.sizeBytes,
    updated_at: row.updatedAt.toISOString(),
    step_count: steps,
  };
}

export async function requireLearningDocument(deps: AppDeps, id: string) {
  const row = await findLearningDocument(deps.db, id);
  if (!row) throw new AppError('LEARNING_DOCUMENT_NOT_FOUND');
  return row;
}

export async function learningDocumentView(deps: AppDeps, id: string) {
  const row = await requireLearningDocument(deps, id);
  return toLearningDocument(row, (await stepCounts(deps.db, [id])).get(id) ?? 0);
}

/** Multipart text fields → the metadata (Portuguese messages next to the field). */
export function parseLearningMeta(fields: Record<string, string[]>) {
  const parsed = learningDocumentMetaSchema.safeParse({
    title: fields.title?.[0],
    description: fields.description?.[0] || null,
  });
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  throw new AppError('VALIDATION_FAILED', { message: details[0]?.message, details });
}

const asDocumentMeta = (meta: LearningDocumentMeta) => ({
  title: meta.title,
  description: meta.description ?? null,
  category: LEARNING_DOCUMENT_CATEGORY,
  // never listed to clients by the documents module: learners reach it through their trails
  visibility: 'interno' as const,
  client_ids: [],
});

export async function createLearningDocument(
  deps: AppDeps,
  id: string,
  meta: LearningDocumentMeta,
  file: CheckedFile,
  origin: Origin,
) {
  await createDocument(deps, id, asDocumentMeta(meta), file, origin);
  await addLearningDocument(deps.db, id);
}

export async function updateLearningDocument(
  deps: AppDeps,
  id: string,
  meta: LearningDocumentMeta,
  origin: Origin,
) {
  await updateDocument(deps, await requireLearningDocument(deps, id), asDocumentMeta(meta), origin);
}

export const addLearningVersion = (
  deps: AppDeps,
  doc: LearningDocumentRow,
  file: CheckedFile,
  note: string | null,
  origin: Origin,
) => addVersion(deps, doc, file, note, origin);

/** To the documents' trash (restorable there), unless a trail step still shows it. */
export async function deleteLearningDocument(deps: AppDeps, id: string, origin: Origin) {
  const doc = await requireLearningDocument(deps, id);
  if ((await stepCounts(deps.db, [id])).get(id)) throw new AppError('LEARNING_DOCUMENT_IN_USE');
  await trashDocument(deps, doc, origin);
}

export const staffDocumentLink = async (deps: AppDeps, id: string) =>
  documentLink(deps, await requireLearningDocument(deps, id));

/** A document step's file for the learner: only through an unlocked step of a visible journey. */
export async function learnerDocument(
  deps: AppDeps,
  auth: AuthContext,
  stepId: string,
): Promise<LearnerDocument> {
  const { step } = await requireOpenStep(deps, auth, stepId);
  const doc =
    step.kind === 'documento' && step.documentId
      ? await findLearningDocument(deps.db, step.documentId)
      : undefined;
  if (!doc) throw new AppError('LEARNING_DOCUMENT_NOT_FOUND');
  const link = await documentLink(deps, doc);
  return {
    step_id: step.id,
    title: step.title,
    file_name: doc.fileName,
    format: doc.format,
    mime: doc.mime,
    url: link.url,
    download_url: link.download_url,
    expires_at: link.expires_at,
    text: await currentText(deps.db, doc),
  };
}
