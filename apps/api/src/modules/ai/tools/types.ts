import type { AiToolName, Role, ServiceName } from '@siao/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps';
import type { AuditOrigin } from '../../../lib/audit';
import type { AuthContext } from '../../../lib/auth/access';
import type { Audience } from '../../../lib/auth/tokens';
import type { KnowledgeSearch } from '../providers/local/knowledge-search';
import type { ProviderToolSpec } from '../providers/types';

/** Who runs a tool and from where: the signed-in user of the conversation, never a broader identity. */
export interface ToolContext {
  deps: AppDeps;
  auth: AuthContext;
  origin: AuditOrigin;
  knowledge: KnowledgeSearch;
  /** fires on the tool's timeout or when the client leaves */
  signal: AbortSignal;
  log: { error(payload: object, message: string): void };
}

/** What a call returns: the data the model reads, and the step's outcome the user sees (pt-BR). */
export interface ToolOutcome {
  data: unknown;
  /** one line: "CPF 529.982.247-25: sem indisponibilidade" */
  summary: string;
  detail?: string;
  link?: { label: string; url: string };
}

/**
 * One of Sião's services as a tool, declared once for the chat (and any other caller, e.g. an MCP
 * server): its access rule and service contract are those of the HTTP route it mirrors, and
 * `execute` calls the same service function the route calls, as `ctx.auth`.
 */
export interface AiTool<S extends z.ZodType = z.ZodType> {
  name: AiToolName;
  /** pt-BR, for the model: what it does and when to use it */
  description: string;
  input: S;
  /** roles allowed, as the route's `config.access` */
  access: readonly Role[];
  /** token audiences allowed, as the route's `config.audiences` */
  audiences: readonly Audience[];
  /** the contracted service the route's `config.service` names (checked for the client acted for) */
  service?: { name: ServiceName; clientOf: (input: z.output<S>) => string | undefined };
  /** a call that spends something asks the user first: the question shown with the button */
  confirmation?: (input: z.output<S>) => { question: string; button: string };
  execute(ctx: ToolContext, input: z.output<S>): Promise<ToolOutcome>;
}

/** Declares a tool with its input type inferred from its schema. */
export const defineTool = <S extends z.ZodType>(tool: AiTool<S>): AiTool => tool as unknown as AiTool;

export type ToolRun =
  | { kind: 'done'; outcome: ToolOutcome }
  | { kind: 'error'; message: string }
  | { kind: 'confirm'; question: string; button: string };

/** A tool as the conversation offers it to the model. */
export interface ToolHandle {
  name: AiToolName;
  spec: ProviderToolSpec;
  /** the call spends something: it runs only once the user confirmed (AiTool.confirmation) */
  confirms: boolean;
}

/**
 * The assistants' tools as the AI module sees them. The registry lives in the assistant-tools module
 * (it calls the services of other modules, some of which use this one) and is handed to the AI routes
 * where the app is put together.
 */
export interface AssistantToolbox {
  /** the tools an assistant enables that this user may call */
  available(enabled: readonly string[], auth: AuthContext): ToolHandle[];
  /** one call as `ctx.auth`, with the route's checks; refusals and failures come back as `error` */
  run(
    ctx: ToolContext,
    name: AiToolName,
    input: unknown,
    options: { confirmed: boolean; timeoutMs: number },
  ): Promise<ToolRun>;
}

/** No tools (an app assembled without the registry). */
export const noTools: AssistantToolbox = {
  available: () => [],
  run: async () => ({ kind: 'error', message: 'Ferramenta indisponível para este assistente.' }),
};
