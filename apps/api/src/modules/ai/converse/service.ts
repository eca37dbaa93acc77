import { type AiToolEvent, BUSINESS_TIME_ZONE, type ConverseStreamBody, modelOptions } from '@siao/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../deps';
import { auditOrigin } from '../../../lib/audit';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { llmErrors, llmTokens } from '../../../lib/metrics/registry';
import type { AiRuntime, AssistantProvider } from '../ai-runtime';
import type { ProviderMessage, TokenUsage } from '../providers/types';
import { deleteLastReply, insertMessage, warmMessageInsert } from '../threads/repository';
import { ownerOf } from '../threads/service';
import { assertMultiFileRules, prepareMessages } from './attachments';
import type { ConverseTarget } from './repository';
import { type RequestShape, RequestShapes, sameShape } from './request-shape';
import { SseStream } from './sse';
import { startLookups, warmStartLookups } from './start';
import { MAX_TOOL_STEPS, runConfirmedCall, runToolCalls, type ToolStepsContext } from './tool-steps';
import { assertWithinQuota, recordUsage, saveReplyWithUsage } from './usage';
import { warmReplyInsert } from './usage-repository';

// building an Intl formatter costs ~0.3 ms of CPU: one for the process
const todayFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'full', timeZone: BUSINESS_TIME_ZONE });

function systemPrompt(instructions: string, mode: 'chat' | 'tool'): string {
  const format =
    mode === 'tool'
      ? 'Responda em português do Brasil, em HTML simples (h2, h3, p, ul, ol, table, strong), sem Markdown e sem blocos de código: a resposta abre num editor de texto.'
      : 'Responda em português do Brasil. Você pode usar Markdown.';
  return [instructions.trim(), format, `Hoje é ${todayFormat.format(new Date())}.`]
    .filter(Boolean)
    .join('\n\n');
}

function hasContent(body: ConverseStreamBody): boolean {
  const last = body.messages.at(-1);
  return Boolean(last?.content.some((part) => !('text' in part) || part.text.trim()));
}

/**
 * Statements a stream may run at once before its first byte: the live session (its first stream),
 * the look-ups (one statement with the KV store in the database), the question's insert.
 */
const PARALLEL_STATEMENTS = 4;

/**
 * At boot: the statements of the way to the first byte (and the reply's) are built, the system
 * prompt's formatter has run, and on PostgreSQL the connections a stream uses at once are opened (and kept: the
 * pool's `min`) with the look-ups prepared on them, so the first conversation is not slower.
 */
export async function warmConverse(deps: AppDeps): Promise<void> {
  warmMessageInsert(deps.db);
  warmReplyInsert(deps.db);
  systemPrompt('', 'chat');
  await warmStartLookups(deps, PARALLEL_STATEMENTS);
}

const WARM_ID = '00000000-0000-0000-0000-000000000000';

/**
 * After the server is up: one converse-stream request to itself, with a token that names no
 * session, runs the route's way to its checks (hooks, body parsing and validation, token, the
 * look-ups, the rate-limit counter of a user that does not exist, the 401) once, so V8 has
 * compiled it before the first conversation. Nothing is stored but that counter (gone in a minute).
 */
export async function warmConverseRoute(app: FastifyInstance): Promise<void> {
  const token = await app.deps.tokens.sign(
    { sub: WARM_ID, role: 'cliente', cid: WARM_ID, sid: WARM_ID },
    'ai',
    60,
  );
  const res = await app.inject({
    method: 'POST',
    url: `/api/threads/${WARM_ID}/converse-stream`,
    headers: { authorization: `Bearer ${token}`, 'x-request-id': 'converse-warm-up' },
    payload: { messages: [{ role: 'user', content: [{ text: 'aquecimento' }] }] },
  });
  if (res.statusCode !== 401) throw new Error(`converse warm-up answered ${res.statusCode}`);
}

