import { createAnthropic } from '@ai-sdk/anthropic';
import { type ProviderLogger, streamWithAiSdk } from './ai-sdk-stream';
import type { RetryPolicy } from './retry-policy';
import type { LlmProvider, ProviderStream, StreamRequest } from './types';

export interface AnthropicProviderConfig {
  apiKey: string;
  /** e.g. https://api.anthropic.com/v1 (the SDK appends /messages) */
  baseURL?: string;
  timeoutMs: number;
  retry: RetryPolicy;
  log: ProviderLogger;
}

/** Claude through the Messages API; PDFs and images travel as native document/image blocks. */
export function createAnthropicProvider(config: AnthropicProviderConfig): LlmProvider {
  const anthropic = createAnthropic({ apiKey: config.apiKey, baseURL: config.baseURL });
  const capabilities = { nativePdf: true, nativeImages: true };
  return {
    kind: 'anthropic',
    capabilities,
    stream(request: StreamRequest): ProviderStream {
      return streamWithAiSdk(
        {
          model: anthropic(request.model),
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
