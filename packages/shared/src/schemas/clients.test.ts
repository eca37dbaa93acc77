import { describe, expect, it } from 'vitest';
import { clientInputSchema, clientListQuerySchema } from './clients';
import { parseWidgetOrigin } from './fields';

const base = { person_type: 'pj', document: '11.222.333/0001-81', legal_name: 'Cartório Teste' };
const messages = (value: unknown) => {
  const r = clientInputSchema.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('clientInputSchema', () => {
  it('normalizes the document, blanks and origins', () => {
    const v = clientInputSchema.parse({
      ...base,
      document: '12.abc.345/01de-35',
      trade_name: '  ',
      cns: '11.556-8',
      email: ' Contato@Cartorio.COM.br ',
      phone: '(11) 91234-5678',
      address: { cep: '01310-100', uf: 'sp', city: 'São Paulo' },
      widget_origins: [
        'https://www.Cartorio.com.br/',
        'https://www.cartorio.com.br',
        'http://localhost:5173',
      ],
    });
    expect(v).toMatchObject({
      document: '12ABC34501DE35',
      trade_name: null,
      cns: '115568',
      email: 'contato@cartorio.com.br',
      phone: '11912345678',
      address: { cep: '01310100', uf: 'SP', city: 'São Paulo', street: null },
      widget_origins: ['https://www.cartorio.com.br', 'http://localhost:5173'],
      status: 'ativo',
      due_day: 10,
    });
  });

  it('checks the document against the person type', () => {
    expect(messages({ ...base, person_type: 'pf' })).toEqual({ document: 'CPF inválido.' });
    expect(messages({ ...base, document: '11.222.333/0001-82' })).toEqual({ document: 'CNPJ inválido.' });
    expect(messages({ ...base, document: '' })).toEqual({ document: 'Informe o CNPJ.' });
    expect(messages({ ...base, person_type: 'pf', document: '529.982.247-25' })).toEqual({});
  });

  it('explains every bad field in Portuguese', () => {
    expect(
      messages({
        ...base,
        legal_name: '',
        cns: '123',
        email: 'x@',
        address: { cep: '123', uf: 'XX' },
        due_day: 31,
        monthly_fee_cents: -1,
        widget_origins: ['https://x.com/path'],
      }),
    ).toEqual({
      legal_name: 'Informe a razão social ou o nome.',
      cns: 'O CNS deve ter 6 dígitos.',
      email: 'Informe um e-mail válido.',
      'address.cep': 'CEP inválido. Use o formato 00000-000.',
      'address.uf': 'UF inválida.',
      due_day: 'O dia de vencimento deve estar entre 1 e 28.',
      monthly_fee_cents: 'A mensalidade não pode ser negativa.',
      'widget_origins.0': expect.stringContaining('Origem inválida'),
    });
  });
});

describe('parseWidgetOrigin', () => {
  it.each([
    ['https://a.com.br', 'https://a.com.br'],
    ['HTTPS://A.COM.BR:443/', 'https://a.com.br'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://a.com/x', null],
    ['ftp://a.com', null],
    ['https://user:pw@a.com', null],
    ['a.com', null],
    ['https://a.com?x=1', null],
  ])('%s → %s', (input, out) => expect(parseWidgetOrigin(input)).toBe(out));
});

describe('clientListQuerySchema', () => {
  it('treats blank filters as absent and refuses unknown sorts', () => {
    expect(clientListQuerySchema.parse({ uf: '', status: '', product: '' })).toMatchObject({
      page: 1,
      limit: 20,
      sort: 'name',
    });
    expect(clientListQuerySchema.parse({ uf: 'rj' }).uf).toBe('RJ');
    expect(clientListQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
    expect(clientListQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
  });
});
