import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ensureDemoClient } from '../modules/ai/widget-auth/repository';
import { seedAi } from './ai';
import { seedClientsUsers } from './clients-users';
import { seedDocumentsTerms } from './documents-terms';
import { seedFaturas } from './faturas';
import { type DemoLogin, seedFoundation } from './foundation';
import { seedLearning } from './learning';

export type { DemoLogin } from './foundation';

/**
 * Demo data for a fresh database (`npm start` on a new machine). Each area adds its own seeder
 * here, after the foundation, which creates the clients and users the others refer to.
 */
export async function seedDemoIfEmpty(deps: AppDeps): Promise<DemoLogin[] | null> {
  const existing = await deps.db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return null;
  const foundation = await seedFoundation(deps);
  await seedClientsUsers(deps, foundation.client);
  await seedDocumentsTerms(deps, foundation.client);
  await seedAi(deps);
  await seedLearning(deps, foundation.client);
  await seedFaturas(deps); // after every seeder that creates clients
  await ensureDemoClient(deps.db); // the widget demo's own client, without faturas (WIDGET_DEMO=true)
  return foundation.logins;
}
