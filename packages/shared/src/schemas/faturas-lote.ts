import { z } from 'zod';
import { cancelamentoSchema, pagamentoSchema } from './faturas';

/** Most faturas one batch action takes (the list's largest page). */
export const FATURAS_LOTE_MAX = 100;

const faturaLoteIdsSchema = z
  .array(z.uuid({ error: 'Fatura inválida.' }), { error: 'Selecione as faturas.' })
  .min(1, { error: 'Selecione ao menos uma fatura.' })
  .max(FATURAS_LOTE_MAX, { error: `Selecione no máximo ${FATURAS_LOTE_MAX} faturas por vez.` });

const faturaLoteAcoes = ['email', 'pagamento', 'cancelamento'] as const;

/** One batch action over many faturas; each fatura goes through the same rules as the single action. */
export const faturaLoteSchema = z.discriminatedUnion(
  'acao',
  [
    z.object({ acao: z.literal('email'), ids: faturaLoteIdsSchema }),
    pagamentoSchema.extend({ acao: z.literal('pagamento'), ids: faturaLoteIdsSchema }),
    cancelamentoSchema.extend({ acao: z.literal('cancelamento'), ids: faturaLoteIdsSchema }),
  ],
  { error: 'Ação inválida.' },
);
export type FaturaLoteInput = z.infer<typeof faturaLoteSchema>;

export const faturaLotePdfSchema = z.object({ ids: faturaLoteIdsSchema });

const faturaLoteItemSchema = z.object({
  id: z.string(),
  /** null when the fatura was not found (or is not the caller's to act on) */
  numero: z.number().nullable(),
  ok: z.boolean(),
  /** error code of the catalogue when it failed (FATURA_PAID_CANNOT_CANCEL, NOT_FOUND…) */
  codigo: z.string().nullable(),
  mensagem: z.string().nullable(),
});
export type FaturaLoteItem = z.infer<typeof faturaLoteItemSchema>;

export const faturaLoteResultSchema = z.object({
  acao: z.enum(faturaLoteAcoes),
  sucesso: z.number(),
  falhas: z.number(),
  itens: z.array(faturaLoteItemSchema),
});
export type FaturaLoteResult = z.infer<typeof faturaLoteResultSchema>;
