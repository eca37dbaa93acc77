import { z } from 'zod';

/** `vencida` is never stored: it is an `aberta` fatura past its due date (São Paulo). */
export const faturaStatuses = ['aberta', 'vencida', 'paga', 'cancelada'] as const;
export type FaturaStatus = (typeof faturaStatuses)[number];
export const faturaStatusLabels: Record<FaturaStatus, string> = {
  aberta: 'Em aberto',
  vencida: 'Vencida',
  paga: 'Paga',
  cancelada: 'Cancelada',
};

export const formasPagamento = ['pix', 'boleto', 'transferencia'] as const;
export type FormaPagamento = (typeof formasPagamento)[number];
export const formaPagamentoLabels: Record<FormaPagamento, string> = {
  pix: 'PIX',
  boleto: 'Boleto',
  transferencia: 'Transferência',
};

/** Upper bound of one fatura (R$ 10 milhões) so every sum stays a safe integer of centavos. */
export const FATURA_MAX_TOTAL_CENTAVOS = 1_000_000_000;
const FATURA_MAX_ITEMS = 50;
/** List totals are counted exactly up to this many rows; beyond it the screen asks for filters. */
export const FATURAS_COUNT_CAP = 10_000;

const COMPETENCIA = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const competenciaSchema = z
  .string({ error: 'Informe a competência.' })
  .regex(COMPETENCIA, { error: 'Competência inválida. Use o formato AAAA-MM.' });

