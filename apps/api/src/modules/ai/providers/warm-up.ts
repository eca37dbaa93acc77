import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { type AiSdkStreamOptions, type ProviderLogger, streamWithAiSdk } from './ai-sdk-stream';
import type { ProviderCapabilities } from './types';

const silent: ProviderLogger = { warn: () => {}, error: () => {} };

/**
 * Runs one canned reply through the provider's real stream code and its real HTTP client, served
 * by a throwaway server on 127.0.0.1 (no network, no tokens), so the first conversation after boot
 * does not pay for lazy set-up: the SDK's stream stages, undici's parser (compiled on its first
 * connection). `createModel` builds a twin of the provider's model around the given fetch.
 */
export async function warmUp(
  createModel: (fetch: typeof globalThis.fetch) => LanguageModelV4,
  cannedSse: string,
  capabilities: ProviderCapabilities,
  readEvents?: AiSdkStreamOptions['readEvents'],
): Promise<void> {
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'text/event-stream' }).end(cannedSse);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}/warm-up`;
  try {
    // the provider's own fetch (and body reader), sent to the local server
    await run((fetch) => createModel((_input, init) => fetch(local, init)), capabilities, readEvents);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

async function run(
  model: AiSdkStreamOptions['model'],
  capabilities: ProviderCapabilities,
  readEvents: AiSdkStreamOptions['readEvents'],
): Promise<void> {
  const stream = streamWithAiSdk(
    {
      model,
      readEvents,
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
