import { z } from 'zod';
import { faturaListItemSchema, faturaTotalsSchema } from './faturas';

/** Training progress arrives with the learning (SiãoSeg) issue; until then the card explains it. */
const trainingProgressSchema = z.object({
  disponivel: z.boolean(),
  nota: z.string().nullable(),
  por_cliente: z.array(
    z.object({ client_id: z.string(), client_name: z.string(), concluidos: z.number(), total: z.number() }),
  ),
});
export type TrainingProgress = z.infer<typeof trainingProgressSchema>;

const revenuePointSchema = z.object({
  mes: z.string(),
  emitido_centavos: z.number(),
  recebido_centavos: z.number(),
});
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

export const staffDashboardSchema = z.object({
  visao: z.literal('equipe'),
  clientes_ativos: z.number(),
  faturas: faturaTotalsSchema,
  receita_12_meses: z.array(revenuePointSchema),
  treinamentos: trainingProgressSchema,
  uso_ia: z.object({ mes: z.string(), conversas: z.number(), respostas: z.number(), tokens: z.number() }),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

export const clientDashboardSchema = z.object({
  visao: z.literal('cliente'),
  faturas: faturaTotalsSchema,
  faturas_recentes: z.array(faturaListItemSchema),
  termos_pendentes: z.array(z.object({ terms_id: z.string(), title: z.string(), version: z.number() })),
  treinamentos: trainingProgressSchema,
  documentos_recentes: z.array(
    z.object({ id: z.string(), title: z.string(), category: z.string(), updated_at: z.string() }),
  ),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;

export const dashboardSchema = z.discriminatedUnion('visao', [staffDashboardSchema, clientDashboardSchema]);
export type Dashboard = z.infer<typeof dashboardSchema>;

export const TRAINING_UNAVAILABLE_NOTE =
  'O acompanhamento de treinamentos (SiãoSeg) estará disponível quando as jornadas e trilhas forem publicadas.';
