import type { Readable } from 'node:stream';
import type { LanguageModelV4, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { APICallError } from 'ai';
import { toPrompt } from './model-messages';
import { providerFetch, tappedFetch } from './provider-fetch';
import { backoffDelay, isRetryableStatus, type RetryPolicy, waitOrAbort } from './retry-policy';
import { type EventReader, sseTextDeltas } from './sse-events';
import {
  type ProviderCapabilities,
  ProviderError,
  type ProviderStream,
  type ProviderToolCall,
  type StreamRequest,
} from './types';
import { UsageMeter } from './usage-meter';

export interface ProviderLogger {
  warn(payload: object, message: string): void;
  error(payload: object, message: string): void;
}

export interface AiSdkStreamOptions {
  /** the provider's model around the given `fetch` */
  model: (fetch: typeof globalThis.fetch) => LanguageModelV4;
  /**
   * When given, a successful SSE answer is read by the relay itself (`sseTextDeltas`) with the
   * events this returns; the SDK still builds the request and reads failed answers.
   */
  readEvents?: (meter: UsageMeter, calls: ProviderToolCall[]) => EventReader;
  providerName: string;
  capabilities: ProviderCapabilities;
  retry: RetryPolicy;
  /** the whole request, first byte to last */
  timeoutMs: number;
  log: ProviderLogger;
}

/**
 * Thrown by the relay's fetch once it has taken a successful SSE body (not an Error: no stack is
 * captured; the SDK passes it through as it is): the SDK never builds its stream stages for it.
 */
const BODY_KEPT = Symbol('SSE body kept by the relay');

/** The caller closed the stream: not an error worth logging. */
class StreamAbortedError extends Error {
  constructor() {
    super('Stream aborted by the client');
    this.name = 'AbortError';
  }
}

function toProviderError(error: unknown, afterFirstToken: boolean): ProviderError {
  if (error instanceof ProviderError) return error;
  if (APICallError.isInstance(error)) {
    const retryable = error.isRetryable || isRetryableStatus(error.statusCode);
    return new ProviderError(error.message, error.statusCode, retryable, afterFirstToken);
  }
  // mid-stream error events arrive as plain objects ({type: 'overloaded_error', message})
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = String((error as { message: unknown }).message);
    return new ProviderError(message, undefined, false, afterFirstToken);
  }
  return new ProviderError(String(error), undefined, false, afterFirstToken);
}

function headersOf(error: unknown): Record<string, string> | undefined {
  return APICallError.isInstance(error) ? error.responseHeaders : undefined;
}

/**
 * Streams one reply through the AI SDK provider (its `doStream`: the vendor's wire format, SSE
 * parsing and errors), retrying 429/5xx only BEFORE the first token (after it, the user already
 * saw text and a retry would duplicate it). `streamText` is not used: its extra stream stages
 * cost ~4× the CPU per chunk and ~2.5 ms more to the first token (bench/converse-stream.ts). With
 * `readEvents`, a successful SSE answer skips the SDK's stream stages too and is read from the
 * socket (decision 0009).
 */
