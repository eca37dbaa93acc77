import { STREAM_DONE, STREAM_ERROR, STREAM_PING } from '@siao/shared/constants';

export type StreamEvent =
  | { type: 'text'; text: string }
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

/** Splits network chunks into lines; a line cut between two chunks waits for its end. */
export function createSseLineParser(onEvent: (event: StreamEvent) => void) {
  let pending = '';
  return {
    push(chunk: string) {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const event = parseStreamLine(line);
        if (event) onEvent(event);
      }
    },
    /** The last line when the body ends without a newline. */
    end() {
      const event = pending ? parseStreamLine(pending) : null;
      pending = '';
      if (event) onEvent(event);
    },
  };
}
