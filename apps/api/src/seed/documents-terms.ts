import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type clients, documents, terms, termsAcceptances, termsVersions, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { checkDocumentFile, documentFileKey, storeDocumentBytes } from '../lib/files/document-upload';
import { htmlToText, toSearchText } from '../lib/search-text';
import { addVersion, createDocument } from '../modules/documents/service';
import { trashDocument } from '../modules/documents/trash';
import { publishTerms } from '../modules/terms/service';
import { productTermsHtml, seedDocumentFiles } from './documents-terms-content';

type DemoClient = typeof clients.$inferSelect;

/**
 * Demo documents (all visibilities, a document with two versions, one in the trash) and terms per
 * product (one with two versions). The demo `cliente` has accepted every current version, so
 * other areas' screens are not blocked by the acceptance modal; publishing a new version in
 * Termos e Políticas shows it.
 */
export async function seedDocumentsTerms(deps: AppDeps, demoClient: DemoClient): Promise<void> {
  const { db } = deps;
  const [admin] = await db.select().from(users).where(eq(users.role, 'admin')).limit(1);
  const [cliente] = await db.select().from(users).where(eq(users.clientId, demoClient.id)).limit(1);
  if (!admin) return;
  const origin = { actorId: admin.id, ip: '127.0.0.1', userAgent: 'seed' };

  // the foundation's privacy policy and terms of use: make them searchable like published ones
  for (const row of await db
    .select()
    .from(termsVersions)
    .innerJoin(terms, eq(terms.id, termsVersions.termsId))) {
    await db
      .update(termsVersions)
      .set({ searchText: toSearchText(row.terms.title, htmlToText(row.terms_versions.contentHtml)) })
      .where(eq(termsVersions.id, row.terms_versions.id));
  }

  for (const item of productTermsHtml) {
    const [row] = await db
      .insert(terms)
      .values({
        kind: item.kind,
        product: item.product,
        title: item.title,
        requiresAcceptance: item.requiresAcceptance,
      })
      .returning();
    for (const html of item.versions) await publishTerms(deps, row!, html, origin);
  }

  if (cliente) {
    const current = await db
      .select({
        termsId: termsVersions.termsId,
        version: termsVersions.version,
        hash: termsVersions.contentHash,
        product: terms.product,
      })
      .from(termsVersions)
      .innerJoin(terms, eq(terms.id, termsVersions.termsId));
    await db.insert(termsAcceptances).values(
      current.map((v) => ({
        userId: cliente.id,
        termsId: v.termsId,
        version: v.version,
        contentHash: v.hash,
        product: v.product ?? 'siaoseg',
        ip: '177.12.34.56',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0',
      })),
    );
  }

  const ids: Record<string, string> = {};
  for (const file of seedDocumentFiles()) {
    const id = randomUUID();
    const stored = await storeDocumentBytes(deps.storage, documentFileKey(id, 1), file.fileName, file.bytes);
    const checked = await checkDocumentFile(stored, deps.storage);
    const meta = {
      title: file.title,
      category: file.category,
      description: file.description,
      visibility: file.visibility,
      client_ids: file.visibility === 'clientes_escolhidos' ? [demoClient.id] : [],
    };
    ids[file.title] = await createDocument(deps, id, meta, checked, origin);
    if (file.nextVersion) {
      const [doc] = await db.select().from(documents).where(eq(documents.id, ids[file.title]!));
      const key = documentFileKey(id, 2);
      const next = await checkDocumentFile(
        await storeDocumentBytes(deps.storage, key, file.fileName, file.nextVersion),
        deps.storage,
      );
      await addVersion(deps, doc!, next, 'Atualização da tabela', origin);
    }
  }
  const trashed = Object.entries(ids).find(([title]) => title.startsWith('Rascunho'))?.[1];
  if (trashed) {
    const [doc] = await db.select().from(documents).where(eq(documents.id, trashed));
    await trashDocument(deps, doc!, origin);
    // three days ago: the trash screen shows 27 days left
    await db
      .update(documents)
      .set({ deletedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(documents.id, trashed));
  }
}