/** Each app's remembered request shapes (decision 0022). */
const requestShapes = new WeakMap<AiRuntime, RequestShapes>();
function shapesOf(runtime: AiRuntime): RequestShapes {
  const known = requestShapes.get(runtime);
  if (known) return known;
  const shapes = new RequestShapes();
  requestShapes.set(runtime, shapes);
  return shapes;
}

/** Resolves after the current turn's callbacks, and the I/O they started, have run. */
const afterRelay = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The most steps one reply keeps (the table's CHECK says the same). */
const MAX_STORED_STEPS = 40;

/**
 * The steps as the history returns them: each call's last state; a call still running when the
 * reply ended (the user left, the model failed) is saved as interrupted, not as running forever.
 */
function storedSteps(told: Map<string, AiToolEvent>): AiToolEvent[] | null {
  const steps = [...told.values()]
    .slice(0, MAX_STORED_STEPS)
    .map(
      (step): AiToolEvent =>
        step.state === 'running' ? { ...step, state: 'error', label: 'Consulta interrompida.' } : step,
    );
  return steps.length ? steps : null;
}

/** POST /api/threads/{id}/converse-stream: checks, persists the question, relays the reply as SSE. */
export async function converseStream(
  deps: AppDeps,
  runtime: AiRuntime,
  auth: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  threadId: string,
  body: ConverseStreamBody,
): Promise<void> {
  const last = body.messages.at(-1)!;
  if (last.role !== 'user') throw new AppError('CONVERSE_LAST_NOT_USER');
  if (!hasContent(body)) throw new AppError('EMPTY_MESSAGE');
  const owner = ownerOf(auth);
  const shapes = shapesOf(runtime);
  // the request built as this thread's last accepted stream found its assistant
  const planOf = (shape: RequestShape) => {
    const provider = runtime.provider(shape.provider as AssistantProvider);
    const mode: 'chat' | 'tool' = shape.interactionMode === 'chat' ? 'chat' : 'tool';
    const model =
      body.model && modelOptions.some((option) => option.value === body.model) ? body.model : shape.model;
    const tools = runtime.toolbox.available(shape.tools, auth);
    const specs = tools.map((tool) => tool.spec);
    return { shape, provider, mode, model, tools, specs };
  };
  type Plan = ReturnType<typeof planOf>;
  const startStep = (plan: Plan, turns: ProviderMessage[], signal: AbortSignal) =>
    plan.provider.stream({
      system: systemPrompt(plan.shape.instructions, plan.mode),
      messages: turns,
      model: plan.model,
      temperature: plan.shape.temperature,
      maxOutputTokens: plan.shape.maxOutputTokens,
      mode: plan.mode,
      tools: plan.specs.length ? plan.specs : undefined,
      clientId: auth.clientId,
      signal,
      requestId: request.id,
    });
  const begin = (plan: Plan, turns: ProviderMessage[], controller: AbortController) => {
    const stream = startStep(plan, turns, controller.signal);
    const deltas = stream.deltas[Symbol.asyncIterator]();
    const first = deltas.next();
    first.catch(() => undefined);
    return { stream, deltas, first };
  };
  // a thread this owner already conversed in (text only, no regenerate, no confirmed call): the
  // request to the model leaves now, while the start statement runs. Nothing of it reaches the
  // client before the checks pass; a refusal, or an assistant changed since, aborts it
  const guess = shapes.guess(owner, threadId, body);
  let speculated:
    | (ReturnType<typeof begin> & {
        plan: Plan;
        controller: AbortController;
        prepared: Awaited<ReturnType<typeof prepareMessages>>;
      })
    | undefined;
  if (guess) {
    try {
      const plan = planOf(guess);
      const prepared = await prepareMessages(deps, runtime, {
        threadId,
        messages: body.messages,
        capabilities: plan.provider.capabilities,
        multiFile: false,
        storeLast: true,
      });
      const controller = new AbortController();
      speculated = { ...begin(plan, [...prepared.messages], controller), plan, controller, prepared };
    } catch {
      // the checks decide what the caller is told; the request then starts after them
      shapes.forget(owner, threadId);
    }
  }
  const dropSpeculated = () => {
    if (!speculated) return;
    speculated.controller.abort();
    void speculated.deltas.return?.(undefined).catch(() => undefined);
    speculated = undefined;
  };
  let target: ConverseTarget;
  try {
    if (speculated) {
      // undici writes a request on an idle kept-alive socket from a setImmediate (it checks the
      // socket first), queued after this one: on PGlite the statement runs on this thread, so it
      // waits until the request has left
      await afterRelay();
      await afterRelay();
    }
    const found = await startLookups(deps, request, auth, threadId);
    if (!found.target) throw new AppError('THREAD_NOT_FOUND');
    target = found.target;
    if (!target.visible) throw new AppError('ASSISTANT_INACTIVE');
    if (target.windowContext) assertMultiFileRules(last);
    await found.rateLimit;
    assertWithinQuota(deps, auth.clientId, target);
  } catch (error) {
    dropSpeculated();
    shapes.forget(owner, threadId);
    throw error;
  }
  shapes.remember(owner, threadId, target);
  if (speculated && !sameShape(speculated.plan.shape, target)) dropSpeculated();

  const plan = speculated?.plan ?? planOf(target);
  const { provider, model, tools } = plan;
  const files = last.content.filter((part) => !('text' in part)).length;
  const { messages, toStore } =
    speculated?.prepared ??
    (await prepareMessages(deps, runtime, {
      threadId,
      messages: body.messages,
      capabilities: provider.capabilities,
      multiFile: target.windowContext || files > 1,
      storeLast: !body.regenerate,
    }));
  // regenerate: the reply it replaces goes once the request is known to be valid; a second click finds it gone and is refused
  if (body.regenerate && !(await deleteLastReply(deps.db, threadId, body.regenerate)))
    throw new AppError('REPLY_NOT_LAST');
  const controller = speculated?.controller ?? new AbortController();
  // tool steps told before the stream's headers leave wait here, then go first
  const early: AiToolEvent[] = [];
  // each call's latest state, saved with the reply (a reopened conversation shows the steps again)
  const told = new Map<string, AiToolEvent>();
  let sse: SseStream | undefined;
  const steps: ToolStepsContext = {
    deps,
    auth,
    origin: auditOrigin(request),
    knowledge: runtime.knowledge,
    threadId,
    signal: controller.signal,
    log: request.log,
    toolbox: runtime.toolbox,
    tools,
    emit: (event) => {
      told.set(event.id, event);
      if (sse) sse.tool(event);
      else early.push(event);
    },
  };
  // the call the user confirmed runs first; its result joins the conversation the model reads
  const conversation = body.confirmar_ferramenta
    ? [...messages, ...(await runConfirmedCall(steps, body.confirmar_ferramenta))]
    : [...messages];
  let { stream, deltas, first } = speculated ?? begin(plan, conversation, controller);
  // the question is saved once the first chunk has left (or the model failed, or called a tool
  // before any text): nothing on the way to the first byte waits for it or shares the thread with it
  // (on PGlite a statement is CPU of this thread; on PostgreSQL its write and its answer would land
  // between the model's request and its first chunk, and the headers could leave in a write of
  // their own). It is still inserted before the reply, so it lists first (`ai_messages.seq`), even
  // in the same millisecond. If saving fails, the model's request is aborted, the stream ends with
  // [ERRO INTERNO] and nothing of the exchange is stored (regenerate: the question is already saved).
  let questionLost = false;
  const saveAfter = first.then(afterRelay, afterRelay);
  const questionSaved = body.regenerate
    ? Promise.resolve()
    : saveAfter
        .then(() =>
          insertMessage(deps.db, { threadId, clientId: auth.clientId, role: 'user', content: toStore }),
        )
        .then(
          () => undefined,
          (error: unknown) => {
            questionLost = true;
            request.log.error({ err: error, threadId }, 'could not save the question');
            controller.abort();
          },
        );
  // from here on failures are told over the stream; its headers leave with the first chunk or
  // once the question is saved, whichever comes first
  sse = new SseStream(request, reply, deps.config.AI_PING_INTERVAL_MS, () => controller.abort());
  const open = sse;
  void questionSaved.then(() => {
    if (!questionLost) open.open();
  });
  for (const event of early.splice(0)) sse.tool(event);

  let text = '';
  let status: 'complete' | 'interrupted' | 'error' = 'complete';
  const usage = { inputTokens: 0, outputTokens: 0, estimated: false };
  const addUsage = (spent: TokenUsage) => {
    usage.inputTokens += spent.inputTokens;
    usage.outputTokens += spent.outputTokens;
    usage.estimated ||= spent.estimated;
  };
  try {
    // each round: the model's text, then the tools it called and, with their results, the next round
    for (let step = 0; ; step++) {
      let stepText = '';
      try {
        for (let next = await first; !next.done; next = await deltas.next()) {
          stepText += next.value;
          sse.chunk(next.value);
        }
      } finally {
        text += stepText;
        addUsage(stream.usage());
      }
      const calls = stream.toolCalls();
      if (!calls.length) break;
      if (step >= MAX_TOOL_STEPS) {
        const notice = '\n\n(Limite de consultas a ferramentas atingido nesta resposta.)';
        text += notice;
        sse.chunk(notice);
        break;
      }
      // a tool acts for the user only once the question that led to it is saved
      await questionSaved;
      if (controller.signal.aborted) throw controller.signal.reason;
      const results = await runToolCalls(steps, calls);
      if (controller.signal.aborted) throw controller.signal.reason;
      conversation.push(
        { role: 'assistant', parts: stepText ? [{ type: 'text', text: stepText }] : [], toolCalls: calls },
        { role: 'tool', parts: [], toolResults: results },
      );
      if (text && !text.endsWith('\n')) {
        text += '\n\n';
        sse.chunk('\n\n');
      }
      ({ stream, deltas, first } = begin(plan, conversation, controller));
    }
  } catch (error) {
    if (controller.signal.aborted) status = 'interrupted';
    else {
      status = 'error';
      request.log.error({ err: error, threadId, provider: provider.kind }, 'converse-stream failed');
    }
  }

  // the reply is saved even when interrupted or failed, with the tokens already spent, after the
  // question (so it lists after it) and BEFORE the final line: a client that reloads the
  // history on [DONE] finds the reply there. Without the question, no reply is saved either; the
  // tokens spent still count against the quota.
  llmTokens.inc({ provider: provider.kind, direction: 'input' }, usage.inputTokens);
  llmTokens.inc({ provider: provider.kind, direction: 'output' }, usage.outputTokens);
  if (status === 'error') llmErrors.inc({ provider: provider.kind });
  const recordUsageAlone = () =>
    recordUsage(deps, auth.clientId, usage).catch((error: unknown) =>
      request.log.error({ err: error, threadId }, 'could not record the usage'),
    );
  await questionSaved;
  if (questionLost) {
    await recordUsageAlone();
    sse.error();
    return;
  }
  let replyId: string | null = null;
  try {
    replyId = await saveReplyWithUsage(deps, auth.clientId, {
      threadId,
      clientId: auth.clientId,
      role: 'assistant',
      content: [{ text }],
      status,
      provider: provider.kind,
      model: provider.kind === 'local' ? 'motor-local' : model,
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      usageEstimated: usage.estimated,
      toolSteps: storedSteps(told),
    });
  } catch (error) {
    request.log.error({ err: error, threadId }, 'could not save the assistant reply');
    // the tokens spent still count against the quota
    await recordUsageAlone();
  }
  // the saved reply's id, so the client can vote on it or regenerate it
  if (replyId && status === 'complete') sse.replyId(replyId);
  if (status === 'complete') sse.done();
  else sse.error(); // no-op when the client is gone
}
