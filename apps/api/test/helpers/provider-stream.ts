import type { ProviderLogger } from '../../src/modules/ai/providers/ai-sdk-stream';
import type { ProviderStream } from '../../src/modules/ai/providers/types';

export interface LogEntry {
  level: 'warn' | 'error';
  payload: Record<string, unknown>;
  message: string;
}

/** A logger that keeps its lines, for asserting what a provider reported (tests only). */
export function createMemoryLogger(): ProviderLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    warn: (payload, message) =>
      entries.push({ level: 'warn', payload: payload as Record<string, unknown>, message }),
    error: (payload, message) =>
      entries.push({ level: 'error', payload: payload as Record<string, unknown>, message }),
  };
}

/** Drains a stream; returns the text seen and the error that ended it, if any. */
export async function collect(stream: ProviderStream): Promise<{ chunks: string[]; error?: Error }> {
  const chunks: string[] = [];
  try {
    for await (const delta of stream.deltas) chunks.push(delta);
    return { chunks };
  } catch (error) {
    return { chunks, error: error as Error };
  }
}
