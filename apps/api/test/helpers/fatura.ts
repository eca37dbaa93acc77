import type { TestApp } from './test-app';

/** A fatura of R$ 123,45 for the client, created by the operador through the API; answers its número. */
export async function createFatura(t: TestApp, clientId: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/faturas',
    headers: await t.authHeader('operador'),
    payload: {
      client_id: clientId,
      competencia: '2026-10',
      vencimento: '2099-12-10',
      itens: [{ descricao: 'Assinatura SiãoGPT', quantidade: 1, valor_unitario_centavos: 12345 }],
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data.numero as number;
}
