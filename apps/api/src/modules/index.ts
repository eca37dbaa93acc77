import type { FastifyInstance } from 'fastify';
import { aiRoutes } from './ai';
import { assistantToolbox } from './assistant-tools';
import { authRoutes } from './auth/routes';
import { clientRoutes } from './clients/routes';
import { dashboardRoutes } from './dashboard/routes';
import { documentRoutes } from './documents/routes';
import { faturaRoutes } from './faturas/routes';
import { jobStatusRoutes } from './jobs-status/routes';
import { learningRoutes } from './learning/routes';
import { meRoutes } from './me/routes';
import { metricsRoutes } from './platform/metrics-routes';
import { platformRoutes } from './platform/routes';
import { reportRoutes } from './reports/routes';
import { servicesUsageReportRoutes } from './reports/services-usage-routes';
import { searchRoutes } from './search/routes';
import { certidaoRoutes } from './services/certidoes/routes';
import { ocrRoutes } from './services/ocr/routes';
import { serviceRoutes } from './services/routes';
import { settingsRoutes } from './settings/routes';
import { termsAcceptanceRoutes } from './terms/acceptance-routes';
import { termsRoutes } from './terms/routes';
import { userAdminRoutes } from './users/admin-routes';

/** Every area's routes. A new area adds one line here and its rows to test/authz-table.ts. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(platformRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(termsAcceptanceRoutes);
  await app.register(termsRoutes);
  await app.register(documentRoutes);
  await app.register(clientRoutes);
  await app.register(userAdminRoutes);
  await app.register(faturaRoutes);
  await app.register(dashboardRoutes);
  await app.register(reportRoutes);
  await app.register(servicesUsageReportRoutes);
  await app.register(aiRoutes, { toolbox: assistantToolbox });
  await app.register(jobStatusRoutes);
  await app.register(metricsRoutes);
  await app.register(learningRoutes);
  await app.register(serviceRoutes);
  await app.register(ocrRoutes);
  await app.register(certidaoRoutes);
  await app.register(searchRoutes);
  await app.register(settingsRoutes);
}
