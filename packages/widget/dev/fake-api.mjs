// A stand-in for the Sião API that speaks the widget's contract (spec §7) and serves the built widget
// under /widget/. For benchmarks and local smoke runs only; the e2e suite runs against the real API.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { stream } from './fake-stream.mjs';

const DIST = new URL('../dist/', import.meta.url).pathname;
const TYPES = {
  '.js': 'text/javascript',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.json': 'application/json',
};
const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = (seconds) =>
  `${b64({ alg: 'none' })}.${b64({ sub: 'demo', exp: Math.floor(Date.now() / 1000) + seconds })}.x`;

const assistants = [
  {
    id: 'geral',
    name: 'Assistente Geral',
    description: 'Tira dúvidas sobre atos notariais.',
    interaction_mode: 'chat',
    default_chat: true,
    window_context: false,
    presentation: false,
  },
  {
    id: 'juridico',
    name: 'Jurídico',
    description: 'Perguntas sobre legislação.',
    interaction_mode: 'chat',
    default_chat: false,
    window_context: false,
    presentation: true,
  },
  {
    id: 'analise',
    name: 'Análise de documentos',
    description: 'Resume o documento enviado.',
    interaction_mode: 'tool',
    default_chat: false,
    window_context: false,
    presentation: false,
  },
  {
    id: 'contexto',
    name: 'Comparar documentos',
    description: 'Vários arquivos com descrição.',
    interaction_mode: 'tool',
    default_chat: false,
    window_context: true,
    presentation: false,
  },
];

export function startFakeApi({ port = 0, chunkDelayMs = 20 } = {}) {
  const threads = [];
  const messages = new Map();
  const day = 86_400_000;
  const seed = (id, name, ageMs, count) => {
    threads.push({
      id,
      name,
      description: name,
      ai_engine_org_id: 'geral',
      ai_engine_org: { name: 'Assistente Geral' },
      created_at: new Date(Date.now() - ageMs).toISOString(),
    });
    messages.set(
      id,
      Array.from({ length: count }, (_, i) => ({
        id: `${id}-${i}`,
        created_at: new Date(Date.now() - ageMs + i * 1000).toISOString(),
        interrupted: false,
        error: false,
        messages: { role: i % 2 ? 'assistant' : 'user', content: [{ text: `Mensagem ${i + 1} de ${name}` }] },
      })),
    );
  };
  seed('t-hoje', 'Conversa de hoje', 60_000, 4);
  seed('t-ontem', 'Conversa de ontem', day, 75);
  seed('t-antiga', 'Conversa antiga', 5 * day, 2);
  const log = [];
  const requests = [];
  // `outage.reads`: how many API reads still answer 503 SERVICO_INDISPONIVEL, as the real API does while
  // its database or Redis is away
  const outage = { reads: 0 };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    log.push(`${req.method} ${url.pathname}`);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Context-user');
    if (req.method === 'OPTIONS') return res.end();
    const body = await new Promise((ok) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => ok(data ? JSON.parse(data) : null));
    });
    const json = (status, payload) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const p = url.pathname;
    requests.push({ at: Date.now(), method: req.method, path: p, headers: req.headers, body });
    if (p.startsWith('/widget/')) return serveStatic(p.slice('/widget/'.length), res);
    if (req.method === 'GET' && outage.reads > 0) {
      outage.reads--;
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1', Connection: 'close' });
      return res.end(
        JSON.stringify({
          error: { code: 'SERVICO_INDISPONIVEL', message: 'Serviço temporariamente indisponível.' },
        }),
      );
    }
    if (req.headers.authorization === 'Bearer expirado' && p !== '/api/widget/refresh')
      return json(401, { error: { code: 'invalid_token', message: 'Sessão expirada' } });
    if (p === '/api/widget/demo-token' || p === '/api/widget/refresh')
      return json(200, {
        data: {
          authToken: token(3600),
          refreshToken: 'r'.repeat(32),
          expires_at: new Date(Date.now() + 3600_000).toISOString(),
        },
      });
    if (p === '/api/assistants') return json(200, { data: assistants });
    if (p === '/api/threads' && req.method === 'GET')
      return json(200, { data: threads, page: 1, limit: 100, total: threads.length });
    if (p === '/api/threads' && req.method === 'POST') {
      const a = assistants.find((x) => x.id === body.ai_engine_org_id);
      const thread = {
        id: `t-${threads.length + 1}`,
        ...body,
        ai_engine_org: { name: a?.name ?? '?' },
        created_at: new Date().toISOString(),
      };
      threads.unshift(thread);
      messages.set(thread.id, []);
      return json(201, { data: thread });
    }
    const m = /^\/api\/threads\/([^/]+)\/(messages|converse-stream)$/.exec(p);
    if (m && m[2] === 'messages') {
      const all = messages.get(m[1]) ?? [];
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 30);
      const newestFirst = [...all].reverse();
      return json(200, {
        data: newestFirst.slice((page - 1) * limit, page * limit),
        page,
        limit,
        total: all.length,
      });
    }
    if (m && m[2] === 'converse-stream') return stream(body, res, chunkDelayMs);
    if (p === '/api/export') {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      return res.end(`exportado ${body.extension}: ${body.data.length} caracteres`);
    }
    json(404, { error: { code: 'not_found', message: 'Não encontrado' } });
  });
  return new Promise((ok) =>
    server.listen(port, '127.0.0.1', () =>
      ok({ server, log, requests, outage, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

function serveStatic(rel, res) {
  const path = normalize(join(DIST, rel.endsWith('/') || rel === '' ? `${rel}index.html` : rel));
  if (!path.startsWith(DIST) || !existsSync(path) || statSync(path).isDirectory()) {
    res.writeHead(404);
    return res.end();
  }
  res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
  createReadStream(path).pipe(res);
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { url } = await startFakeApi({ port: Number(process.env.PORT ?? 5175) });
  console.log(`Fake Sião API on ${url} — demo at ${url}/widget/demo/`);
}
