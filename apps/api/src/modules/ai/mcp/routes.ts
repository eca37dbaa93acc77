import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../../lib/errors';
import { auditOrigin, authOf } from '../../../lib/http';
import type { AiRuntime } from '../ai-runtime';
import { SIAO_USER_AUDIENCES } from '../common';
import { createMcpServer } from './server';

/** JSON-RPC messages are small; a tool's largest input is a search text. */
const MCP_BODY_LIMIT = 64 * 1024;

/**
 * The MCP server (Streamable HTTP, stateless: a new server and transport per request, JSON answers).
 * The one route that accepts a personal access token, with scope `mcp` (lib/auth/guard.ts); the
 * back-office bearer works too. Every call runs as the token's user.
 */
export const mcpRoutes: FastifyPluginAsync<{ runtime: AiRuntime }> = async (app, { runtime }) => {
  const { deps } = app;
  const config = {
    access: 'authenticated',
    audiences: SIAO_USER_AUDIENCES,
    personalTokenScope: 'mcp',
  } as const;
  const tags = ['MCP'];

  app.post('/api/mcp', { config, bodyLimit: MCP_BODY_LIMIT, schema: { tags } }, async (request, reply) => {
    const controller = new AbortController();
    const server = createMcpServer(
      runtime.toolbox,
      {
        deps,
        auth: authOf(request),
        origin: auditOrigin(request),
        knowledge: runtime.knowledge,
        signal: controller.signal,
        log: request.log,
      },
      deps.config.AI_TOOL_TIMEOUT_MS,
    );
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    // the SDK writes the answer itself, past Fastify's onSend: the headers every answer carries go on first
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    reply.raw.setHeader('x-request-id', request.id);
    reply.hijack();
    reply.raw.on('close', () => {
      controller.abort();
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (err) {
      request.log.error({ err }, 'MCP request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(
          JSON.stringify({
            jsonrpc: '2.0',
            error: { code: -32603, message: new AppError('INTERNAL').message },
            id: null,
          }),
        );
      }
    }
  });

  // stateless: no server-initiated stream (GET) and no session to end (DELETE), as the spec allows
  app.route({
    method: ['GET', 'DELETE'],
    url: '/api/mcp',
    config,
    schema: { tags },
    handler: async (_request, reply) => {
      reply.header('allow', 'POST');
      throw new AppError('MCP_METHOD_NOT_ALLOWED');
    },
  });
};
