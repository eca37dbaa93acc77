import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A valid CPF the fake reports as free, one it reports as unavailable, one it refuses. */
export const ONR_CPF_LIVRE = '52998224725';
export const ONR_CPF_INDISPONIVEL = '11144477735';
export const ONR_CPF_RECUSADO = '39053344705';

/** n distinct valid CPFs (check digits computed as the Receita does), for batches. */
export function validCpfs(n: number, seed: number): string[] {
  const dv = (digits: number[]) => {
    const r = digits.reduce((sum, d, k) => sum + d * (digits.length + 1 - k), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return Array.from({ length: n }, (_, i) => {
    const base = String(seed * 1000 + i)
      .padStart(9, '0')
      .split('')
      .map(Number);
    const d1 = dv(base);
    return [...base, d1, dv([...base, d1])].join('');
  });
}

export interface FakeOnr {
  tokenUrl: string;
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  tokenRequests: URLSearchParams[];
  /** every consultar call: its bearer and JSON body */
  calls: { bearer: string | null; body: Record<string, unknown> }[];
  /** answer the next N consultar calls with HTTP `status` (default 500) and these headers (e.g. Retry-After) */
  failNext(n: number, status?: number, headers?: Record<string, string>): void;
  /** an outage after `n` more good answers: every consultar call after them gets HTTP `status`, until `failNext(0)` */
  failAfter(n: number, status?: number): void;
  /** delay the next N consultar answers by `ms` */
  slowNext(n: number, ms: number): void;
  /**
   * The next consultar call for `documento` is recorded (ONR has it) and never answered, until the
   * client goes away: resolves when it arrives. For a test that kills the caller mid-call.
   */
  holdConsultation(documento: string): Promise<void>;
  /** invalidates every issued token: the next call gets 401 */
  revokeTokens(): void;
  /** make the fake report another order count for a document from now on (monitoring, re-check) */
  setOrders(document: string, qtdOrdens: number): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => resolve(body));
  });

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Speaks the ONR identity server (`/connect/token`) and API Serventias (`/api/ordem/consultar`). */
export async function startFakeOnr(
  clientId = 'cartorio-teste',
  clientSecret = 'segredo-onr-123',
  /** every consultar answer waits this long (the bench: ONR answering in 50 ms) */
  options: { latencyMs?: number } = {},
): Promise<FakeOnr> {
  const tokenRequests: URLSearchParams[] = [];
  const calls: FakeOnr['calls'] = [];
  const valid = new Set<string>();
  const orders = new Map<string, number>([[ONR_CPF_INDISPONIVEL, 2]]);
  const byHash = new Map<string, string>();
  let failures = 0;
  let failure: { status: number; headers: Record<string, string> } = { status: 500, headers: {} };
  let slow = { n: 0, ms: 0 };
  let goodUntilOutage: number | null = null;
  let issued = 0;
  let consulted = 0;
  const held = new Map<string, () => void>();

  const answer = (documento: string) => {
    const qtd = orders.get(documento) ?? 0;
    consulted += 1;
    const hash = `HASH${String(consulted).padStart(6, '0')}${documento.slice(0, 4)}`;
    byHash.set(hash, documento);
    return {
      identifierRequest: `req-${consulted}`,
      success: true,
      message: null,
      status: 200,
      data: {
        documento,
        nomeRazao: qtd > 0 ? 'FULANO DE TAL' : 'BELTRANA DA SILVA',
        indisponivel: qtd > 0,
        qtdOrdens: qtd,
        protocolos: Array.from({ length: qtd }, (_, i) => `2024${String(i + 1).padStart(8, '0')}`),
        dados_usuario: {
          hash,
          data: '2026-11-23T10:00:00',
          nome: 'ESCREVENTE TESTE',
          documento: '98765432100',
          organizacao: 'CARTÓRIO TESTE',
          filtros: { documento },
        },
      },
    };
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.url === '/connect/token' && req.method === 'POST') {
      const form = new URLSearchParams(body);
      tokenRequests.push(form);
      const ok =
        form.get('grant_type') === 'client_credentials' &&
        form.get('client_id') === clientId &&
        form.get('client_secret') === clientSecret &&
        form.get('scope') === 'cnib-serventia-api';
      if (!ok) return json(res, 400, { error: 'invalid_client' });
      issued += 1;
      const token = `tok-${issued}`;
      valid.add(token);
      return json(res, 200, {
        access_token: token,
        expires_in: 3600,
        token_type: 'Bearer',
        scope: 'cnib-serventia-api',
      });
    }
    if (req.url === '/api/ordem/consultar' && req.method === 'POST') {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
      const parsed = JSON.parse(body || '{}') as Record<string, unknown>;
      calls.push({ bearer, body: parsed });
      const arrived = typeof parsed.documento === 'string' ? held.get(parsed.documento) : undefined;
      if (arrived) {
        held.delete(parsed.documento as string);
        arrived();
        return; // no answer: the connection stays open until the caller closes it (or dies)
      }
      if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs));
      if (slow.n > 0) {
        slow.n -= 1;
        await new Promise((r) => setTimeout(r, slow.ms));
      }
      if (goodUntilOutage !== null) {
        if (goodUntilOutage === 0) failures = Number.POSITIVE_INFINITY;
        else goodUntilOutage -= 1;
      }
      if (failures > 0) {
        failures -= 1;
        res.writeHead(failure.status, { 'content-type': 'application/json', ...failure.headers });
        return res.end(JSON.stringify({ success: false, message: 'erro interno' }));
      }
      if (!bearer || !valid.has(bearer)) return json(res, 401, { message: 'Unauthorized' });
      const documento =
        typeof parsed.hash === 'string' ? byHash.get(parsed.hash) : (parsed.documento as string | undefined);
      if (!documento || documento === ONR_CPF_RECUSADO) {
        return json(res, 200, {
          identifierRequest: 'req-x',
          success: false,
          message: 'Requisição inválida',
          status: 400,
          notifications: [{ title: 'Documento', reason: 'Documento informado é inválido' }],
        });
      }
      return json(res, 200, answer(documento));
    }
    json(res, 404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    tokenUrl: `${base}/connect/token`,
    baseUrl: base,
    clientId,
    clientSecret,
    tokenRequests,
    calls,
    failNext: (n, status = 500, headers = {}) => {
      goodUntilOutage = null;
      failures = n;
      failure = { status, headers };
    },
    failAfter: (n, status = 500) => {
      goodUntilOutage = n;
      failure = { status, headers: {} };
    },
    slowNext: (n, ms) => {
      slow = { n, ms };
    },
    holdConsultation: (documento) => new Promise<void>((resolve) => held.set(documento, resolve)),
    revokeTokens: () => valid.clear(),
    setOrders: (document, qtd) => orders.set(document, qtd),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
