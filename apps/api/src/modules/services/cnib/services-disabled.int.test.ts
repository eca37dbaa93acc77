import { cnibCredentialsStatusSchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // no SERVICES_ENCRYPTION_KEY
});
afterAll(() => t?.close());

describe('without SERVICES_ENCRYPTION_KEY', () => {
  it('shows the service as disabled and refuses to store credentials, with a clear message', async () => {
    const headers = await t.authHeader('cliente');
    const status = await t.app.inject({ method: 'GET', url: '/api/services/cnib/credentials', headers });
    expect(data(status, cnibCredentialsStatusSchema)).toMatchObject({
      servico_ativo: false,
      configurado: false,
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/services/cnib/credentials',
      headers,
      payload: {
        onr_client_id: 'x',
        onr_client_secret: 'y',
        cpf_usuario: '52998224725',
        ambiente: 'producao',
      },
    });
    expect(res.statusCode).toBe(503);
    expect(apiError(res)).toMatchObject({ code: 'SERVICES_DISABLED' });
    // the user reads what to do, never a server variable's name
    expect(apiError(res).message).toContain('Procure o suporte do Sião');
    expect(apiError(res).message).not.toMatch(/[A-Z]+_[A-Z_]+/);
    const consult = await t.app.inject({
      method: 'POST',
      url: '/api/services/cnib/consultas',
      headers,
      payload: { documento: '52998224725' },
    });
    expect(apiError(consult).code).toBe('SERVICES_DISABLED');
  });
});
