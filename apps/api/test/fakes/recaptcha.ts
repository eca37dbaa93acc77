import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRecaptcha {
  url: string;
  /** form bodies received, in order */
  requests: URLSearchParams[];
  /** tokens the fake accepts, with the score and action it reports for each */
  tokens: Map<string, { score: number; action: string; hostname?: string }>;
  close(): Promise<void>;
}

/** Speaks Google's siteverify protocol: form POST with secret/response/remoteip → JSON verdict. */
export async function startFakeRecaptcha(secret: string): Promise<FakeRecaptcha> {
  const requests: URLSearchParams[] = [];
  const tokens = new Map<string, { score: number; action: string; hostname?: string }>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      const known = tokens.get(form.get('response') ?? '');
      const ok = req.method === 'POST' && form.get('secret') === secret && known;
      const answer = ok
        ? {
            success: true,
            score: known.score,
            action: known.action,
            hostname: known.hostname ?? 'localhost',
            challenge_ts: new Date().toISOString(),
          }
        : {
            success: false,
            'error-codes': [
              form.get('secret') === secret ? 'invalid-input-response' : 'invalid-input-secret',
            ],
          };
      if (ok) tokens.delete(form.get('response')!); // tokens verify once
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    tokens,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
