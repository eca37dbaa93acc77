import type { CertidaoField, CertidaoKind, MatriculaParts } from '@siao/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import type { OcrWord } from '../../modules/services/certidoes/words';
import { clients } from './clients';
import { createdAt, id, tstz, updatedAt } from './columns';
import { users } from './users';

export interface CertidaoExtraction {
  kind: CertidaoKind;
  fields: CertidaoField[];
  matricula: MatriculaParts | null;
}

/** One uploaded file and its OCR run (a background job); the record outlives its files (LGPD). */
export const ocrJobs = pgTable(
  'ocr_jobs',
  {
    id: id(),
    /** the uploader's client; null for Sião staff's own files */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: ['ocr', 'certidao'] }).notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileKey: text('file_key').notNull(),
    /** the files sent in one upload share it: the certidões batch summary and its one export */
    batchId: uuid('batch_id'),
    /** PDF pages that already have a text layer are OCR'd again instead of keeping it */
    redoTextPages: boolean('redo_text_pages').notNull().default(false),
    status: text('status', { enum: ['fila', 'processando', 'concluido', 'erro', 'cancelado'] })
      .notNull()
      .default('fila'),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesTotal: integer('pages_total').notNull().default(0),
    queueJobId: text('queue_job_id'),
    engine: text('engine'),
    confidence: real('confidence'),
    error: text('error'),
    searchablePdfKey: text('searchable_pdf_key'),
    certidao: jsonb('certidao').$type<CertidaoExtraction>(),
    certidaoReviewedAt: tstz('certidao_reviewed_at'),
    filesPurgedAt: tstz('files_purged_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    index('ocr_jobs_created_idx').on(t.purpose, t.createdAt, t.id),
    index('ocr_jobs_client_idx').on(t.clientId, t.purpose, t.createdAt, t.id),
    index('ocr_jobs_batch_idx').on(t.batchId),
    index('ocr_jobs_purge_idx').on(t.createdAt).where(sql`${t.filesPurgedAt} is null`),
  ],
);

/** A recognised page: word boxes for the viewer, the text (and the user's corrected text). */
export const ocrPages = pgTable(
  'ocr_pages',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => ocrJobs.id, { onDelete: 'cascade' }),
    pageNo: integer('page_no').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** the scan's own resolution before the upscale to 300 dpi (null: read from the PDF's text layer) */
    scanDpi: integer('scan_dpi'),
    /** `texto`: the PDF's own text layer was kept */
    source: text('source', { enum: ['ocr', 'texto'] }).notNull(),
    text: text('text').notNull(),
    correctedText: text('corrected_text'),
    words: jsonb('words').$type<OcrWord[]>().notNull(),
    confidence: real('confidence').notNull(),
    imageKey: text('image_key').notNull(),
    pdfKey: text('pdf_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.pageNo] })],
);

/** Every text correction, kept: who changed which page's text, to what, when. */
export const ocrTextEdits = pgTable(
  'ocr_text_edits',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => ocrJobs.id, { onDelete: 'cascade' }),
    pageNo: integer('page_no').notNull(),
    text: text('text').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ocr_text_edits_job_idx').on(t.jobId, t.pageNo, t.createdAt)],
);
