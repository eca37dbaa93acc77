import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { type AiToolName, aiToolNames, type PersonalTokenScope } from '@siao/shared';
import type { AssistantToolbox, ToolContext, ToolHandle } from '../tools/types';

/**
 * The scope a personal access token needs for each tool (a session token needs none: it is the user
 * at the back-office). consultar_cnib spends a billed consultation: its own scope.
 */
const scopeOf: Record<AiToolName, PersonalTokenScope> = {
  consultar_cnib: 'mcp:cnib',
  buscar_base_de_conhecimento: 'mcp',
  buscar_faturas: 'mcp',
  situacao_fatura: 'mcp',
  progresso_treinamentos: 'mcp',
  resumir_certidao: 'mcp',
};

/** The argument an MCP call adds to a tool that spends something (no chat button to press there). */
export const CONFIRM_ARGUMENT = 'confirmar';

const UNAVAILABLE = 'Ferramenta indisponível para este usuário ou token.';

/** The tools this caller may use over MCP: the registry's, filtered by role, audience and scopes. */
function toolsOf(toolbox: AssistantToolbox, ctx: ToolContext): ToolHandle[] {
  const scopes = ctx.auth.personalToken?.scopes;
  return toolbox
    .available(aiToolNames, ctx.auth)
    .filter((tool) => !scopes || scopes.includes(scopeOf[tool.name]));
}

/** The registry's spec as an MCP tool; a tool that spends something requires `confirmar: true`. */
function mcpTool(tool: ToolHandle): Tool {
  const schema = tool.spec.inputSchema as Tool['inputSchema'];
  if (!tool.confirms) return { name: tool.name, description: tool.spec.description, inputSchema: schema };
  return {
    name: tool.name,
    description: `${tool.spec.description} Pelo MCP, a confirmação do usuário é o argumento "${CONFIRM_ARGUMENT}": true; pergunte ao usuário antes de enviá-lo.`,
    inputSchema: {
      ...schema,
      type: 'object',
      properties: {
        ...schema.properties,
        [CONFIRM_ARGUMENT]: {
          type: 'boolean',
          const: true,
          description: 'true somente depois que o usuário confirmou esta chamada',
        },
      },
      required: [...(schema.required ?? []), CONFIRM_ARGUMENT],
    },
  };
}

const failure = (message: string): CallToolResult => ({
  content: [{ type: 'text', text: message }],
  isError: true,
});

/**
 * One MCP server for one HTTP request (stateless Streamable HTTP), acting as `ctx.auth` only: the
 * tools are the assistants' registry (assistant-tools), run through the same toolbox as the chat
 * (authorization, contracted service, usage and audit).
 */
export function createMcpServer(toolbox: AssistantToolbox, ctx: ToolContext, timeoutMs: number): Server {
  const server = new Server(
    { name: 'siao', title: 'Sião', version: '1.0.0' },
    {
      capabilities: { tools: {} },
      instructions:
        'Ferramentas do Sião (cartórios): CNIB, base de conhecimento, faturas e treinamentos SiãoSeg, ' +
        'com as permissões do usuário dono do token.',
    },
  );
  const tools = toolsOf(toolbox, ctx);

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map(mcpTool) }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = tools.find((t) => t.name === request.params.name);
    if (!tool) return failure(UNAVAILABLE);
    const { [CONFIRM_ARGUMENT]: confirmed, ...input } = request.params.arguments ?? {};
    const run = await toolbox.run(ctx, tool.name, input, { confirmed: confirmed === true, timeoutMs });
    if (run.kind === 'error') return failure(run.message);
    if (run.kind === 'confirm') {
      return failure(
        `Confirmação necessária: ${run.question} Pergunte ao usuário; se ele confirmar, chame a ferramenta de novo com "${CONFIRM_ARGUMENT}": true.`,
      );
    }
    const { summary, detail, link, data } = run.outcome;
    const lines = [summary, detail, link ? `${link.label}: ${link.url}` : undefined].filter(Boolean);
    return {
      content: [
        { type: 'text', text: lines.join('\n') },
        { type: 'text', text: JSON.stringify(data) },
      ],
    };
  });
  return server;
}
