import { STREAM_DONE, STREAM_ERROR, STREAM_PING } from '@siao/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Server-sent events on the raw response: headers flushed at once, `data: [PING]` whenever the
 * model stays silent for `pingMs`, and `onClientGone` when the client closes the connection
 * (the RESPONSE's close: the request's fires as soon as the body has been read).
 */
export class SseStream {
  private lastWrite = Date.now();
  private readonly ping: NodeJS.Timeout;
  private finished = false;

  constructor(
    request: FastifyRequest,
    private readonly reply: FastifyReply,
    pingMs: number,
    onClientGone: () => void,
  ) {
    reply.hijack();
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
    // light-my-request (inject) responses have neither a real socket nor flushHeaders
    if (typeof raw.flushHeaders === 'function') raw.flushHeaders();
    if (typeof raw.socket?.setNoDelay === 'function') raw.socket.setNoDelay(true);
    raw.on('close', () => {
      if (!this.finished) {
        this.finished = true;
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

  private line(payload: string): void {
    if (this.finished) return;
    this.lastWrite = Date.now();
    this.reply.raw.write(`data: ${payload}\n\n`);
  }

  /** One chunk, shaped as the widget reads it: messages.content[0].text */
  chunk(text: string): void {
    this.line(JSON.stringify({ messages: { role: 'assistant', content: [{ text }] } }));
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
    this.finished = true;
    clearInterval(this.ping);
    this.reply.raw.end();
  }
}
