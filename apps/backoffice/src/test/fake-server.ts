import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contractViolation } from './api-contract';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

/** The request each response answers, so `sendJson` can check the answer against that route's schema. */
const answering = new WeakMap<ServerResponse, RecordedRequest>();

/** Answers that no API could give, since the last `takeContractViolations` (setup.ts fails the test). */
const violations: string[] = [];
export const takeContractViolations = () => violations.splice(0);

/** A real HTTP server on 127.0.0.1 for tests; records every request it gets. */
export async function startFakeServer(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    };
    // CORS preflights (happy-dom's fetch sends them cross-origin) are not calls of the code under test.
    if (req.method !== 'OPTIONS') requests.push(recorded);
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type, accept');
    res.setHeader('access-control-allow-methods', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    answering.set(res, recorded);
    await handler(recorded, res);
  });
  // Node's server drops a connection idle for 5 s; a client reusing it at that moment loses its request and
  // the HTTP client shows "tentando novamente" (a lost connection) in a test that is not about it. Browsers
  // retry such a request themselves; here the file's idle connections close with the server instead.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Answers as the API would. The answer must pass the shared schema of its route (`api-contract.ts`):
 * one that does not is recorded (the test fails in its afterEach, naming the mismatch) and answered
 * with a 500 instead, so a fake never feeds the screen a payload the real API cannot send.
 * `fictionalRoute`: routes the HTTP client's own tests invent (only refusals are checked).
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  options: { fictionalRoute?: boolean } = {},
): void {
  const request = answering.get(res);
  const violation = request ? contractViolation(request, status, body, options) : null;
  if (violation) {
    violations.push(violation);
    res
      .writeHead(500, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { code: 'INTERNAL', message: `Fake fora do contrato: ${violation}` } }));
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
