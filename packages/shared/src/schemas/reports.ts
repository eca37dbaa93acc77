import { z } from 'zod';
import { competenciaSchema } from './faturas';

const reportFormats = ['json', 'csv', 'xlsx'] as const;

export const reportPeriodQuerySchema = z.object({
  de: competenciaSchema.optional(),
  ate: competenciaSchema.optional(),
  client_id: z.uuid({ error: 'Cliente inválido.' }).optional(),
  formato: z.enum(reportFormats, { error: 'Formato inválido: use json, csv ou xlsx.' }).default('json'),
});

export const billingReportQuerySchema = reportPeriodQuerySchema.extend({
  /** which table the CSV/XLSX holds */
  tabela: z.enum(['meses', 'clientes']).default('meses'),
});

const billingMonthSchema = z.object({
  mes: z.string(),
  emitido_centavos: z.number(),
  recebido_centavos: z.number(),
  vencido_centavos: z.number(),
  /** vencido ÷ emitido of the competência, in percent */
  inadimplencia_percentual: z.number(),
});
const billingClientSchema = z.object({
  client_id: z.string(),
  client_name: z.string(),
  emitido_centavos: z.number(),
  recebido_centavos: z.number(),
  vencido_centavos: z.number(),
  faturas: z.number(),
});
export const billingReportSchema = z.object({
  de: z.string(),
  ate: z.string(),
  meses: z.array(billingMonthSchema),
  por_cliente: z.array(billingClientSchema),
  totais: billingMonthSchema.omit({ mes: true }),
});
export type BillingReport = z.infer<typeof billingReportSchema>;

export const clientsReportSchema = z.object({
  de: z.string(),
  ate: z.string(),
  meses: z.array(z.object({ mes: z.string(), novos: z.number(), ativos: z.number(), inativos: z.number() })),
  totais: z.object({ ativos: z.number(), inativos: z.number(), novos_no_periodo: z.number() }),
  nota: z.string(),
});
export type ClientsReport = z.infer<typeof clientsReportSchema>;

export const trainingReportSchema = z.object({
  disponivel: z.boolean(),
  nota: z.string(),
  linhas: z.array(
    z.object({
      client_name: z.string(),
      jornada: z.string(),
      conclusao_percentual: z.number(),
      nota_media: z.number(),
    }),
  ),
});

export const usageReportSchema = z.object({
  de: z.string(),
  ate: z.string(),
  linhas: z.array(
    z.object({
      mes: z.string(),
      client_id: z.string().nullable(),
      client_name: z.string(),
      conversas: z.number(),
      respostas: z.number(),
      tokens_entrada: z.number(),
      tokens_saida: z.number(),
    }),
  ),
  meses: z.array(z.object({ mes: z.string(), conversas: z.number(), tokens: z.number() })),
  nota: z.string(),
});
export type UsageReport = z.infer<typeof usageReportSchema>;
