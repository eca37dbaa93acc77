import { faturaSchema, SEARCH_GROUP_LIMIT, saoPauloToday, searchResultSchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { multipartBody } from '../documents/test-multipart';

let t: TestApp;
let admin: { authorization: string };
const faturaOf: Record<'A' | 'B', { id: string; numero: number }> = {} as never;
const today = saoPauloToday();

async function upload(title: string, visibility: string, clientIds: string[] = []) {
  const body = multipartBody(
    { title, category: 'Manuais', visibility, ...(clientIds.length ? { client_ids: clientIds } : {}) },
    { name: 'manual.txt', bytes: Buffer.from(`${title}: texto do manual`) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authHeader('admin');
  for (const [key, client] of [
    ['A', t.fixture.clientA],
    ['B', t.fixture.clientB],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/faturas',
      headers: admin,
      payload: {
        client_id: client.id,
        competencia: today.slice(0, 7),
        vencimento: today,
        emissao: today,
        itens: [{ descricao: 'Mensalidade', quantidade: 1, valor_unitario_centavos: 10000 }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    faturaOf[key] = data(res, faturaSchema);
  }
  await upload('Zeta interno da equipe', 'interno');
  await upload('Zeta para todos', 'todos_clientes');
  await upload('Zeta só do cartório B', 'clientes_escolhidos', [t.fixture.clientB.id]);
  for (let i = 1; i <= SEARCH_GROUP_LIMIT + 2; i++) await upload(`Ômega ${i}`, 'interno');
});
afterAll(() => t?.close());

async function search(who: Parameters<TestApp['authHeader']>[0], q: string) {
  const res = await t.app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: await t.authHeader(who),
  });
  return res;
}
/** The groups a search answers, read with the route's schema. */
const found = async (who: Parameters<TestApp['authHeader']>[0], q: string) =>
  data(await search(who, q), searchResultSchema);
const titles = (hits: { titulo: string }[]) => hits.map((h) => h.titulo).sort();

describe('global search (GET /api/search)', () => {
  it('finds clients, users and documents for a manager, each group within its limit', async () => {
    const res = await search('admin', 'cartorio');
    expect(res.statusCode, res.body).toBe(200);
    const groups = data(res, searchResultSchema);
    expect(titles(groups.clientes)).toEqual(['Cartório A Ltda', 'Cartório B Ltda']);
    expect(groups.clientes[0]!.detalhe).toBe('11.222.333/0001-81');
    expect(titles((await found('admin', 'teste')).usuarios)).toEqual(
      expect.arrayContaining(['Admin Teste', 'Operador Teste', 'Cliente B']),
    );
    const omega = (await found('superadmin', 'omega')).documentos;
    expect(omega).toHaveLength(SEARCH_GROUP_LIMIT);
  });

  it('finds a fatura by its número, with its client, competência and situação', async () => {
    const { numero, id } = faturaOf.B;
    const { faturas } = await found('operador', `nº ${numero}`);
    expect(faturas).toEqual([
      {
        id,
        titulo: `Fatura nº ${String(numero).padStart(6, '0')}`,
        detalhe: expect.stringMatching(/^Cartório B Ltda · .+ · (Em aberto|Vencida)$/),
        client_id: t.fixture.clientB.id,
      },
    ]);
  });

  it("finds a client's faturas by the client's name, newest first, only the cliente's own for a cliente", async () => {
    const ids = (hits: { id: string }[]) => hits.map((h) => h.id);
    expect(ids((await found('operador', 'cartório b')).faturas)).toEqual([faturaOf.B.id]);
    expect(ids((await found('admin', 'cartorio')).faturas)).toEqual([faturaOf.B.id, faturaOf.A.id]);
    expect(ids((await found('cliente', 'cartorio')).faturas)).toEqual([faturaOf.A.id]);
    expect((await found('cliente', 'cartório b')).faturas).toEqual([]);
    // digits alone are a número: no client's faturas because its CNPJ holds them
    expect((await found('admin', '11222333')).faturas).toEqual([]);
  });

  it('gives an operador clients but no users (it has no Usuários screen)', async () => {
    const { usuarios } = await found('operador', 'teste');
    expect(usuarios).toEqual([]);
    expect((await found('operador', 'cartorio')).clientes).toHaveLength(2);
  });

  it('keeps a cliente to its own faturas and the documents it may see: no clients, no users', async () => {
    const res = await search('cliente', String(faturaOf.A.numero).padStart(6, '0'));
    expect(res.statusCode, res.body).toBe(200);
    const mine = data(res, searchResultSchema);
    expect(mine.faturas.map((f) => f.id)).toEqual([faturaOf.A.id]);
    const other = await found('cliente', String(faturaOf.B.numero).padStart(6, '0'));
    expect(other.faturas).toEqual([]);
    const cartorio = await found('cliente', 'cartorio');
    expect(cartorio.clientes).toEqual([]);
    expect(cartorio.usuarios).toEqual([]);
    expect(titles((await found('cliente', 'zeta')).documentos)).toEqual(['Zeta para todos']);
    expect(titles((await found('clienteB', 'zeta')).documentos)).toEqual([
      'Zeta para todos',
      'Zeta só do cartório B',
    ]);
    expect(titles((await found('admin', 'zeta')).documentos)).toHaveLength(3);
  });

  it('refuses a query shorter than 2 or longer than 100 characters, in Portuguese', async () => {
    for (const q of ['a', ' b ', 'x'.repeat(101)]) {
      const res = await search('admin', q);
      expect(res.statusCode).toBe(400);
      expect(apiError(res).message).toMatch(/ao menos 2 caracteres|no máximo 100 caracteres/);
    }
    expect((await t.app.inject({ url: '/api/search', headers: admin })).statusCode).toBe(400);
  });

  it('answers hostile strings with empty groups, never an error', async () => {
    for (const q of ["%' OR 1=1 --", '\\%_', '<script>alert(1)</script>', '日本語 ção', '\u202e!!']) {
      const res = await search('cliente', q);
      expect([q, res.statusCode]).toEqual([q, 200]);
      expect(data(res, searchResultSchema).clientes).toEqual([]);
    }
  });
});
