import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sseTextDeltas } from './sse-events';

/** The texts read from a body arriving in the given pieces; each event's data is `{"t": text}`. */
async function texts(pieces: string[]): Promise<string[]> {
  const out: string[] = [];
  const readEvent = (data: unknown) => (data as { t?: string }).t;
  for await (const text of sseTextDeltas(Readable.from(pieces.map((p) => Buffer.from(p))), readEvent)) {
    out.push(text);
  }
  return out;
}

describe('sseTextDeltas', () => {
  it('reads every event of a burst, in order, skipping events without text', async () => {
    const body = 'event: a\ndata: {"t":"Bom "}\n\nevent: ping\ndata: {}\n\ndata: {"t":"dia"}\n\n';
    expect(await texts([body])).toEqual(['Bom ', 'dia']);
  });

  it('joins an event split across reads, even inside a multi-byte character', async () => {
    const bytes = Buffer.from('data: {"t":"ação"}\n\ndata: {"t":"!"}\n\n');
    const cut = bytes.indexOf(0xa7); // inside "ç"
    const pieces = [bytes.subarray(0, cut), bytes.subarray(cut, cut + 9), bytes.subarray(cut + 9)];
    const out: string[] = [];
    for await (const text of sseTextDeltas(Readable.from(pieces), (d) => (d as { t: string }).t))
      out.push(text);
    expect(out).toEqual(['ação', '!']);
  });

  it('accepts CRLF line ends, data without the space and data spread over several lines', async () => {
    expect(await texts(['data:{"t":"um"}\r\n\r\n', 'data: {"t":\ndata: "dois"}\n\n'])).toEqual([
      'um',
      'dois',
    ]);
  });

  it('throws what the reader throws for an error event', async () => {
    const failing = (data: unknown) => {
      if ((data as { type?: string }).type === 'error') throw new Error('Overloaded');
      return (data as { t?: string }).t;
    };
    const seen: string[] = [];
    const run = async () => {
      const body = Readable.from([
        Buffer.from('data: {"t":"a"}\n\ndata: {"type":"error"}\n\ndata: {"t":"b"}\n\n'),
      ]);
      for await (const text of sseTextDeltas(body, failing)) seen.push(text);
    };
    await expect(run()).rejects.toThrow('Overloaded');
    expect(seen).toEqual(['a']);
  });
});
