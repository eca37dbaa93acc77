import { z } from 'zod';
import { pageQuerySchema } from './common';
import { reportPeriodQuerySchema } from './reports';
import { serviceNames } from './services';

/** Relatórios › Uso de serviços: `GET /api/reports/servicos` (JSON, CSV or XLSX). */
export const servicesUsageReportQuerySchema = reportPeriodQuerySchema.extend({
  servico: z.enum(serviceNames, { error: 'Serviço inválido: use cnib, ocr ou certidoes.' }).optional(),
  ...pageQuerySchema.pick({ page: true, limit: true }).shape,
});
export type ServicesUsageReportQuery = z.infer<typeof servicesUsageReportQuerySchema>;

const perService = z.object({ cnib: z.number(), ocr: z.number(), certidoes: z.number() });

const servicesUsageRowSchema = z.object({
  mes: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  servico: z.enum(serviceNames),
  usos: z.number(),
  sucesso: z.number(),
  falhas: z.number(),
});
export type ServicesUsageRow = z.infer<typeof servicesUsageRowSchema>;

export const servicesUsageReportSchema = z.object({
  de: z.string(),
  ate: z.string(),
  /** one row per month × client × service with any use, newest month first (paginated) */
  linhas: z.array(servicesUsageRowSchema),
  total_linhas: z.number(),
  page: z.number(),
  limit: z.number(),
  /** uses per service in each month of the period (the chart), with the filters applied */
  meses: z.array(perService.extend({ mes: z.string() })),
  totais: perService.extend({ usos: z.number(), falhas: z.number() }),
});
export type ServicesUsageReport = z.infer<typeof servicesUsageReportSchema>;