/** `YYYY-MM-DD` that exists in the calendar. */
function isoDateSchema(label: string) {
  return z
    .string({ error: `Informe a data de ${label}.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `Data de ${label} inválida.` })
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        error: `Data de ${label} inválida.`,
      },
    );
}

const faturaItemInputSchema = z.object({
  descricao: z
    .string({ error: 'Informe a descrição do item.' })
    .trim()
    .min(1, { error: 'Informe a descrição do item.' })
    .max(200, { error: 'A descrição deve ter no máximo 200 caracteres.' }),
  quantidade: z
    .number({ error: 'Informe a quantidade.' })
    .int({ error: 'A quantidade deve ser um número inteiro.' })
    .min(1, { error: 'A quantidade deve ser pelo menos 1.' })
    .max(100_000, { error: 'A quantidade deve ser no máximo 100.000.' }),
  valor_unitario_centavos: z
    .number({ error: 'Informe o valor unitário.' })
    .int({ error: 'O valor unitário deve estar em centavos.' })
    .min(0, { error: 'O valor unitário não pode ser negativo.' })
    .max(FATURA_MAX_TOTAL_CENTAVOS, { error: 'Valor unitário acima do permitido.' }),
});
export type FaturaItemInput = z.infer<typeof faturaItemInputSchema>;

const itensSchema = z
  .array(faturaItemInputSchema, { error: 'Informe os itens da fatura.' })
  .min(1, { error: 'Inclua pelo menos um item.' })
  .max(FATURA_MAX_ITEMS, { error: `A fatura pode ter no máximo ${FATURA_MAX_ITEMS} itens.` });

const observacoes = z
  .string()
  .trim()
  .max(2000, { error: 'As observações devem ter no máximo 2.000 caracteres.' })
  .nullish();

export const updateFaturaSchema = z.object({
  competencia: competenciaSchema,
  emissao: isoDateSchema('emissão').optional(),
  vencimento: isoDateSchema('vencimento'),
  itens: itensSchema,
  observacoes,
});
export type UpdateFaturaInput = z.infer<typeof updateFaturaSchema>;

export const createFaturaSchema = updateFaturaSchema.extend({
  client_id: z.uuid({ error: 'Selecione o cliente.' }),
});
export type CreateFaturaInput = z.infer<typeof createFaturaSchema>;

export const pagamentoSchema = z.object({
  data: isoDateSchema('pagamento'),
  forma: z.enum(formasPagamento, { error: 'Selecione a forma de pagamento.' }),
});
export type PagamentoInput = z.infer<typeof pagamentoSchema>;

export const cancelamentoSchema = z.object({
  motivo: z
    .string({ error: 'Informe o motivo do cancelamento.' })
    .trim()
    .min(3, { error: 'Informe o motivo do cancelamento.' })
    .max(500, { error: 'O motivo deve ter no máximo 500 caracteres.' }),
});
export type CancelamentoInput = z.infer<typeof cancelamentoSchema>;

/** "Estornar pagamento": the fatura is open again; the reason stays in its history. */
export const estornoSchema = z.object({
  motivo: z
    .string({ error: 'Informe o motivo do estorno.' })
    .trim()
    .min(3, { error: 'Informe o motivo do estorno.' })
    .max(500, { error: 'O motivo deve ter no máximo 500 caracteres.' }),
});
export type EstornoInput = z.infer<typeof estornoSchema>;

export const geracaoMensalSchema = z.object({ competencia: competenciaSchema });

const faturaSorts = ['numero', 'emissao', 'vencimento', 'competencia', 'total'] as const;
export type FaturaSort = (typeof faturaSorts)[number];

export const faturaListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sort: z
    .enum([...faturaSorts, ...faturaSorts.map((s) => `-${s}` as const)], { error: 'Ordenação inválida.' })
    .default('-numero'),
  status: z.enum(faturaStatuses, { error: 'Situação inválida.' }).optional(),
  client_id: z.uuid({ error: 'Cliente inválido.' }).optional(),
  competencia_de: competenciaSchema.optional(),
  competencia_ate: competenciaSchema.optional(),
  /** número da fatura (digits) */
  q: z.string().trim().max(20).optional(),
});
export type FaturaListQuery = z.infer<typeof faturaListQuerySchema>;

const faturaItemSchema = faturaItemInputSchema.extend({ total_centavos: z.number() });

export const faturaListItemSchema = z.object({
  id: z.string(),
  numero: z.number(),
  client_id: z.string(),
  client_name: z.string(),
  competencia: z.string(),
  emissao: z.string(),
  vencimento: z.string(),
  status: z.enum(faturaStatuses),
  total_centavos: z.number(),
  pago_em: z.string().nullable(),
  forma_pagamento: z.enum(formasPagamento).nullable(),
});
export type FaturaListItem = z.infer<typeof faturaListItemSchema>;

export const faturaSchema = faturaListItemSchema.extend({
  client_document: z.string(),
  client_email: z.string().nullable(),
  itens: z.array(faturaItemSchema),
  observacoes: z.string().nullable(),
  origem: z.enum(['manual', 'mensal']),
  cancelada_em: z.string().nullable(),
  motivo_cancelamento: z.string().nullable(),
  /** present while the fatura can be paid and the company PIX key is configured */
  pix: z.object({ copia_e_cola: z.string(), qr_code_svg: z.string() }).nullable(),
  /** the issuer's account for a transfer, while the fatura can be paid and Configurações has one */
  dados_bancarios: z
    .object({
      banco: z.string(),
      agencia: z.string(),
      conta: z.string(),
      titular: z.string(),
      documento: z.string().nullable(),
    })
    .nullable(),
  /** footer of every fatura (Configurações) */
  rodape: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Fatura = z.infer<typeof faturaSchema>;

export const faturaListSchema = z.object({
  data: z.array(faturaListItemSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  /** true when `total` stopped at FATURAS_COUNT_CAP */
  total_capped: z.boolean(),
});
export type FaturaList = z.infer<typeof faturaListSchema>;

export const faturaTotalsSchema = z.object({
  em_aberto_centavos: z.number(),
  em_aberto_quantidade: z.number(),
  vencidas_centavos: z.number(),
  vencidas_quantidade: z.number(),
  recebidas_mes_centavos: z.number(),
  recebidas_mes_quantidade: z.number(),
});
export type FaturaTotals = z.infer<typeof faturaTotalsSchema>;

export const geracaoMensalResultSchema = z.object({
  competencia: z.string(),
  criadas: z.number(),
  ja_existentes: z.number(),
});
export type GeracaoMensalResult = z.infer<typeof geracaoMensalResultSchema>;
