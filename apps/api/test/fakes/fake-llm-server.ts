import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What one upstream response does; a test queues one per expected request. */
export interface FakeScenario {
  /** text deltas, in order */
  chunks?: string[];
  /** reply with this HTTP status (and an error body in the vendor's format) instead of a stream */
  status?: number;
  retryAfterSeconds?: number;
  /** wait after the headers and the stream preamble, before the first text delta */
  firstTokenDelayMs?: number;
  chunkDelayMs?: number;
  /** send the vendor's mid-stream error event after this many chunks, then end */
  errorAfterChunks?: number;
  /** after the chunks, keep the connection open without finishing (for abort tests) */
  hangAfterChunks?: boolean;
  inputTokens?: number;
  outputTokens?: number;
  /**
   * after the text, the reply asks for these tool calls (Anthropic: tool_use blocks with their input
   * streamed as input_json_delta pieces, stop_reason tool_use; OpenAI: tool_calls deltas with the
   * arguments in pieces, finish_reason tool_calls)
   */
  toolCalls?: FakeToolCall[];
}

export interface FakeToolCall {
  id: string;
  name: string;
  input: Record<string, unknown>;
}

/** A JSON text cut in small pieces, as the vendors stream a tool's input. */
export function jsonPieces(value: unknown, size = 7): string[] {
  const json = JSON.stringify(value);
  const pieces: string[] = [];
  for (let i = 0; i < json.length; i += size) pieces.push(json.slice(i, i + size));
  return pieces;
}

export interface RecordedRequest {
  index: number;
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  receivedAt: number;
}

export interface RecordedDisconnect {
  requestIndex: number;
  /** performance.now() when the server saw the client close before the response ended */
  at: number;
}

export interface StreamWriter {
  scenario: FakeScenario;
  request: RecordedRequest;
  res: ServerResponse;
  /** resolves after `ms`, or early (false) when the client went away */
  pause(ms: number): Promise<boolean>;
  closed(): boolean;
}

export type ProtocolHandler = (writer: StreamWriter) => Promise<void>;

export const defaultChunks = ['Olá', ', ', 'eu sou ', 'o modelo ', 'de teste.'];

/** An HTTP server on 127.0.0.1 that records requests and disconnects; the protocol writes the body. */
export class FakeLlmServer {
  readonly requests: RecordedRequest[] = [];
  readonly disconnects: RecordedDisconnect[] = [];
  private readonly queue: FakeScenario[] = [];
  private defaultScenario: FakeScenario = {};
  private readonly server: Server;
  private readonly disconnectWaiters: Array<(d: RecordedDisconnect) => void> = [];

  constructor(
    private readonly protocol: ProtocolHandler,
    private readonly acceptPath: (path: string) => boolean,
  ) {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.keepAliveTimeout = 1_000;
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  enqueue(...scenarios: FakeScenario[]): void {
    this.queue.push(...scenarios);
  }

  setDefault(scenario: FakeScenario): void {
    this.defaultScenario = scenario;
  }

  reset(): void {
    this.requests.length = 0;
    this.disconnects.length = 0;
    this.queue.length = 0;
    this.defaultScenario = {};
  }

  /** Resolves with the next client disconnect (or one already recorded after `sinceIndex`). */
  nextDisconnect(timeoutMs = 5_000, sinceIndex = 0): Promise<RecordedDisconnect> {
    const already = this.disconnects[sinceIndex];
    if (already) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no client disconnect seen')), timeoutMs);
      this.disconnectWaiters.push((d) => {
        clearTimeout(timer);
        resolve(d);
      });
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw: Buffer[] = [];
    for await (const chunk of req) raw.push(chunk as Buffer);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const text = Buffer.concat(raw).toString('utf8');
    const request: RecordedRequest = {
      index: this.requests.length,
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      body: text ? safeJson(text) : undefined,
      receivedAt: performance.now(),
    };
    this.requests.push(request);
    if (req.method !== 'POST' || !this.acceptPath(path)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    let closed = false;
    res.on('close', () => {
      if (res.writableFinished) return;
      closed = true;
      const disconnect = { requestIndex: request.index, at: performance.now() };
      this.disconnects.push(disconnect);
      for (const waiter of this.disconnectWaiters.splice(0)) waiter(disconnect);
    });
    const scenario = this.queue.shift() ?? this.defaultScenario;
    const closedSignal = new Promise<false>((resolve) => res.once('close', () => resolve(false)));
    const pause = async (ms: number): Promise<boolean> => {
      if (closed) return false;
      let timer: NodeJS.Timeout | undefined;
      const elapsed = new Promise<true>((resolve) => {
        timer = setTimeout(() => resolve(true), ms);
      });
      const result = await Promise.race([elapsed, closedSignal]);
      clearTimeout(timer);
      return result && !closed;
    };
    await this.protocol({ scenario, request, res, pause, closed: () => closed });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
