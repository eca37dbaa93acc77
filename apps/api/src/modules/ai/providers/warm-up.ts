import type { LanguageModelV3 } from '@ai-sdk/provider';
import { type ProviderLogger, streamWithAiSdk } from './ai-sdk-stream';
import type { ProviderCapabilities } from './types';

const silent: ProviderLogger = { warn: () => {}, error: () => {} };

/**
 * Runs one canned reply through the provider's real stream code, with a `fetch` that answers it
 * locally (no network, no tokens), so the first conversation after boot does not pay for lazy
 * set-up (bench: ~100 ms less to its first chunk). `createModel` builds a twin of the provider's
 * model around that fetch.
 */
export async function warmUp(
  createModel: (fetch: typeof globalThis.fetch) => LanguageModelV3,
  cannedSse: string,
  capabilities: ProviderCapabilities,
): Promise<void> {
  const model = createModel(
    async () => new Response(cannedSse, { headers: { 'content-type': 'text/event-stream' } }),
  );
  const stream = streamWithAiSdk(
    {
      model,
      providerName: 'warm-up',
      capabilities,
      retry: { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0 },
      timeoutMs: 10_000,
      log: silent,
    },
    {
      system: 'warm-up',
      messages: [{ role: 'user', parts: [{ type: 'text', text: 'warm-up' }] }],
      model: 'warm-up',
      mode: 'chat',
      signal: new AbortController().signal,
      requestId: 'warm-up',
    },
  );
  let text = '';
  for await (const delta of stream.deltas) text += delta;
  // a canned reply the SDK no longer understands must show up (tests), not fail silently
  if (text !== 'ok') throw new Error(`warm-up reply not understood: ${JSON.stringify(text)}`);
}
