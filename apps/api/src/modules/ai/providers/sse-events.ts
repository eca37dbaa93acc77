import type { Readable } from 'node:stream';

/**
 * What one upstream event means to the relay: its text (or undefined), after recording any usage
 * it carries; throws the upstream's error for an error event.
 */
export type EventReader = (data: unknown) => string | undefined;

/** The `data:` lines of the event in `buffer[start, end)`, joined as SSE joins them (undefined: none). */
function dataOf(buffer: string, start: number, end: number): string | undefined {
  let data: string | undefined;
  for (let line = start; line < end; ) {
    let eol = buffer.indexOf('\n', line);
    if (eol === -1 || eol > end) eol = end;
    if (buffer.startsWith('data:', line)) {
      const value = buffer.slice(buffer.charCodeAt(line + 5) === 32 ? line + 6 : line + 5, eol);
      data = data === undefined ? value : `${data}\n${value}`;
    }
    line = eol + 1;
  }
  return data;
}

/**
 * The text deltas of a server-sent-events body, read straight from the socket: each event's JSON
 * is parsed once and handed to `readEvent`. Everything the socket has buffered is handled in one
 * step (a burst of events costs one read, not one stream stage per event).
 */
export async function* sseTextDeltas(body: Readable, readEvent: EventReader): AsyncGenerator<string> {
  body.setEncoding('utf8');
  let buffer = '';
  for await (const chunk of body as AsyncIterable<string>) {
    buffer += chunk.includes('\r') ? chunk.replace(/\r\n?/g, '\n') : chunk;
    let start = 0;
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n', start)) {
      const data = dataOf(buffer, start, end);
      start = end + 2;
      if (data === undefined || data === '[DONE]') continue;
      const text = readEvent(JSON.parse(data));
      if (text) yield text;
    }
    buffer = buffer.slice(start);
  }
}
