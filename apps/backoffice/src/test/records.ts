import { type Client, clientSchema, type Fatura, faturaSchema } from '@siao/shared';

/**
 * Whole API records for the fakes (the shapes the API answers, checked by the shared schemas):
 * override what the test is about. Like `testUser`, one place instead of a partial copy per test.
 */
export function testClient(overrides: Partial<Client> = {}): Client {
  return clientSchema.parse({
    id: '0b6f2c1e-3c1a-4b7e-9a55-2f1d4c3b2a10',
    person_type: 'pj',
    document: '45723174000110',
    legal_name: 'Cartório do 2º Ofício',
    trade_name: null,
    cns: null,
    email: 'financeiro@cartorio.com.br',
    phone: null,
    address: {
      cep: null,
      street: null,
      number: null,
      complement: null,
      district: null,
      city: null,
      uf: null,
    },
    status: 'ativo',
    products: [],
    monthly_fee_cents: 0,
    due_day: 28,
    notes: null,
    widget_origins: [],
    require_second_factor: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    version: 1,
    ...overrides,
  });
}

export function testFatura(overrides: Partial<Fatura> = {}): Fatura {
  return faturaSchema.parse({
    id: 'f42',
    numero: 42,
    client_id: '0b6f2c1e-3c1a-4b7e-9a55-2f1d4c3b2a10',
    client_name: 'Cartório do 2º Ofício',
    competencia: '2026-03',
    emissao: '2026-03-01',
    vencimento: '2099-03-10',
    status: 'aberta',
    total_centavos: 16000,
    pago_em: null,
    forma_pagamento: null,
    client_document: '45723174000110',
    client_email: null,
    itens: [
      {
        descricao: 'Mensalidade SiãoGPT',
        quantidade: 1,
        valor_unitario_centavos: 16000,
        total_centavos: 16000,
      },
    ],
    observacoes: null,
    origem: 'mensal',
    cancelada_em: null,
    motivo_cancelamento: null,
    pix: null,
    dados_bancarios: null,
    rodape: null,
    created_at: '2026-03-01T12:00:00Z',
    updated_at: '2026-03-01T12:00:00Z',
    ...overrides,
  });
}
