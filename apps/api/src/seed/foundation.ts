import { clients, terms, termsVersions, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { hashPassword } from '../lib/passwords';
import { contentHash } from '../modules/terms/content-hash';
import { privacyPolicyHtml, termsOfUseHtml } from './terms-content';

/** A demo account printed at the first start. */
export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

export async function seedFoundation(deps: AppDeps) {
  const { db } = deps;
  const password = deps.config.DEMO_PASSWORD;
  const passwordHash = await hashPassword(password);
  const [demoClient] = await db
    .insert(clients)
    .values({
      personType: 'pj',
      document: '12ABC34501DE35',
      legalName: '1º Tabelionato de Notas de Demonstração',
      tradeName: 'Cartório Demonstração',
      products: ['siaoseg', 'siaogpt', 'servicos'],
    })
    .returning();

  const people = [
    { role: 'superadmin', name: 'Sofia Superadmin', email: 'superadmin@siao.demo' },
    { role: 'admin', name: 'Artur Administrador', email: 'admin@siao.demo' },
    { role: 'operador', name: 'Olívia Operadora', email: 'operador@siao.demo' },
    { role: 'cliente', name: 'Caio Cliente', email: 'cliente@siao.demo', clientId: demoClient!.id },
  ] as const;
  await db.insert(users).values(people.map((p) => ({ ...p, passwordHash })));

  for (const doc of [
    { kind: 'politica_de_privacidade' as const, title: 'Política de Privacidade', html: privacyPolicyHtml },
    { kind: 'termos_de_uso' as const, title: 'Termos de Uso', html: termsOfUseHtml },
  ]) {
    const [row] = await db.insert(terms).values({ kind: doc.kind, title: doc.title }).returning();
    await db.insert(termsVersions).values({
      termsId: row!.id,
      version: 1,
      contentHtml: doc.html,
      contentHash: contentHash(doc.html),
      publishedAt: new Date(),
    });
  }

  const logins: DemoLogin[] = people.map((p) => ({ role: p.role, email: p.email, password }));
  return { client: demoClient!, logins };
}