export function streamWithAiSdk(options: AiSdkStreamOptions, request: StreamRequest): ProviderStream {
  const meter = new UsageMeter(request.system, request.messages);
  const prompt = toPrompt(request.system, request.messages, options.capabilities);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = AbortSignal.any([request.signal, timeout]);
  const logContext = { reqId: request.requestId, provider: options.providerName, model: request.model };
  // the tool calls of the attempt that succeeded (emptied before each attempt)
  const calls: ProviderToolCall[] = [];
  const readEvent = options.readEvents?.(meter, calls);
  const tools = request.tools?.length
    ? request.tools.map((tool) => ({
        type: 'function' as const,
        name: tool.name,
        description: tool.description,
        inputSchema: tool.inputSchema,
      }))
    : undefined;
  // the body of the current attempt's successful SSE answer, when the relay reads it itself
  let kept: Readable | undefined;
  const model = options.model((input, init) =>
    readEvent
      ? tappedFetch(input, init, (status, headers, body) => {
          if (status !== 200 || !headers.get('content-type')?.includes('text/event-stream')) return false;
          kept = body;
          return true;
        }).then((answer) => {
          // the SDK would build its stream stages around an empty body only to have them cancelled
          if (kept) throw BODY_KEPT;
          return answer;
        })
      : providerFetch(input, init),
  );

  async function* deltas(): AsyncGenerator<string> {
    for (let attempt = 0; ; attempt++) {
      let gotFirstToken = false;
      let reader: ReadableStreamDefaultReader<LanguageModelV4StreamPart> | undefined;
      try {
        kept = undefined;
        calls.length = 0;
        // null: the relay's fetch took the body (BODY_KEPT)
        let started: { stream: ReadableStream<LanguageModelV4StreamPart> } | null;
        try {
          started = await model.doStream({
            prompt,
            temperature: request.temperature,
            maxOutputTokens: request.maxOutputTokens,
            tools,
            toolChoice: tools ? { type: 'auto' } : undefined,
            abortSignal: signal,
            includeRawChunks: !readEvent,
          });
        } catch (error) {
          if (error !== BODY_KEPT) throw error;
          started = null;
        }
        if (!started && kept && readEvent) {
          // the events are read here, straight from the socket
          const body: Readable = kept;
          try {
            for await (const delta of sseTextDeltas(body, readEvent)) {
              gotFirstToken = true;
              meter.addOutputText(delta);
              yield delta;
            }
          } finally {
            body.destroy();
          }
          if (signal.aborted) throw signal.reason;
          return;
        }
        // the parts are read here, not through a generator of their own: each generator step
        // is a promise more per part, and every event brings two parts (raw and parsed)
        reader = started!.stream.getReader();
        for (;;) {
          const { value: part, done } = await reader.read();
          if (done) break;
          if (part.type === 'raw') meter.observeRaw(part.rawValue);
          else if (part.type === 'text-delta' && part.delta) {
            gotFirstToken = true;
            meter.addOutputText(part.delta);
            yield part.delta;
          } else if (part.type === 'tool-call') {
            calls.push({ id: part.toolCallId, name: part.toolName, input: part.input });
          } else if (part.type === 'finish') {
            meter.setInput(part.usage.inputTokens.total);
            meter.setOutput(part.usage.outputTokens.total);
          } else if (part.type === 'error') throw part.error;
        }
        if (signal.aborted) throw signal.reason;
        return;
      } catch (error) {
        // a body the relay took and never read (the SDK failed after the answer came) is closed
        kept?.destroy();
        if (request.signal.aborted) throw new StreamAbortedError();
        if (timeout.aborted) {
          options.log.error({ ...logContext, timeoutMs: options.timeoutMs }, 'Provider request timed out');
          throw new ProviderError('Provider request timed out', undefined, false, gotFirstToken);
        }
        const failure = toProviderError(error, gotFirstToken);
        if (!gotFirstToken && failure.retryable && attempt < options.retry.maxRetries) {
          const delay = backoffDelay(options.retry, attempt, headersOf(error));
          options.log.warn(
            { ...logContext, status: failure.statusCode, attempt: attempt + 1, delayMs: Math.round(delay) },
            'Provider request failed; retrying',
          );
          try {
            await waitOrAbort(delay, signal);
          } catch {
            throw request.signal.aborted ? new StreamAbortedError() : failure;
          }
          continue;
        }
        options.log.error(
          { ...logContext, status: failure.statusCode, afterFirstToken: gotFirstToken, err: failure.message },
          'Provider request failed',
        );
        throw failure;
      } finally {
        // closes the upstream response when the caller stops early (or before a retry)
        await reader?.cancel().catch(() => undefined);
      }
    }
  }

  return { deltas: deltas(), usage: () => meter.snapshot(), toolCalls: () => [...calls] };
}
