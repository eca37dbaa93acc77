import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A Learning Record Store on 127.0.0.1 speaking the xAPI 1.0.3 statements resource: POST /statements
 * answers 200 with the stored ids (a statement id already held with the same content is accepted again),
 * a request without `X-Experience-API-Version` gets 400, and `failNext(n)` makes the next n answers 503.
 */
export async function startFakeLrs() {
  const received: Received[] = [];
  let failing = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString();
    const path = (req.url ?? '/').split('?')[0]!;
    if (req.method !== 'POST' || !path.endsWith('/statements')) return res.writeHead(404).end();
    if (!req.headers['x-experience-api-version']) return res.writeHead(400).end('versão do xAPI ausente');
    if (failing > 0) {
      failing--;
      return res.writeHead(503).end();
    }
    const body = JSON.parse(text) as { id?: string } | { id?: string }[];
    received.push({ method: req.method, path, headers: req.headers, body });
    const ids = (Array.isArray(body) ? body : [body]).map((s) => s.id ?? randomUUID());
    res.writeHead(200, { 'content-type': 'application/json', 'x-experience-api-version': '1.0.3' });
    res.end(JSON.stringify(ids));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failNext(n: number) {
      failing = n;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
