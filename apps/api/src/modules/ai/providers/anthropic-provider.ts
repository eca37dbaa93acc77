import { createAnthropic } from '@ai-sdk/anthropic';
import { type ProviderLogger, streamWithAiSdk } from './ai-sdk-stream';
import type { RetryPolicy } from './retry-policy';
import type { EventReader } from './sse-events';
import type { LlmProvider, ProviderStream, ProviderToolCall, StreamRequest } from './types';
import type { UsageMeter } from './usage-meter';
import { warmUp } from './warm-up';

export interface AnthropicProviderConfig {
  apiKey: string;
  /** e.g. https://api.anthropic.com/v1 (the SDK appends /messages) */
  baseURL?: string;
  timeoutMs: number;
  retry: RetryPolicy;
  log: ProviderLogger;
}

/** A short reply in the Messages API's stream format, for the boot warm-up. */
const cannedReply = [
  [
    'message_start',
    {
      type: 'message_start',
      message: {
        id: 'msg_warm_up',
        type: 'message',
        role: 'assistant',
        content: [],
        model: 'warm-up',
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 1, output_tokens: 1 },
      },
    },
  ],
  [
    'content_block_start',
    { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
  ],
  [
    'content_block_delta',
    { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'ok' } },
  ],
  ['content_block_stop', { type: 'content_block_stop', index: 0 }],
  [
    'message_delta',
    {
      type: 'message_delta',
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: 1 },
    },
  ],
  ['message_stop', { type: 'message_stop' }],
]
  .map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  .join('');

interface AnthropicEvent {
  type?: string;
  index?: number;
  content_block?: { type?: string; id?: string; name?: string };
  delta?: { type?: string; text?: string; partial_json?: string };
  error?: unknown;
}

/**
 * A Messages API stream event as the relay reads it: the text of a text delta; a tool_use block
 * (content_block_start, its input_json_delta pieces, content_block_stop) as a call in `calls`; the
 * usage of message_start (input) and message_delta (output); an error event throws its error.
 */
export function anthropicEvents(meter: UsageMeter, calls: ProviderToolCall[] = []): EventReader {
  // the tool_use blocks being streamed, by content block index
  const open = new Map<number, ProviderToolCall>();
  return (data) => {
    const event = data as AnthropicEvent;
    switch (event?.type) {
      case 'content_block_start':
        if (event.content_block?.type === 'tool_use' && event.index !== undefined) {
          const { id = '', name = '' } = event.content_block;
          open.set(event.index, { id, name, input: '' });
        }
        return undefined;
      case 'content_block_delta':
        if (event.delta?.type === 'input_json_delta') {
          const call = open.get(event.index ?? -1);
          if (call) call.input += event.delta.partial_json ?? '';
          return undefined;
        }
        return event.delta?.type === 'text_delta' ? event.delta.text : undefined;
      case 'content_block_stop': {
        const call = open.get(event.index ?? -1);
        if (call) {
          open.delete(event.index!);
          calls.push(call);
        }
        return undefined;
      }
      case 'message_start':
      case 'message_delta':
        meter.observeRaw(event);
        return undefined;
      case 'error':
        throw event.error ?? event;
      default:
        return undefined;
    }
  };
}

/**
 * Claude through the Messages API; PDFs and images travel as native document/image blocks. The
 * AI SDK builds the request and reads failures; a successful stream is read by the relay itself
 * (the SDK's stream stages cost ~3× the CPU of the rest of the relay per chunk).
 */
export function createAnthropicProvider(config: AnthropicProviderConfig): LlmProvider {
  const capabilities = { nativePdf: true, nativeImages: true };
  return {
    kind: 'anthropic',
    capabilities,
    warmUp: () =>
      warmUp(
        (fetch) => createAnthropic({ apiKey: 'warm-up', baseURL: config.baseURL, fetch })('warm-up'),
        cannedReply,
        capabilities,
        anthropicEvents,
      ),
    stream(request: StreamRequest): ProviderStream {
      return streamWithAiSdk(
        {
          model: (fetch) =>
            createAnthropic({ apiKey: config.apiKey, baseURL: config.baseURL, fetch })(request.model),
          readEvents: anthropicEvents,
          providerName: 'anthropic',
          capabilities,
          retry: config.retry,
          timeoutMs: config.timeoutMs,
          log: config.log,
        },
        request,
      );
    },
  };
}
