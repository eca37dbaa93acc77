import type { FakeOnr } from '../fakes/fake-onr';
import type { TestApp } from './test-app';

/** The seeded cliente saves credentials of the fake ONR server (homologação), as the CNIB page does. */
export async function saveOnrCredentials(t: TestApp, onr: FakeOnr): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/services/cnib/credentials',
    headers: await t.authHeader('cliente'),
    payload: {
      onr_client_id: onr.clientId,
      onr_client_secret: onr.clientSecret,
      cpf_usuario: '52998224725',
      ambiente: 'homologacao',
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
}
