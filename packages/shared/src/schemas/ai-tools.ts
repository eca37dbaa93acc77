import { z } from 'zod';
import { type AiToolEvent, aiToolNames } from '../ai-tools';
import { cpfOrCnpjSchema } from '../validators/zod-schemas';
import { competenciaSchema, faturaStatuses } from './faturas';

export * from '../ai-tools';

/**
 * The input of each assistant tool: the model fills it, the server validates it here before the
 * service runs (the JSON Schema the providers receive is derived from these).
 */
export const aiToolInputSchemas = {
  consultar_cnib: z.object({
    documento: cpfOrCnpjSchema.describe('CPF ou CNPJ a consultar (com ou sem pontuação)'),
    finalidade: z
      .string()
      .trim()
      .max(200, 'Máximo de 200 caracteres.')
      .optional()
      .describe('Para que a consulta é feita (ex.: número do protocolo do ato), quando o usuário disser'),
    cliente_id: z
      .uuid({ error: 'Cliente inválido.' })
      .optional()
      .describe('Somente equipe Sião: o cliente em nome de quem a consulta é feita'),
  }),
  buscar_base_de_conhecimento: z.object({
    consulta: z
      .string()
      .trim()
      .min(2, 'Informe o que buscar.')
      .max(300, 'Máximo de 300 caracteres.')
      .describe('Palavras ou pergunta a procurar nos documentos e termos publicados'),
  }),
  buscar_faturas: z.object({
    situacao: z
      .enum(faturaStatuses, { error: 'Situação inválida.' })
      .optional()
      .describe('Filtra pela situação da fatura'),
    competencia_de: competenciaSchema.optional().describe('Competência inicial, AAAA-MM'),
    competencia_ate: competenciaSchema.optional().describe('Competência final, AAAA-MM'),
    cliente_id: z
      .uuid({ error: 'Cliente inválido.' })
      .optional()
      .describe('Somente equipe Sião: o cliente cujas faturas buscar'),
  }),
  situacao_fatura: z.object({
    numero: z
      .number({ error: 'Informe o número da fatura.' })
      .int('Informe o número da fatura.')
      .min(1, 'Informe o número da fatura.')
      .describe('Número da fatura'),
  }),
  progresso_treinamentos: z.object({
    cliente_id: z
      .uuid({ error: 'Cliente inválido.' })
      .optional()
      .describe('Somente equipe Sião: o cliente cujo progresso resumir'),
  }),
  resumir_certidao: z.object({
    certidao_id: z
      .uuid({ error: 'Certidão inválida: informe o identificador da certidão enviada.' })
      .optional()
      .describe(
        'O identificador da certidão enviada no serviço OCR de certidões; sem ele, a certidão concluída mais recente do usuário',
      ),
  }),
} as const;

export const aiToolNameSchema = z.enum(aiToolNames, { error: 'Ferramenta desconhecida.' });

/** The tools an assistant may use, as the assistant form sends them. */
export const assistantToolsSchema = z
  .array(aiToolNameSchema)
  .max(aiToolNames.length)
  .transform((names) => [...new Set(names)])
  .default([]);

/** One step of a reply as the history returns it (an `event: tool` payload, the call's last state). */
export const aiToolEventSchema = z.object({
  id: z.string(),
  name: aiToolNameSchema,
  state: z.enum(['running', 'done', 'error', 'confirm']),
  label: z.string(),
  detail: z.string().optional(),
  link: z.object({ label: z.string(), url: z.string() }).optional(),
  confirmation: z.object({ id: z.string(), question: z.string(), button: z.string() }).optional(),
}) satisfies z.ZodType<AiToolEvent>;
