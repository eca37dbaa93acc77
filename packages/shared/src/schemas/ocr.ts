import { z } from 'zod';
import { certidaoFieldSchema, certidaoKindSchema, matriculaPartsSchema } from './certidoes';
import { idParam, pageQuerySchema } from './common';

const ocrStatusSchema = z.enum(['fila', 'processando', 'concluido', 'erro', 'cancelado']);
export type OcrStatus = z.infer<typeof ocrStatusSchema>;

export const ocrStatusLabels: Record<OcrStatus, string> = {
  fila: 'Na fila',
  processando: 'Processando',
  concluido: 'Concluído',
  erro: 'Erro',
  cancelado: 'Cancelado',
};

export const ocrListQuerySchema = pageQuerySchema.extend({ status: ocrStatusSchema.optional() });

export const ocrJobSummarySchema = z.object({
  id: z.string(),
  file_name: z.string(),
  mime: z.string(),
  size_bytes: z.number(),
  status: ocrStatusSchema,
  pages_done: z.number(),
  pages_total: z.number(),
  /** 0–1 mean word confidence, once finished */
  confidence: z.number().nullable(),
  engine: z.string().nullable(),
  error: z.string().nullable(),
  files_purged: z.boolean(),
  /** the files sent together in one upload share it (certidões: the batch summary) */
  batch_id: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type OcrJobSummary = z.infer<typeof ocrJobSummarySchema>;

const ocrWordSchema = z.object({
  text: z.string(),
  conf: z.number(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
});

const ocrPageSchema = z.object({
  page: z.number(),
  width: z.number(),
  height: z.number(),
  source: z.enum(['ocr', 'texto']),
  confidence: z.number(),
  /** the corrected text when there is one, else the recognised text */
  text: z.string(),
  recognized_text: z.string(),
  corrected: z.boolean(),
  words: z.array(ocrWordSchema),
  /** short-lived link to the page image; null once the files were purged */
  image_url: z.string().nullable(),
});
export type OcrPage = z.infer<typeof ocrPageSchema>;

export const ocrJobDetailSchema = ocrJobSummarySchema.extend({ pages: z.array(ocrPageSchema) });
export type OcrJobDetail = z.infer<typeof ocrJobDetailSchema>;

export const ocrTextCorrectionSchema = z.object({ text: z.string().max(200_000) });
export const ocrPageParamSchema = z.object({
  id: idParam,
  page: z.coerce.number().int().min(1),
});

export const ocrTextEditSchema = z.object({
  page: z.number(),
  text: z.string(),
  user_id: z.string().nullable(),
  created_at: z.string(),
});

export const ocrDownloadQuerySchema = z.object({ format: z.enum(['pdf', 'txt', 'docx']).default('pdf') });

export const certidaoJobDetailSchema = ocrJobSummarySchema.extend({
  kind: certidaoKindSchema.nullable(),
  fields: z.array(certidaoFieldSchema),
  matricula: matriculaPartsSchema.nullable(),
  reviewed_at: z.string().nullable(),
  pages: z.array(ocrPageSchema.omit({ words: true })),
});
export type CertidaoJobDetail = z.infer<typeof certidaoJobDetailSchema>;

/** Multipart text field of an OCR upload: PDF pages that already have a text layer are OCR'd again. */
export const OCR_REDO_TEXT_FIELD = 'refazer_paginas_com_texto';

/** Where a certidão of a batch stands, as the summary table shows it. */
export const certidaoSituacaoLabels = {
  revisada: 'Revisada',
  para_revisar: 'Para revisar',
  conferida: 'Conferida',
} as const;

const certidaoBatchRowSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  status: ocrStatusSchema,
  error: z.string().nullable(),
  kind: certidaoKindSchema.nullable(),
  nome: z.string().nullable(),
  matricula: z.string().nullable(),
  /** null: no matrícula found (yet) */
  matricula_valida: z.boolean().nullable(),
  campos_para_revisar: z.number(),
  /** `Na fila`, `Processando`, `Erro`, `Cancelado`, or once finished `Revisada`, `Para revisar`, `Conferida` */
  situacao: z.string(),
});
export type CertidaoBatchRow = z.infer<typeof certidaoBatchRowSchema>;

export const certidaoBatchSchema = z.object({
  id: z.string(),
  total: z.number(),
  concluidas: z.number(),
  certidoes: z.array(certidaoBatchRowSchema),
});
export type CertidaoBatch = z.infer<typeof certidaoBatchSchema>;
