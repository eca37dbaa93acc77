import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { terms, termsAcceptances, termsVersions } from '../../db/schema';

let t: TestApp;
let termsId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.app.deps.db
    .insert(terms)
    .values({ kind: 'termos_de_uso', product: 'siaogpt', title: 'Termos do SiãoGPT' })
    .returning();
  termsId = row!.id;
  const html = '<p>Use com responsabilidade.</p>';
  await t.app.deps.db.insert(termsVersions).values([
    {
      termsId,
      version: 1,
      contentHtml: html,
      contentHash: createHash('sha256').update(html).digest('hex'),
      publishedAt: new Date(),
    },
    { termsId, version: 2, contentHtml: '<p>rascunho</p>', contentHash: 'x' },
  ]);
});
afterAll(() => t?.close());

const accept = async (product: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${product}/users/add-terms-accepted`,
    headers: { ...(await t.authHeader('cliente')), 'user-agent': 'Navegador de Teste/1.0' },
    remoteAddress: '10.8.8.8',
    payload: body,
  });

describe('POST /api/{product}/users/add-terms-accepted', () => {
  it('records who accepted which version, when, from which IP and user agent, with the text hash', async () => {
    const res = await accept('siaogpt', { terms_id: termsId, version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ terms_id: termsId, version: 1, product: 'siaogpt' });
    const [row] = await t.app.deps.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.termsId, termsId));
    expect(row).toMatchObject({
      userId: t.fixture.users.cliente.id,
      version: 1,
      ip: '10.8.8.8',
      userAgent: 'Navegador de Teste/1.0',
    });
    expect(row!.contentHash).toHaveLength(64);
  });

  it('is idempotent for the same version', async () => {
    expect((await accept('siaogpt', { terms_id: termsId, version: 1 })).statusCode).toBe(200);
    const rows = await t.app.deps.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.termsId, termsId));
    expect(rows).toHaveLength(1);
  });

  it('refuses unpublished versions, unknown terms, another product and bad input', async () => {
    expect(apiError(await accept('siaogpt', { terms_id: termsId, version: 2 })).code).toBe('TERMS_NOT_FOUND');
    expect(
      (await accept('siaogpt', { terms_id: '00000000-0000-4000-8000-000000000000', version: 1 })).statusCode,
    ).toBe(404);
    expect((await accept('siaoseg', { terms_id: termsId, version: 1 })).statusCode).toBe(404);
    expect(apiError(await accept('produto-x', { terms_id: termsId, version: 1 })).code).toBe(
      'UNKNOWN_PRODUCT',
    );
    expect((await accept('siaogpt', { terms_id: termsId, version: 'um' })).statusCode).toBe(400);
  });
});
