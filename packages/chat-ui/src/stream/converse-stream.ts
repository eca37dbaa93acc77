import type { ConverseStreamBody } from '@siao/shared';
import type { AiToolEvent } from '@siao/shared/ai-tools';
import { createSseLineParser, type StreamEvent } from './sse-parser';

export type StreamOutcome = 'done' | 'error' | 'aborted' | 'ended';

export interface ConverseStreamRequest {
  url: string;
  headers: Record<string, string>;
  body: ConverseStreamBody;
  signal: AbortSignal;
  onText: (text: string) => void;
  /** the [ERRO INTERNO] line, so the failed message can hold the error text */
  onError?: (message: string) => void;
  /** a tool step (`event: tool`): running, done, error or waiting for confirmation */
  onTool?: (step: AiToolEvent) => void;
  /** the saved reply's id (to vote on it or regenerate it) */
  onReply?: (id: string) => void;
  fetchImpl?: typeof fetch;
}

/**
 * POST threads/{id}/converse-stream and feed each chunk to onText. Resolves with how it ended:
 * 'done' on [DONE], 'error' on [ERRO INTERNO] or a failed response, 'aborted' when the signal fired,
 * 'ended' when the body closed without a marker (treated like done by callers).
 */
export async function converseStream(request: ConverseStreamRequest): Promise<StreamOutcome> {
  const doFetch = request.fetchImpl ?? fetch;
  let outcome: StreamOutcome | null = null;
  const parser = createSseLineParser((event: StreamEvent) => {
    if (outcome) return;
    if (event.type === 'text') request.onText(event.text);
    else if (event.type === 'tool') request.onTool?.(event.step);
    else if (event.type === 'reply') request.onReply?.(event.id);
    else if (event.type === 'error') {
      outcome = 'error';
      request.onError?.(event.message);
    } else outcome = 'done';
  });
  try {
    const response = await doFetch(request.url, {
      method: 'POST',
      headers: { ...request.headers, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(request.body),
      signal: request.signal,
    });
    if (!response.ok || !response.body) return 'error';
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    while (!outcome) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.end();
    if (outcome) await reader.cancel().catch(() => undefined);
    return outcome ?? 'ended';
  } catch (error) {
    if (request.signal.aborted) return 'aborted';
    console.error('Erro no streaming:', error);
    return 'error';
  }
}
