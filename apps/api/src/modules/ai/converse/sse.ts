import { type AiToolEvent, STREAM_DONE, STREAM_ERROR, STREAM_PING, STREAM_TOOL_EVENT } from '@siao/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sseStreamsOpen } from '../../../lib/metrics/registry';

const CHUNK_START = '{"messages":{"role":"assistant","content":[{"text":';
const CHUNK_END = '}]}}';

/**
 * Server-sent events on the raw response: headers sent by `open()` (or with the first line),
 * `data: [PING]` whenever the model stays silent for `pingMs`, and `onClientGone` when the
 * client closes the connection (the RESPONSE's close: the request's fires as soon as the body
 * has been read).
 */
export class SseStream {
  private lastWrite = Date.now();
  private readonly ping: NodeJS.Timeout;
  private finished = false;
  private firstChunkSent = false;

  constructor(
    request: FastifyRequest,
    private readonly reply: FastifyReply,
    pingMs: number,
    onClientGone: () => void,
  ) {
    reply.hijack();
    sseStreamsOpen.inc();
    const raw = reply.raw;
    // CORS and security headers set by earlier hooks (undefined values dropped)
    const inherited = Object.fromEntries(
      Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      ),
    );
    raw.writeHead(200, {
      ...inherited,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
      'x-request-id': request.id,
    });
    if (typeof raw.socket?.setNoDelay === 'function') raw.socket.setNoDelay(true);
    raw.on('close', () => {
      if (!this.finished) {
        this.finished = true;
        sseStreamsOpen.dec();
        clearInterval(this.ping);
        onClientGone();
      }
    });
    this.ping = setInterval(
      () => {
        if (Date.now() - this.lastWrite >= pingMs) this.line(STREAM_PING);
      },
      Math.min(pingMs, 1_000),
    );
    this.ping.unref();
  }

  /**
   * Lines written in the same burst (every chunk the model sent in one read is relayed before the
   * next tick) leave as one write: one chunked-encoding frame and one HTTP write instead of one
   * per chunk. The first chunk is written alone, at once.
   */
  private pending = '';
  /** whether the headers have left (with a line or by `open()`) */
  private sent = false;
  private readonly flush = () => {
    const lines = this.pending;
    this.pending = '';
    if (this.finished || !lines) return;
    this.lastWrite = Date.now();
    this.sent = true;
    this.reply.raw.write(lines);
  };

  private line(payload: string, event?: string): void {
    if (this.finished) return;
    if (!this.pending) process.nextTick(this.flush);
    this.pending += event ? `event: ${event}\ndata: ${payload}\n\n` : `data: ${payload}\n\n`;
  }

  /**
   * Sends the headers now, unless a line already took them (the first chunk can come before the
   * question is saved). Called once the question is saved: flushing them earlier woke the client
   * while the API still waited on the database, and cost the first chunk ~0.2 ms.
   */
  open(): void {
    if (this.sent || this.finished) return;
    this.sent = true;
    // light-my-request (inject) responses have neither a real socket nor flushHeaders
    if (typeof this.reply.raw.flushHeaders === 'function') this.reply.raw.flushHeaders();
  }

  /** One chunk, shaped as the widget reads it: messages.content[0].text */
  chunk(text: string): void {
    // the envelope is constant: only the text is serialised (same bytes as stringifying the object)
    this.line(CHUNK_START + JSON.stringify(text) + CHUNK_END);
    // Node corks the socket on a write until the next tick, which comes only after every chunk
    // already received from the model has been relayed: the first one leaves at once
    if (!this.firstChunkSent) {
      this.firstChunkSent = true;
      this.flush();
      this.reply.raw.socket?.uncork();
    }
  }

  /**
   * A tool step (`event: tool`): clients that read only the `data:` chunks skip it, since its JSON
   * has no `messages`.
   */
  tool(event: AiToolEvent): void {
    this.line(JSON.stringify(event), STREAM_TOOL_EVENT);
  }

  /** The saved reply's id (`{"reply":{"id":…}}`): clients that do not know it ignore the line. */
  replyId(id: string): void {
    this.line(JSON.stringify({ reply: { id } }));
  }

  done(): void {
    this.line(STREAM_DONE);
    this.end();
  }

  /** The marker only: a stack trace or provider message never reaches the client. */
  error(): void {
    this.line(STREAM_ERROR);
    this.end();
  }

  private end(): void {
    if (this.finished) return;
    this.flush();
    this.finished = true;
    sseStreamsOpen.dec();
    clearInterval(this.ping);
    this.reply.raw.end();
  }
}
