import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAiRuntime } from './ai-runtime';

export { createRemoteProviders } from './ai-runtime';
export type { LlmProvider } from './providers/types';

import { assistantRoutes } from './assistants/routes';
import { converseRoutes } from './converse/routes';
import { usageRoutes } from './converse/usage-routes';
import { exportRoutes } from './export/routes';
import { feedbackRoutes } from './feedback/routes';
import { threadRoutes } from './threads/routes';
import { widgetCors } from './widget-auth/cors';
import { widgetAuthRoutes } from './widget-auth/routes';

/**
 * The AI server: assistants, threads, converse-stream, export, widget tokens. Not encapsulated
 * (fastify-plugin) so the widget CORS hook also covers the root's OPTIONS route; each area below
 * stays in its own context.
 */
export const aiRoutes = fp(async function aiRoutes(app: FastifyInstance): Promise<void> {
  const runtime = await createAiRuntime(app.deps, app.log);
  app.addHook('onClose', () => runtime.close());
  await app.register(widgetCors);
  await app.register(assistantRoutes);
  await app.register(threadRoutes);
  await app.register(converseRoutes, { runtime });
  await app.register(exportRoutes, { runtime });
  await app.register(widgetAuthRoutes);
  await app.register(usageRoutes);
  await app.register(feedbackRoutes);
});
