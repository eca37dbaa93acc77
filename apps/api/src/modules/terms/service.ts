import type { CreateTermsInput, TermsDetail, TermsSummary, UpdateTermsInput } from '@siao/shared';
import { createTermsSchema } from '@siao/shared';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth/access';
import { AppError, fieldError } from '../../lib/errors';
import { sanitizeRichTextHtml } from '../../lib/sanitize-rich-text';
import { htmlToText, toSearchText } from '../../lib/search-text';
import { contentHash } from './content-hash';
import { pendingTermsFor } from './pending-repository';
import { findTerms, listTermsVersions, type TermsRow } from './repository';
import {
  deleteTermsRow,
  insertTerms,
  insertTermsVersion,
  lockTermsLastVersion,
  termsEverPublished,
  updateTermsRow,
} from './write-repository';

export async function requireTerms(deps: AppDeps, id: string): Promise<TermsRow> {
  const row = await findTerms(deps.db, id);
  if (!row) throw new AppError('TERMS_NOT_FOUND');
  return row;
}

export function toTermsSummary(
  row: TermsRow,
  version: number | null,
  publishedAt: string | Date | null,
): TermsSummary {
  return {
    id: row.id,
    kind: row.kind,
    product: row.product,
    title: row.title,
    requires_acceptance: row.requiresAcceptance,
    current_version: version === null ? null : Number(version),
    published_at: publishedAt ? new Date(publishedAt).toISOString() : null,
    has_draft: !!row.draftHtml,
    created_at: row.createdAt.toISOString(),
  };
}

export async function termsDetail(deps: AppDeps, row: TermsRow): Promise<TermsDetail> {
  const versions = await listTermsVersions(deps.db, row.id);
  const current = versions.find((v) => v.v.publishedAt);
  return {
    ...toTermsSummary(row, current?.v.version ?? null, current?.v.publishedAt ?? null),
    draft_html: row.draftHtml,
    current_html: current?.v.contentHtml ?? null,
    versions: versions
      .filter((v) => v.v.publishedAt)
      .map(({ v, publishedByName, acceptances }) => ({
        version: v.version,
        content_hash: v.contentHash,
        published_at: v.publishedAt!.toISOString(),
        published_by_name: publishedByName,
        acceptances: Number(acceptances),
      })),
  };
}

export async function createTerms(
  deps: AppDeps,
  input: CreateTermsInput,
  origin: AuditOrigin,
): Promise<TermsRow> {
  const data = createTermsSchema.parse(input);
  return deps.db.transaction(async (tx) => {
    const row = await insertTerms(tx, {
      kind: data.kind,
      product: data.product,
      title: data.title,
      requiresAcceptance: data.requires_acceptance,
      draftHtml: data.draft_html ? sanitizeRichTextHtml(data.draft_html) : null,
    });
    await writeAudit(
      tx,
      {
        action: 'terms.created',
        entity: 'terms',
        entityId: row.id,
        details: { kind: data.kind, product: data.product, title: data.title },
      },
      origin,
    );
    return row;
  });
}

/** Title, acceptance flag and draft; published versions are never touched here. */
export async function updateTerms(
  deps: AppDeps,
  row: TermsRow,
  input: UpdateTermsInput,
  origin: AuditOrigin,
) {
  const draft = input.draft_html ? sanitizeRichTextHtml(input.draft_html) : null;
  await deps.db.transaction(async (tx) => {
    await updateTermsRow(tx, row.id, {
      title: input.title,
      requiresAcceptance: input.requires_acceptance,
      draftHtml: draft,
      updatedAt: new Date(),
    });
    const fields = [
      row.title !== input.title && 'title',
      row.requiresAcceptance !== input.requires_acceptance && 'requires_acceptance',
      (row.draftHtml ?? null) !== draft && 'draft_html',
    ].filter(Boolean);
    await writeAudit(
      tx,
      { action: 'terms.updated', entity: 'terms', entityId: row.id, details: { fields } },
      origin,
    );
  });
}

/**
 * Publishing appends version N+1 (sanitized HTML + SHA-256) and clears the draft; every user of
 * the terms' products is asked to accept it at the next screen they open.
 */
export async function publishTerms(
  deps: AppDeps,
  row: TermsRow,
  html: string,
  origin: AuditOrigin & { actorId: string },
) {
  const clean = sanitizeRichTextHtml(html);
  if (!htmlToText(clean)) {
    throw fieldError('TERMS_CONTENT_EMPTY', 'content_html');
  }
  const hash = contentHash(clean);
  return deps.db.transaction(async (tx) => {
    const last = await lockTermsLastVersion(tx, row.id);
    if (last && last.hash === hash)
      throw new AppError('TERMS_SAME_CONTENT', { params: { version: last.version } });
    const version = (last?.version ?? 0) + 1;
    await insertTermsVersion(tx, {
      termsId: row.id,
      version,
      contentHtml: clean,
      contentHash: hash,
      publishedAt: new Date(),
      createdBy: origin.actorId,
      searchText: toSearchText(row.title, htmlToText(clean)),
    });
    await updateTermsRow(tx, row.id, { draftHtml: null, updatedAt: new Date() });
    await writeAudit(
      tx,
      {
        action: 'terms.published',
        entity: 'terms',
        entityId: row.id,
        details: { version, content_hash: hash },
      },
      origin,
    );
    return version;
  });
}

/** Only terms nobody could have accepted (never published) can be deleted. */
export async function deleteTerms(deps: AppDeps, row: TermsRow, origin: AuditOrigin) {
  if (await termsEverPublished(deps.db, row.id)) throw new AppError('TERMS_ALREADY_PUBLISHED');
  await deps.db.transaction(async (tx) => {
    await deleteTermsRow(tx, row.id);
    await writeAudit(
      tx,
      { action: 'terms.deleted', entity: 'terms', entityId: row.id, details: { title: row.title } },
      origin,
    );
  });
}

/** Terms versions the signed-in cliente has not accepted yet (empty for staff). */
export function pendingTerms(db: Db, auth: AuthContext) {
  return pendingTermsFor(db, auth);
}
