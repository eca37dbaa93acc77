import type { AiToolEvent } from '@siao/shared/ai-tools';
import { STREAM_DONE, STREAM_ERROR, STREAM_PING } from '@siao/shared/constants';

export type StreamEvent =
  | { type: 'text'; text: string }
  | { type: 'tool'; step: AiToolEvent }
  | { type: 'done' }
  /** the saved reply's id, sent before [DONE] */
  | { type: 'reply'; id: string }
  | { type: 'error'; message: string };

interface Chunk {
  messages?: { content?: { text?: unknown }[] };
  reply?: { id?: unknown };
}

/** One SSE line of converse-stream (spec §7) → an event, or null for blank lines, [PING] and bad JSON. */
function parseStreamLine(rawLine: string): StreamEvent | null {
  const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
  if (line.includes(STREAM_ERROR)) return { type: 'error', message: line.replace(/^data:\s?/, '') };
  if (!line.startsWith('data:')) return null;
  const payload = line.slice(5).trim();
  if (payload === STREAM_DONE) return { type: 'done' };
  if (payload === STREAM_PING || payload === '') return null;
  try {
    const chunk = JSON.parse(payload) as Chunk;
    const text = chunk.messages?.content?.[0]?.text;
    if (typeof text === 'string') return { type: 'text', text };
    const id = chunk.reply?.id;
    return typeof id === 'string' ? { type: 'reply', id } : null;
  } catch (error) {
    console.error('Erro ao parsear:', payload, error);
    return null;
  }
}

/**
 * Splits network chunks into lines; a line cut between two chunks waits for its end. An `event: tool`
 * line makes the next `data:` line a tool step (docs/ai-widget.md); other named events are skipped.
 */
export function createSseLineParser(onEvent: (event: StreamEvent) => void) {
  let pending = '';
  let named = '';
  const line = (raw: string) => {
    if (raw.startsWith('event:')) {
      named = raw.slice(6).trim();
      return;
    }
    if (named && raw.startsWith('data:')) {
      const name = named;
      named = '';
      if (name !== 'tool') return;
      try {
        onEvent({ type: 'tool', step: JSON.parse(raw.slice(5)) as AiToolEvent });
      } catch {
        // a malformed step is skipped like any unknown event
      }
      return;
    }
    if (raw.trim() === '') named = '';
    const event = parseStreamLine(raw);
    if (event) onEvent(event);
  };
  return {
    push(chunk: string) {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const l of lines) line(l);
    },
    /** The last line when the body ends without a newline. */
    end() {
      if (pending) line(pending);
      pending = '';
    },
  };
}
