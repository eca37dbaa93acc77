import { defaultChunks, FakeLlmServer, jsonPieces, type StreamWriter } from './fake-llm-server';

/** OpenAI Chat Completions streaming: `chat.completion.chunk` objects, a usage chunk, `data: [DONE]`. */
async function openAiProtocol({ scenario, request, res, pause }: StreamWriter): Promise<void> {
  if (scenario.status) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (scenario.retryAfterSeconds !== undefined) headers['retry-after'] = String(scenario.retryAfterSeconds);
    res.writeHead(scenario.status, headers);
    const type = scenario.status === 429 ? 'rate_limit_exceeded' : 'server_error';
    res.end(JSON.stringify({ error: { message: `Fake upstream ${scenario.status}`, type, code: null } }));
    return;
  }
  const body = (request.body ?? {}) as { model?: string };
  const chunks = scenario.chunks ?? defaultChunks;
  const id = `chatcmpl-fake-${request.index}`;
  const created = Math.floor(Date.now() / 1000);
  const model = body.model ?? 'fake-model';
  const chunk = (delta: object, finishReason: string | null = null) => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
  const send = (data: object | string) =>
    res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  send(chunk({ role: 'assistant', content: '' }));
  if (scenario.firstTokenDelayMs && !(await pause(scenario.firstTokenDelayMs))) return;
  for (const [i, text] of chunks.entries()) {
    if (scenario.errorAfterChunks === i) {
      send({
        error: { message: 'The server had an error while processing your request.', type: 'server_error' },
      });
      res.end();
      return;
    }
    if (i > 0 && scenario.chunkDelayMs && !(await pause(scenario.chunkDelayMs))) return;
    send(chunk({ content: text }));
  }
  if (scenario.hangAfterChunks) return;
  for (const [index, call] of (scenario.toolCalls ?? []).entries()) {
    send(
      chunk({
        tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }],
      }),
    );
    for (const piece of jsonPieces(call.input)) {
      send(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
    }
  }
  send(chunk({}, scenario.toolCalls?.length ? 'tool_calls' : 'stop'));
  const promptTokens = scenario.inputTokens ?? 42;
  const completionTokens = scenario.outputTokens ?? chunks.length * 3;
  send({
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    choices: [],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  });
  send('[DONE]');
  res.end();
}

export function createFakeOpenAi(): FakeLlmServer {
  return new FakeLlmServer(openAiProtocol, (path) => path.endsWith('/chat/completions'));
}
