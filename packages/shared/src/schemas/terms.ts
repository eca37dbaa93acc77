import { z } from 'zod';
import { products } from './auth';
import { titleField } from './fields';

const termsKinds = ['termos_de_uso', 'politica_de_privacidade', 'custom'] as const;
export type TermsKind = (typeof termsKinds)[number];
export const termsKindLabels: Record<TermsKind, string> = {
  termos_de_uso: 'Termos de uso',
  politica_de_privacidade: 'Política de privacidade',
  custom: 'Personalizado',
};
/** `null` product = applies to every product. */
export const TERMS_ALL_PRODUCTS_LABEL = 'Todos os produtos';

/** Rich-text HTML (sanitized on the server); 500 KB is far above any real policy. */
const contentHtml = z
  .string({ error: 'Informe o conteúdo.' })
  .max(500_000, { error: 'O conteúdo deve ter no máximo 500 KB.' });
const title = titleField;

export const createTermsSchema = z.object({
  kind: z.enum(termsKinds, { error: 'Escolha o tipo.' }),
  product: z.enum(products, { error: 'Produto inválido.' }).nullable(),
  title,
  requires_acceptance: z.boolean().default(true),
  /** first draft (optional); publish it with POST /api/terms/{id}/publish */
  draft_html: contentHtml.optional(),
});
export type CreateTermsInput = z.input<typeof createTermsSchema>;

export const updateTermsSchema = z.object({
  title,
  requires_acceptance: z.boolean(),
  draft_html: contentHtml.nullable(),
});
export type UpdateTermsInput = z.infer<typeof updateTermsSchema>;

export const publishTermsSchema = z.object({
  content_html: contentHtml.refine((v) => v.replace(/<[^>]*>/g, '').trim().length > 0, {
    error: 'O conteúdo não pode ficar vazio.',
  }),
});

const termsVersionSchema = z.object({
  version: z.number(),
  content_hash: z.string(),
  published_at: z.string(),
  published_by_name: z.string().nullable(),
  acceptances: z.number(),
});

export const termsSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(termsKinds),
  product: z.enum(products).nullable(),
  title: z.string(),
  requires_acceptance: z.boolean(),
  current_version: z.number().nullable(),
  published_at: z.string().nullable(),
  has_draft: z.boolean(),
  created_at: z.string(),
});
export type TermsSummary = z.infer<typeof termsSummarySchema>;

export const termsDetailSchema = termsSummarySchema.extend({
  draft_html: z.string().nullable(),
  current_html: z.string().nullable(),
  versions: z.array(termsVersionSchema),
});
export type TermsDetail = z.infer<typeof termsDetailSchema>;

export const termsVersionContentSchema = z.object({
  version: z.number(),
  content_html: z.string(),
  content_hash: z.string(),
  published_at: z.string(),
});

export const termsListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(['title', '-title', 'created_at', '-created_at']).default('title'),
  q: z.string().trim().max(200).optional(),
  kind: z.enum(termsKinds).optional(),
  product: z.enum([...products, 'todos']).optional(),
});

export const termsAcceptanceRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  client_id: z.string().nullable(),
  client_name: z.string().nullable(),
  version: z.number(),
  product: z.string(),
  channel: z.string(),
  content_hash: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  accepted_at: z.string(),
});
export type TermsAcceptanceRow = z.infer<typeof termsAcceptanceRowSchema>;

export const termsAcceptancesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  version: z.coerce.number().int().positive().optional(),
  client_id: z.uuid().optional(),
});

/** One item of GET /api/me/pending-terms; accept it with POST /api/{product}/users/add-terms-accepted. */
export const pendingTermsSchema = z.object({
  terms_id: z.string(),
  version: z.number(),
  title: z.string(),
  kind: z.enum(termsKinds),
  content_html: z.string(),
  product: z.enum(products),
  /** the user accepted an earlier version (re-acceptance after a new publication) */
  previously_accepted_version: z.number().nullable(),
});
export type PendingTerms = z.infer<typeof pendingTermsSchema>;

/** The answer of POST /api/{product}/users/add-terms-accepted: the acceptance as recorded. */
export const termsAcceptanceResultSchema = z.object({
  terms_id: z.string(),
  version: z.number(),
  product: z.string(),
  accepted_at: z.string(),
});
