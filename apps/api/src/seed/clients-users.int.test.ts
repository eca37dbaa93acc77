import {
  clientSchema,
  isValidCnpj,
  isValidCns,
  isValidCpf,
  isValidPhone,
  managedUserSchema,
} from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page } from '../../test/helpers/json';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { seedClientsUsers } from './clients-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedClientsUsers(t.app.deps, t.fixture.clientA);
});
afterAll(() => t?.close());

describe('demo clients and users', () => {
  it('adds ~30 valid clients across the country', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/clients?limit=100',
      headers: await t.authHeader('admin'),
    });
    const clients = page(res, clientSchema).data;
    expect(clients.length).toBe(32);
    const seeded = clients.filter((c) => c.email?.endsWith('@cliente-demo.com.br'));
    for (const c of seeded) {
      expect(c.person_type === 'pj' ? isValidCnpj(c.document) : isValidCpf(c.document), c.document).toBe(
        true,
      );
      expect(isValidPhone(c.phone ?? ''), c.phone ?? '').toBe(true);
      if (c.cns) expect(isValidCns(c.cns)).toBe(true);
    }
    expect(seeded.filter((c) => /[A-Z]/.test(c.document)).length).toBeGreaterThanOrEqual(2);
    expect(seeded.filter((c) => c.person_type === 'pf').length).toBe(3);
    expect(new Set(seeded.map((c) => c.address.uf)).size).toBeGreaterThanOrEqual(20);
  });

  it('adds users of every role, some still invited', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users?limit=100',
      headers: await t.authHeader('admin'),
    });
    const list = page(res, managedUserSchema).data;
    expect(new Set(list.map((u) => u.role))).toEqual(new Set(['superadmin', 'admin', 'operador', 'cliente']));
    expect(list.some((u) => u.invitation_pending)).toBe(true);
    expect(list.some((u) => !u.active)).toBe(true);
  });
});
