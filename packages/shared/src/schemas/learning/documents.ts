import { z } from 'zod';
import { pageQuerySchema } from '../common';
import { titleField } from '../fields';

/** SiãoSeg documents shown inside trails. */

export const learningDocumentMetaSchema = z.object({
  title: titleField,
  description: z
    .string()
    .trim()
    .max(2000, { error: 'A descrição deve ter no máximo 2.000 caracteres.' })
    .nullable()
    .default(null),
});
export type LearningDocumentMeta = z.input<typeof learningDocumentMetaSchema>;

export const learningDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  current_version: z.number(),
  file_name: z.string(),
  format: z.string(),
  mime: z.string(),
  size_bytes: z.number(),
  updated_at: z.string(),
  /** trail steps that show it */
  step_count: z.number(),
});
export type LearningDocument = z.infer<typeof learningDocumentSchema>;

export const learningDocumentListQuerySchema = pageQuerySchema.omit({ sort: true });

/** What a learner gets for a document step: short-lived links and, when readable, its text. */
export const learnerDocumentSchema = z.object({
  step_id: z.string(),
  title: z.string(),
  file_name: z.string(),
  format: z.string(),
  mime: z.string(),
  url: z.string(),
  download_url: z.string(),
  expires_at: z.string(),
  /** the file's text (PDF, DOCX, TXT…) for reading in the page; null while unknown or for images */
  text: z.string().nullable(),
});
export type LearnerDocument = z.infer<typeof learnerDocumentSchema>;
