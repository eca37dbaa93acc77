import { type AiToolEvent, aiToolLabels, isAiToolName } from '@siao/shared';
import type { AppDeps } from '../../../deps';
import type { AuditOrigin } from '../../../lib/audit';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import type { KnowledgeSearch } from '../providers/local/knowledge-search';
import type { ProviderMessage, ProviderToolCall, ProviderToolResult } from '../providers/types';
import { savePendingCall, takePendingCall } from '../tools/confirmations';
import type { AssistantToolbox, ToolHandle, ToolRun } from '../tools/types';

/** Rounds of tool calls one answer may make before the model must answer with what it has. */
export const MAX_TOOL_STEPS = 4;

export interface ToolStepsContext {
  deps: AppDeps;
  auth: AuthContext;
  origin: AuditOrigin;
  knowledge: KnowledgeSearch;
  threadId: string;
  /** the conversation's: fires when the client leaves */
  signal: AbortSignal;
  log: { error(o: object, m: string): void };
  toolbox: AssistantToolbox;
  /** the tools this assistant enables and this user may call */
  tools: ToolHandle[];
  emit(event: AiToolEvent): void;
}

/** What the model is told while the user has not confirmed a call yet (not an error). */
const AWAITING_CONFIRMATION = {
  aguardando_confirmacao: true,
  instrucao:
    'A chamada só é feita depois que o usuário confirmar no botão mostrado na conversa. Não chame a ferramenta de novo: diga ao usuário que confirme.',
};

function parseInput(input: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: input.trim() ? JSON.parse(input) : {} };
  } catch {
    return { ok: false };
  }
}

/** The step's final event and the result the model reads, from one run. */
async function settle(
  ctx: ToolStepsContext,
  call: ProviderToolCall,
  tool: ToolHandle,
  input: unknown,
  run: ToolRun,
): Promise<ProviderToolResult> {
  const base = { id: call.id, name: tool.name };
  if (run.kind === 'done') {
    const { summary, detail, link } = run.outcome;
    ctx.emit({ ...base, state: 'done', label: summary, detail, link });
    return { ...base, output: run.outcome.data, isError: false };
  }
  if (run.kind === 'confirm') {
    const id = await savePendingCall(ctx.deps.kv, {
      userId: ctx.auth.userId,
      threadId: ctx.threadId,
      tool: tool.name,
      input,
    });
    ctx.emit({ ...base, state: 'confirm', label: run.question, confirmation: { id, ...run } });
    return { ...base, output: AWAITING_CONFIRMATION, isError: false };
  }
  ctx.emit({ ...base, state: 'error', label: run.message });
  return { ...base, output: run.message, isError: true };
}

function execute(ctx: ToolStepsContext, tool: ToolHandle, input: unknown, confirmed: boolean) {
  const { deps, auth, origin, knowledge, signal, log } = ctx;
  return ctx.toolbox.run({ deps, auth, origin, knowledge, signal, log }, tool.name, input, {
    confirmed,
    timeoutMs: deps.config.AI_TOOL_TIMEOUT_MS,
  });
}

/**
 * The calls of one reply, one after the other, each shown as a step (`running`, then its outcome).
 * A tool the assistant does not enable, or this user may not call, is refused like a failure.
 */
export async function runToolCalls(
  ctx: ToolStepsContext,
  calls: ProviderToolCall[],
): Promise<ProviderToolResult[]> {
  const results: ProviderToolResult[] = [];
  for (const call of calls) {
    const tool = ctx.tools.find((t) => t.name === call.name);
    if (!tool || !isAiToolName(call.name)) {
      results.push({
        id: call.id,
        name: call.name,
        output: 'Ferramenta indisponível para este assistente.',
        isError: true,
      });
      continue;
    }
    ctx.emit({ id: call.id, name: tool.name, state: 'running', label: aiToolLabels[tool.name].running });
    const input = parseInput(call.input);
    const run: ToolRun = input.ok
      ? await execute(ctx, tool, input.value, false)
      : { kind: 'error', message: 'Os dados enviados à ferramenta não são um JSON válido.' };
    results.push(await settle(ctx, call, tool, input.ok ? input.value : {}, run));
  }
  return results;
}

/**
 * The call the user confirmed with the button (`confirmar_ferramenta`): taken once, for this user and
 * conversation only, run with the same checks as any call; it joins the conversation as the model's
 * call and its result, so the model answers from it.
 */
export async function runConfirmedCall(
  ctx: ToolStepsContext,
  confirmationId: string,
): Promise<ProviderMessage[]> {
  const pending = await takePendingCall(ctx.deps.kv, confirmationId, {
    userId: ctx.auth.userId,
    threadId: ctx.threadId,
  });
  const tool = pending && ctx.tools.find((t) => t.name === pending.tool);
  if (!pending || !tool) throw new AppError('AI_TOOL_CONFIRMATION_INVALID');
  const call: ProviderToolCall = {
    id: `call_${confirmationId.replaceAll('-', '')}`,
    name: tool.name,
    input: JSON.stringify(pending.input),
  };
  ctx.emit({ id: call.id, name: tool.name, state: 'running', label: aiToolLabels[tool.name].running });
  const result = await settle(ctx, call, tool, pending.input, await execute(ctx, tool, pending.input, true));
  return [
    { role: 'assistant', parts: [], toolCalls: [call] },
    { role: 'tool', parts: [], toolResults: [result] },
  ];
}
