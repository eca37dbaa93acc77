import type { Role } from '@siao/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { clients, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';

export type FixtureUser = typeof users.$inferSelect;
export interface Fixture {
  clientA: typeof clients.$inferSelect;
  clientB: typeof clients.$inferSelect;
  users: Record<Role | 'clienteB', FixtureUser>;
}

/** Two tenants and one user per role; `cliente` belongs to A, `clienteB` to B. */
export async function seedFixture(db: Db, password: string): Promise<Fixture> {
  const passwordHash = await hashPassword(password);
  const [clientA, clientB] = await db
    .insert(clients)
    .values([
      {
        document: '11222333000181',
        legalName: 'Cartório A Ltda',
        tradeName: 'Cartório A',
        products: ['siaoseg', 'siaogpt', 'servicos'],
      },
      {
        document: '12ABC34501DE35',
        legalName: 'Cartório B Ltda',
        tradeName: 'Cartório B',
        products: ['siaogpt'],
      },
    ])
    .returning();
  const rows = await db
    .insert(users)
    .values([
      { role: 'superadmin', name: 'Super Teste', email: 'super@teste.dev', passwordHash },
      { role: 'admin', name: 'Admin Teste', email: 'admin@teste.dev', passwordHash },
      { role: 'operador', name: 'Operador Teste', email: 'operador@teste.dev', passwordHash },
      { role: 'cliente', name: 'Cliente A', email: 'cliente@teste.dev', passwordHash, clientId: clientA!.id },
      {
        role: 'cliente',
        name: 'Cliente B',
        email: 'clienteb@teste.dev',
        passwordHash,
        clientId: clientB!.id,
      },
    ])
    .returning();
  const [superadmin, admin, operador, cliente, clienteB] = rows as [
    FixtureUser,
    FixtureUser,
    FixtureUser,
    FixtureUser,
    FixtureUser,
  ];
  return { clientA: clientA!, clientB: clientB!, users: { superadmin, admin, operador, cliente, clienteB } };
}

/**
 * Gives the fixture's client B the "Serviços" contract too (it has only SiãoGPT): tests that check a
 * cliente never reaches another client's service records need a second contracted client.
 */
export async function contractServicesForClientB(db: Db, fixture: Fixture): Promise<void> {
  await db
    .update(clients)
    .set({ products: [...fixture.clientB.products, 'servicos'] })
    .where(eq(clients.id, fixture.clientB.id));
}
