import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { type ProviderLogger, streamWithAiSdk } from './ai-sdk-stream';
import { providerFetch } from './provider-fetch';
import type { RetryPolicy } from './retry-policy';
import type { LlmProvider, ProviderStream, StreamRequest } from './types';
import { warmUp } from './warm-up';

export interface OpenAiCompatibleConfig {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), a vLLM or llama.cpp server */
  baseURL: string;
  apiKey?: string;
  /** used when the assistant names a Claude model this server does not have */
  defaultModel: string;
  timeoutMs: number;
  retry: RetryPolicy;
  log: ProviderLogger;
}

/** A short reply in the Chat Completions stream format, for the boot warm-up. */
const cannedReply = [
  {
    id: 'warm-up',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'warm-up',
    choices: [{ index: 0, delta: { role: 'assistant', content: 'ok' }, finish_reason: null }],
  },
  {
    id: 'warm-up',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'warm-up',
    choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  },
]
  .map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`)
  .concat('data: [DONE]\n\n')
  .join('');

/**
 * Any Chat Completions server. Local servers rarely read files, so every attachment goes as its
 * extracted text (capabilities all false).
 */
export function createOpenAiCompatibleProvider(config: OpenAiCompatibleConfig): LlmProvider {
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    includeUsage: true,
    fetch: providerFetch,
  });
  const capabilities = { nativePdf: false, nativeImages: false };
  return {
    kind: 'openai-compatible',
    capabilities,
    warmUp: () =>
      warmUp(
        (fetch) =>
          createOpenAICompatible({
            name: 'openai-compatible',
            baseURL: config.baseURL,
            fetch,
            includeUsage: true,
          }).chatModel('warm-up'),
        cannedReply,
        capabilities,
      ),
    stream(request: StreamRequest): ProviderStream {
      const model = request.model.startsWith('claude') ? config.defaultModel : request.model;
      return streamWithAiSdk(
        {
          model: () => provider.chatModel(model),
          providerName: 'openai-compatible',
          capabilities,
          retry: config.retry,
          timeoutMs: config.timeoutMs,
          log: config.log,
        },
        { ...request, model },
      );
    },
  };
}
