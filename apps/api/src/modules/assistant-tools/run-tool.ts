import { AppError } from '../../lib/errors';
import type { AiTool, ToolContext, ToolRun } from '../ai';
import { assertServiceContracted } from '../services';
import { mayCall } from './registry';

class ToolTimeout extends Error {}

/** Runs `work`, or rejects with ToolTimeout after `ms` (aborting `controller`). */
async function withTimeout<T>(ms: number, controller: AbortController, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ToolTimeout());
    }, ms);
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One call of a tool as `ctx.auth`, with the route's checks in the route's order: audience and role,
 * input, the contracted service; then, for a call that spends something and was not confirmed yet,
 * the question for the user; else the service itself within `timeoutMs`. Refusals and failures come
 * back as `error` with the catalogue's pt-BR message (the model reads it as an is_error result).
 */
export async function runTool(
  ctx: ToolContext,
  tool: AiTool,
  rawInput: unknown,
  options: { confirmed: boolean; timeoutMs: number },
): Promise<ToolRun> {
  try {
    if (!mayCall(tool, ctx.auth)) throw new AppError('AI_TOOL_NOT_ALLOWED');
    const parsed = tool.input.safeParse(rawInput);
    if (!parsed.success) {
      return { kind: 'error', message: parsed.error.issues.map((issue) => issue.message).join(' ') };
    }
    const input = parsed.data;
    if (tool.service) {
      await assertServiceContracted(ctx.deps.db, ctx.auth, tool.service.name, tool.service.clientOf(input));
    }
    if (tool.confirmation && !options.confirmed) return { kind: 'confirm', ...tool.confirmation(input) };
    const controller = new AbortController();
    const signal = AbortSignal.any([ctx.signal, controller.signal]);
    const outcome = await withTimeout(options.timeoutMs, controller, () =>
      tool.execute({ ...ctx, signal }, input),
    );
    return { kind: 'done', outcome };
  } catch (error) {
    if (error instanceof AppError) return { kind: 'error', message: error.message };
    if (error instanceof ToolTimeout)
      return { kind: 'error', message: new AppError('AI_TOOL_TIMEOUT').message };
    ctx.log.error({ err: error, tool: tool.name }, 'assistant tool failed');
    return { kind: 'error', message: 'A ferramenta falhou. Tente novamente mais tarde.' };
  }
}
