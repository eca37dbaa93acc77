import { z } from 'zod';
import { titleField } from './fields';

/** Who may see a document: staff only, every client, or the clients chosen on the document. */
const documentVisibilities = ['interno', 'todos_clientes', 'clientes_escolhidos'] as const;
export type DocumentVisibility = (typeof documentVisibilities)[number];
export const documentVisibilityLabels: Record<DocumentVisibility, string> = {
  interno: 'Interno',
  todos_clientes: 'Todos os clientes',
  clientes_escolhidos: 'Clientes escolhidos',
};

/** Formats accepted by Documentos (checked by content on the server). */
const documentFileFormats = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'txt', 'md', 'jpg', 'png'] as const;
export type DocumentFileFormat = (typeof documentFileFormats)[number];
export const DOCUMENT_ACCEPT = documentFileFormats.map((f) => `.${f}`).join(',');

/** Days a document stays in the trash before it is purged for good. */
export const DOCUMENT_TRASH_DAYS = 30;

const title = titleField;
const category = z
  .string({ error: 'Informe a categoria.' })
  .trim()
  .min(2, { error: 'A categoria deve ter pelo menos 2 caracteres.' })
  .max(60, { error: 'A categoria deve ter no máximo 60 caracteres.' });
const description = z
  .string()
  .trim()
  .max(2000, { error: 'A descrição deve ter no máximo 2.000 caracteres.' })
  .nullable()
  .optional();
const clientIds = z
  .array(z.uuid({ error: 'Cliente inválido.' }))
  .max(500)
  .default([]);

/** Metadata of a document; the file goes in the same multipart request (field `file`). */
export const documentMetaSchema = z
  .object({
    title,
    category,
    description,
    visibility: z.enum(documentVisibilities, { error: 'Escolha a visibilidade.' }),
    client_ids: clientIds,
  })
  .refine((v) => v.visibility !== 'clientes_escolhidos' || v.client_ids.length > 0, {
    error: 'Escolha pelo menos um cliente.',
    path: ['client_ids'],
  });
export type DocumentMetaInput = z.infer<typeof documentMetaSchema>;

const documentVersionSchema = z.object({
  version: z.number(),
  file_name: z.string(),
  format: z.string(),
  mime: z.string(),
  size_bytes: z.number(),
  sha256: z.string(),
  note: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});

export const documentSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  visibility: z.enum(documentVisibilities),
  current_version: z.number(),
  file_name: z.string(),
  format: z.string(),
  mime: z.string(),
  size_bytes: z.number(),
  sha256: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  /** when a trashed document is purged for good */
  purge_at: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const documentDetailSchema = documentSummarySchema.extend({
  clients: z.array(z.object({ id: z.string(), name: z.string() })),
  versions: z.array(documentVersionSchema),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

const documentSorts = ['title', '-title', 'updated_at', '-updated_at', 'category', '-category'] as const;

export const documentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(documentSorts).default('-updated_at'),
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().max(60).optional(),
  visibility: z.enum(documentVisibilities).optional(),
  /** documents a given client can see (staff only; the client page's tab) */
  client_id: z.uuid().optional(),
  trash: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** `GET /api/documents/by-hash/:sha256`: the file's SHA-256 in hex (the form computes it before sending). */
export const documentHashParamSchema = z.object({ sha256: z.string().regex(/^[0-9a-fA-F]{64}$/) });

export const documentLinkSchema = z.object({
  url: z.string(),
  download_url: z.string(),
  file_name: z.string(),
  mime: z.string(),
  expires_at: z.string(),
});
export type DocumentLink = z.infer<typeof documentLinkSchema>;

export const documentHistoryEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  actor_name: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type DocumentHistoryEntry = z.infer<typeof documentHistoryEntrySchema>;
