import { clientSchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data, page } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let staff: { authorization: string };

const valid = {
  person_type: 'pj',
  document: '45.723.174/0001-10',
  legal_name: '2º Tabelionato de Notas de Curitiba',
  trade_name: 'Tabelionato Curitiba',
  cns: '08.123-4',
  email: 'contato@tabelionato.test',
  phone: '(41) 3222-1100',
  address: { cep: '80010-000', street: 'Rua XV de Novembro', number: '100', city: 'Curitiba', uf: 'PR' },
  products: ['siaoseg', 'siaogpt'],
  monthly_fee_cents: 150_000,
  due_day: 5,
  widget_origins: ['https://www.tabelionato.test'],
};

async function post(payload: unknown, who: { authorization: string } = staff) {
  return t.app.inject({ method: 'POST', url: '/api/clients', headers: who, payload: payload as object });
}
async function list(query: string, who: { authorization: string } = staff) {
  const res = await t.app.inject({ method: 'GET', url: `/api/clients?${query}`, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return page(res, clientSchema);
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.authHeader('operador');
});
afterAll(() => t?.close());

describe('creating a client', () => {
  it('stores every field normalized and answers 201', async () => {
    const res = await post(valid);
    expect(res.statusCode, res.body).toBe(201);
    expect(data(res, clientSchema)).toMatchObject({
      document: '45723174000110',
      cns: '081234',
      phone: '4132221100',
      address: { cep: '80010000', uf: 'PR', complement: null },
      status: 'ativo',
      monthly_fee_cents: 150_000,
    });
  });

  it('explains invalid fields in Portuguese, next to each field', async () => {
    const res = await post({
      ...valid,
      document: '45.723.174/0001-11',
      due_day: 30,
      address: { cep: '123', uf: 'ZZ' },
      widget_origins: ['javascript:alert(1)'],
    });
    expect(res.statusCode).toBe(400);
    const details = Object.fromEntries((apiError(res).details ?? []).map((d) => [d.field, d.message]));
    expect(details).toMatchObject({
      document: 'CNPJ inválido.',
      due_day: 'O dia de vencimento deve estar entre 1 e 28.',
      'address.cep': 'CEP inválido. Use o formato 00000-000.',
      'address.uf': 'UF inválida.',
    });
    expect(details['widget_origins.0']).toMatch(/^Origem inválida/);
  });

  it('refuses a CPF for a pessoa jurídica and accepts it for a pessoa física', async () => {
    const asPj = await post({ ...valid, document: '529.982.247-25' });
    expect(apiError(asPj).details).toEqual([{ field: 'document', message: 'CNPJ inválido.' }]);
    const asPf = await post({
      ...valid,
      person_type: 'pf',
      document: '529.982.247-25',
      legal_name: 'Maria Souza',
    });
    expect(asPf.statusCode).toBe(201);
  });

  it('accepts the alphanumeric CNPJ', async () => {
    const res = await post({ ...valid, document: 'ab.cde.fgh/ijkl-80', legal_name: 'Empresa Alfanumérica' });
    expect(res.statusCode, res.body).toBe(201);
    expect(data(res, clientSchema).document).toBe('ABCDEFGHIJKL80');
  });

  it('answers 409 naming the client that already has the document, typed with or without mask', async () => {
    const res = await post({ ...valid, document: '45723174000110', legal_name: 'Outro' });
    expect(res.statusCode).toBe(409);
    expect(apiError(res)).toMatchObject({
      code: 'CLIENT_DOCUMENT_TAKEN',
      message: 'Já existe um cliente com este CPF/CNPJ: 2º Tabelionato de Notas de Curitiba.',
      details: [{ field: 'document', existing_id: expect.any(String) }],
    });
    // the form links to the existing client by this id
    const existing = await t.app.inject({
      method: 'GET',
      url: `/api/clients/${apiError(res).details?.[0]?.existing_id}`,
      headers: await t.authHeader('admin'),
    });
    expect(data(existing, clientSchema).legal_name).toBe('2º Tabelionato de Notas de Curitiba');
  });

  it('is refused to a cliente user (403) and changes nothing', async () => {
    const before = (await list('')).total;
    const res = await post({ ...valid, document: '11.444.777/0001-61' }, await t.authHeader('cliente'));
    expect(res.statusCode).toBe(403);
    expect((await list('')).total).toBe(before);
  });
});

describe('the list', () => {
  beforeAll(async () => {
    const cities = [
      ['Salvador', 'BA'],
      ['Recife', 'PE'],
      ['Porto Alegre', 'RS'],
    ] as const;
    // 12 more clients with valid generated CNPJs, across three UFs, a third inactive
    const { cnpjCheckDigits } = await import('@siao/shared');
    for (let i = 0; i < 12; i++) {
      const base = `3100000${String(i).padStart(3, '0')}01`.slice(0, 12);
      const [city, uf] = cities[i % 3]!;
      const res = await post({
        ...valid,
        document: base + cnpjCheckDigits(base),
        legal_name: `Cartório Lista ${String(i).padStart(2, '0')}`,
        cns: null,
        address: { city, uf },
        status: i % 3 === 0 ? 'inativo' : 'ativo',
        products: i % 2 === 0 ? ['servicos'] : ['siaogpt'],
        monthly_fee_cents: 10_000 * (i + 1),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('finds by name without accents and by document with or without punctuation', async () => {
    expect((await list('q=cartorio%20lista%2007')).data.map((c) => c.legal_name)).toEqual([
      'Cartório Lista 07',
    ]);
    expect((await list(`q=${encodeURIComponent('45.723.174/0001-10')}`)).data.map((c) => c.document)).toEqual(
      ['45723174000110'],
    );
    expect((await list('q=45723174')).total).toBe(1);
    expect((await list('q=abcdefghijkl')).data[0]?.legal_name).toBe('Empresa Alfanumérica');
    expect((await list('q=nada-com-isto')).total).toBe(0);
  });

  it('filters by status, product and UF, with totals of the filtered set', async () => {
    expect((await list('uf=ba')).total).toBe(4);
    expect((await list('uf=BA&status=inativo')).total).toBe(4);
    expect((await list('status=inativo')).total).toBe(4);
    const servicos = await list('product=servicos&limit=100');
    expect(servicos.data.every((c) => c.products.includes('servicos'))).toBe(true);
    expect(servicos.total).toBe(7); // six of these plus the fixture's client A
  });

  it('sorts by a whitelisted field and refuses others', async () => {
    const byFee = await list('q=lista&sort=-monthly_fee&limit=3');
    expect(byFee.data.map((c) => c.monthly_fee_cents)).toEqual([120_000, 110_000, 100_000]);
    const res = await t.app.inject({ method: 'GET', url: '/api/clients?sort=search_text', headers: staff });
    expect(res.statusCode).toBe(400);
    expect(apiError(res).message).toBe('Ordenação inválida.');
  });

  it('paginates with the total of every page', async () => {
    const first = await list('q=lista&limit=5&page=1&sort=name');
    const third = await list('q=lista&limit=5&page=3&sort=name');
    expect([first.total, third.total, first.data.length, third.data.length]).toEqual([12, 12, 5, 2]);
    expect(third.data.map((c) => c.legal_name)).toEqual(['Cartório Lista 10', 'Cartório Lista 11']);
  });
});

describe('tenant isolation', () => {
  it('a cliente sees only its own client, in the list and by id', async () => {
    const cliente = await t.authHeader('cliente');
    const own = await list('limit=100', cliente);
    expect(own.data.map((c) => c.id)).toEqual([t.fixture.clientA.id]);
    expect((await list(`q=${t.fixture.clientB.document}`, cliente)).total).toBe(0);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/clients/${t.fixture.clientB.id}`,
      headers: cliente,
    });
    expect(other.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/clients/${t.fixture.clientA.id}`,
      headers: cliente,
    });
    expect(data(mine, clientSchema).legal_name).toBe('Cartório A Ltda');
  });
});
