import type { AiToolEvent } from '@siao/shared/ai-tools';
import { describe, expect, it } from 'vitest';
import { createSseLineParser, type StreamEvent } from './sse-parser';

const step: AiToolEvent = {
  id: 'toolu_1',
  name: 'consultar_cnib',
  state: 'running',
  label: 'Consultando a CNIB…',
};

describe('converse-stream: tool steps', () => {
  it('reads `event: tool` steps between the text chunks, even split across network reads', () => {
    const events: StreamEvent[] = [];
    const parser = createSseLineParser((e) => events.push(e));
    const body =
      'data: {"messages":{"role":"assistant","content":[{"text":"Vou ver."}]}}\n\n' +
      `event: tool\ndata: ${JSON.stringify(step)}\n\n` +
      'event: outro\ndata: {"messages":{"role":"assistant","content":[{"text":"ignorado"}]}}\n\n' +
      'data: {"messages":{"role":"assistant","content":[{"text":" Pronto."}]}}\n\n' +
      'data: [DONE]\n\n';
    for (let i = 0; i < body.length; i += 13) parser.push(body.slice(i, i + 13));
    parser.end();
    expect(events).toEqual([
      { type: 'text', text: 'Vou ver.' },
      { type: 'tool', step },
      { type: 'text', text: ' Pronto.' },
      { type: 'done' },
    ]);
  });
});
