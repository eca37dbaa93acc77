import { faturaSchema, parseBrCode, platformSettingsInputSchema, platformSettingsSchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data } from '../../test/helpers/json';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { seedSettings } from './settings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSettings(t.app.deps);
});
afterAll(() => t?.close());

describe('demo Configurações', () => {
  it('fills an issuer, a valid PIX key and bank details, so a new fatura is payable', async () => {
    const superadmin = await t.authHeader('superadmin');
    const settings = data(
      await t.app.inject({ url: '/api/settings', headers: superadmin }),
      platformSettingsSchema,
    );
    // the logo is uploaded on its own route, not saved with the form
    const { origem, atualizado_em: _, emitente_logo_url: __, ...values } = settings;
    expect(origem).toBe('banco');
    // what the screen would accept, unchanged
    expect(platformSettingsInputSchema.parse(values)).toEqual(values);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/faturas',
      headers: await t.authHeader('operador'),
      payload: {
        client_id: t.fixture.clientA.id,
        competencia: '2026-03',
        vencimento: '2099-12-31',
        itens: [{ descricao: 'Mensalidade', quantidade: 1, valor_unitario_centavos: 12_000 }],
      },
    });
    const fatura = data(created, faturaSchema);
    expect(parseBrCode(fatura.pix!.copia_e_cola)).toMatchObject({ amountCentavos: 12_000, crcValid: true });
    expect(fatura.dados_bancarios?.conta).toBeTruthy();
  });
});
