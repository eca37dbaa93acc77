/**
 * Faturas at scale: seeds 100,000 clients and 1,000,000 faturas into a fresh PostgreSQL database
 * (generate_series, ~1 min) and measures p50/p95 of the faturas list and the dashboard through the
 * real app (Fastify inject: routing, auth guard, validation, SQL, serialisation).
 *
 *   node --import tsx bench/faturas-list.ts            # BENCH_PG=postgres://postgres@127.0.0.1:5432
 *   BENCH_KEEP=1 ... keeps the database for a rerun (skips seeding when it is already there)
 */

import { currentCompetencia, saoPauloToday } from '@siao/shared';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { hashPassword } from '../apps/api/src/lib/passwords';

const SERVER = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const NAME = 'siao_bench_faturas';
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PASSWORD = 'bench-senha-123';

async function admin(sqlText: string) {
  const c = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await c.connect();
  const r = await c.query(sqlText);
  await c.end();
  return r;
}

async function seed(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const t0 = Date.now();
  await c.query(`insert into clients (document, legal_name, status, monthly_fee_cents, due_day, email)
    select lpad(g::text, 14, '0'), 'Cliente Bench ' || g, case when g % 10 = 0 then 'inativo' else 'ativo' end,
           (49 + g % 400) * 100, 5 + g % 20, 'financeiro' || g || '@bench.dev'
    from generate_series(1, 100000) g`);
  await c.query(`create temp table cn as select id, row_number() over (order by document) as n from clients`);
  // 1M faturas spread over 12 months ending this month; ~70% paid, 4% cancelled, the rest open (part overdue)
  const today = saoPauloToday();
  await c.query(
    `insert into faturas (numero, client_id, competencia, emissao, vencimento, status, total_centavos, pago_em, forma_pagamento, origem)
     select s.g, cn.id, to_char(s.d, 'YYYY-MM'), s.d, s.d + 10,
            case when s.g % 25 = 0 then 'cancelada' when s.d + 10 <= $1::date and s.g % 10 < 7 then 'paga' else 'aberta' end,
            (49 + s.g % 951) * 100,
            case when s.g % 25 <> 0 and s.d + 10 <= $1::date and s.g % 10 < 7 then s.d + 8 end,
            case when s.g % 25 <> 0 and s.d + 10 <= $1::date and s.g % 10 < 7 then 'pix' end,
            'manual'
     from (select g, date_trunc('month', $1::date - interval '11 months')::date + ((g * 7) % 365) as d, (g % 100000) + 1 as n
           from generate_series(1, 1000000) g) s
     join cn on cn.n = s.n`,
    [today],
  );
  await c.query(`insert into fatura_counters (name, value) values ('fatura_numero', 1000000)`);
  const hash = await hashPassword(PASSWORD);
  await c.query(
    `insert into users (name, email, password_hash, role, client_id) values
     ('Admin Bench', 'admin@bench.dev', $1, 'admin', null),
     ('Cliente Bench', 'cliente@bench.dev', $1, 'cliente', (select id from cn where n = 4242))`,
    [hash],
  );
  await c.query('vacuum analyze');
  await c.end();
  console.log(`seed: 100.000 clientes + 1.000.000 faturas em ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const exists = (await admin(`select 1 from pg_database where datname = '${NAME}'`)).rowCount === 1;
  const keep = process.env.BENCH_KEEP === '1';
  if (exists && !keep) await admin(`drop database ${NAME} with (force)`);
  if (!exists || !keep) await admin(`create database ${NAME}`);
  const url = `${SERVER}/${NAME}`;
  const database = await openDatabase({ url });
  await database.migrate();
  if (!exists || !keep) await seed(url);

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATA_DIR: '/tmp/siao-bench-data',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const login = async (email: string) =>
    (await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } })).json()
      .data.token as string;
  const staff = { authorization: `Bearer ${await login('admin@bench.dev')}` };
  const cliente = { authorization: `Bearer ${await login('cliente@bench.dev')}` };
  const someClient = (await app.inject({ url: '/api/faturas?limit=1&page=7', headers: staff })).json().data[0]
    .client_id;
  const mes = currentCompetencia();

  const cases: [string, string, Record<string, string>, (() => Promise<void>)?][] = [
    ['lista: 1ª página (20, -numero)', '/api/faturas?limit=20', staff],
    ['lista: página profunda (500 × 20, offset 9.980)', '/api/faturas?limit=20&page=500', staff],
    ['lista: vencidas, -vencimento, página 3', '/api/faturas?status=vencida&sort=-vencimento&page=3', staff],
    [
      'lista: pagas do mês, -total',
      `/api/faturas?status=paga&competencia_de=${mes}&competencia_ate=${mes}&sort=-total`,
      staff,
    ],
    ['lista: um cliente, -emissao', `/api/faturas?client_id=${someClient}&sort=-emissao`, staff],
    ['lista: busca por número', '/api/faturas?q=765432', staff],
    ['lista: perfil cliente', '/api/faturas', cliente],
    // 11 clients match by name (4242, 42420…42429): the faturas of the first 5 by name
    ['busca global: nome de cliente (equipe)', '/api/search?q=cliente%20bench%204242', staff],
    ['busca global: nome do próprio cliente (cliente)', '/api/search?q=cliente%20bench%204242', cliente],
    ['totais do topo (/faturas/totais)', '/api/faturas/totais', staff],
    ['painel (equipe, cache do gráfico quente)', '/api/dashboard', staff],
    [
      'painel (equipe, sem cache)',
      '/api/dashboard',
      staff,
      async () => app.deps.kv.del(`dashboard:receita:${mes}`),
    ],
    ['painel (cliente)', '/api/dashboard', cliente],
  ];
  console.log(`\n${RUNS} requisições por caso (após 10 de aquecimento), PostgreSQL ${SERVER}\n`);
  console.log('caso'.padEnd(50), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'total'.padStart(8));
  for (const [label, path, headers, before] of cases) {
    const runs = before ? Math.min(RUNS, 40) : RUNS;
    const times: number[] = [];
    let total = '';
    for (let i = 0; i < runs + 10; i++) {
      await before?.();
      const t0 = performance.now();
      const res = await app.inject({ url: path, headers });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${path} → ${res.statusCode} ${res.body}`);
      if (i >= 10) times.push(ms);
      total = String(res.json().total ?? '');
    }
    times.sort((a, b) => a - b);
    console.log(
      label.padEnd(50),
      pct(times, 50).toFixed(1).padStart(8),
      pct(times, 95).toFixed(1).padStart(8),
      total.padStart(8),
    );
  }
  await app.close();
  await database.close();
  if (!keep) await admin(`drop database ${NAME} with (force)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
