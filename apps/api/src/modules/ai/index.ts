import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAiRuntime } from './ai-runtime';
import { type AssistantToolbox, noTools } from './tools/types';

export { createRemoteProviders } from './ai-runtime';
export { AI_AUDIENCES, SIAO_USER_AUDIENCES } from './common';
export type { KnowledgeSearch } from './providers/local/knowledge-search';
export type { LlmProvider, ProviderToolSpec } from './providers/types';
export {
  type AiTool,
  type AssistantToolbox,
  defineTool,
  type ToolContext,
  type ToolHandle,
  type ToolOutcome,
  type ToolRun,
} from './tools/types';

import { assistantRoutes } from './assistants/routes';
import { converseRoutes } from './converse/routes';
import { usageRoutes } from './converse/usage-routes';
import { exportRoutes } from './export/routes';
import { feedbackRoutes } from './feedback/routes';
import { mcpRoutes } from './mcp/routes';
import { threadRoutes } from './threads/routes';
import { widgetCors } from './widget-auth/cors';
import { widgetAuthRoutes } from './widget-auth/routes';

/**
 * The AI server: assistants, threads, converse-stream, export, widget tokens. Not encapsulated
 * (fastify-plugin) so the widget CORS hook also covers the root's OPTIONS route; each area below
 * stays in its own context.
 */
export const aiRoutes = fp(async function aiRoutes(
  app: FastifyInstance,
  options: { toolbox?: AssistantToolbox },
): Promise<void> {
  const runtime = await createAiRuntime(app.deps, app.log, options.toolbox ?? noTools);
  app.addHook('onClose', () => runtime.close());
  await app.register(widgetCors);
  await app.register(assistantRoutes);
  await app.register(threadRoutes);
  await app.register(converseRoutes, { runtime });
  await app.register(exportRoutes, { runtime });
  await app.register(widgetAuthRoutes);
  await app.register(usageRoutes);
  await app.register(feedbackRoutes);
  await app.register(mcpRoutes, { runtime });
});
