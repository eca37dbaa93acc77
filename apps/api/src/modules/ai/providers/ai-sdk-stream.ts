import { APICallError, type LanguageModel, streamText } from 'ai';
import { toModelMessages } from './model-messages';
import { backoffDelay, isRetryableStatus, type RetryPolicy, waitOrAbort } from './retry-policy';
import { type ProviderCapabilities, ProviderError, type ProviderStream, type StreamRequest } from './types';
import { UsageMeter } from './usage-meter';

export interface ProviderLogger {
  warn(payload: object, message: string): void;
  error(payload: object, message: string): void;
}

export interface AiSdkStreamOptions {
  model: LanguageModel;
  providerName: string;
  capabilities: ProviderCapabilities;
  retry: RetryPolicy;
  /** the whole request, first byte to last */
  timeoutMs: number;
  log: ProviderLogger;
}

/** The caller closed the stream: not an error worth logging. */
export class StreamAbortedError extends Error {
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
 * Streams one reply through the Vercel AI SDK, retrying 429/5xx only BEFORE the first token
 * (after it, the user already saw text and a retry would duplicate it).
 */
export function streamWithAiSdk(options: AiSdkStreamOptions, request: StreamRequest): ProviderStream {
  const meter = new UsageMeter(request.system, request.messages);
  const messages = toModelMessages(request.messages, options.capabilities);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = AbortSignal.any([request.signal, timeout]);
  const logContext = { reqId: request.requestId, provider: options.providerName, model: request.model };

  async function* deltas(): AsyncGenerator<string> {
    for (let attempt = 0; ; attempt++) {
      let gotFirstToken = false;
      const result = streamText({
        model: options.model,
        system: request.system,
        messages,
        temperature: request.temperature,
        maxOutputTokens: request.maxOutputTokens,
        abortSignal: signal,
        maxRetries: 0,
        includeRawChunks: true,
        // errors are handled (and logged once, with the request id) below
        onError: () => {},
      });
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'raw') meter.observeRaw(part.rawValue);
          else if (part.type === 'text-delta' && part.text) {
            gotFirstToken = true;
            meter.addOutputText(part.text);
            yield part.text;
          } else if (part.type === 'finish') {
            meter.setInput(part.totalUsage.inputTokens);
            meter.setOutput(part.totalUsage.outputTokens);
          } else if (part.type === 'error') throw part.error;
          else if (part.type === 'abort') throw new StreamAbortedError();
        }
        return;
      } catch (error) {
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
      }
    }
  }

  return { deltas: deltas(), usage: () => meter.snapshot() };
}
