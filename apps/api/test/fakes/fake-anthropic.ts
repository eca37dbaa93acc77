import { defaultChunks, FakeLlmServer, jsonPieces, type StreamWriter } from './fake-llm-server';

/** Anthropic Messages API SSE, event for event as api.anthropic.com sends it. */
async function anthropicProtocol({ scenario, request, res, pause }: StreamWriter): Promise<void> {
  if (scenario.status) {
    const type =
      scenario.status === 429
        ? 'rate_limit_error'
        : scenario.status === 529
          ? 'overloaded_error'
          : 'api_error';
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'request-id': `req_${request.index}`,
    };
    if (scenario.retryAfterSeconds !== undefined) headers['retry-after'] = String(scenario.retryAfterSeconds);
    res.writeHead(scenario.status, headers);
    res.end(JSON.stringify({ type: 'error', error: { type, message: `Fake upstream ${scenario.status}` } }));
    return;
  }
  const body = (request.body ?? {}) as { model?: string };
  const chunks = scenario.chunks ?? defaultChunks;
  const send = (event: string, data: object) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  send('message_start', {
    type: 'message_start',
    message: {
      id: `msg_fake_${request.index}`,
      type: 'message',
      role: 'assistant',
      content: [],
      model: body.model ?? 'claude-sonnet-4-5',
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: scenario.inputTokens ?? 42, output_tokens: 1 },
    },
  });
  send('content_block_start', {
    type: 'content_block_start',
    index: 0,
    content_block: { type: 'text', text: '' },
  });
  send('ping', { type: 'ping' });
  if (scenario.firstTokenDelayMs && !(await pause(scenario.firstTokenDelayMs))) return;
  for (const [i, text] of chunks.entries()) {
    if (scenario.errorAfterChunks === i) {
      send('error', { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } });
      res.end();
      return;
    }
    if (i > 0 && scenario.chunkDelayMs && !(await pause(scenario.chunkDelayMs))) return;
    send('content_block_delta', {
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'text_delta', text },
    });
  }
  if (scenario.hangAfterChunks) return; // the client must abort; the server records it
  send('content_block_stop', { type: 'content_block_stop', index: 0 });
  for (const [i, call] of (scenario.toolCalls ?? []).entries()) {
    const index = i + 1;
    send('content_block_start', {
      type: 'content_block_start',
      index,
      content_block: { type: 'tool_use', id: call.id, name: call.name, input: {} },
    });
    for (const partial_json of ['', ...jsonPieces(call.input)]) {
      send('content_block_delta', {
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json },
      });
    }
    send('content_block_stop', { type: 'content_block_stop', index });
  }
  send('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: scenario.toolCalls?.length ? 'tool_use' : 'end_turn', stop_sequence: null },
    usage: { output_tokens: scenario.outputTokens ?? chunks.length * 3 },
  });
  send('message_stop', { type: 'message_stop' });
  res.end();
}

export function createFakeAnthropic(): FakeLlmServer {
  return new FakeLlmServer(anthropicProtocol, (path) => path.endsWith('/messages'));
}
