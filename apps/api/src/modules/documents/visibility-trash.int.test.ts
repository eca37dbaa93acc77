import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { documentDetailSchema, documentSummarySchema } from '@siao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data, page } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { auditLogs, documents, documentVersions } from '../../db/schema';
import { multipartBody } from './test-multipart';
import { purgeExpiredTrash } from './trash';

let t: TestApp;
type Who = 'admin' | 'operador' | 'cliente' | 'clienteB';
const h = (who: Who) => t.authHeader(who);
const ids: Record<string, string> = {};

async function create(title: string, visibility: string, clientIds: string[] = []) {
  const body = multipartBody(
    { title, category: 'Normas', visibility, client_ids: clientIds },
    { name: `${title}.txt`, bytes: Buffer.from(`Conteúdo de ${title}`) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...(await h('operador')), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return data(res, documentDetailSchema).id;
}

const titlesFor = async (who: Who, query = '') =>
  page(
    await t.app.inject({ url: `/api/documents?limit=100${query}`, headers: await h(who) }),
    documentSummarySchema,
  ).data.map((d) => d.title);

beforeAll(async () => {
  t = await createTestApp();
  ids.internal = await create('interno', 'interno');
  ids.all = await create('geral', 'todos_clientes');
  ids.onlyB = await create('somente-b', 'clientes_escolhidos', [t.fixture.clientB.id]);
  ids.onlyA = await create('somente-a', 'clientes_escolhidos', [t.fixture.clientA.id]);
});
afterAll(() => t?.close());

describe('document visibility', () => {
  it('shows a client only documents for all clients or chosen for it', async () => {
    expect((await titlesFor('cliente')).sort()).toEqual(['geral', 'somente-a']);
    expect((await titlesFor('clienteB')).sort()).toEqual(['geral', 'somente-b']);
    expect((await titlesFor('operador')).sort()).toEqual(['geral', 'interno', 'somente-a', 'somente-b']);
  });

  it("gives client A 404 for B's and internal documents, by id, link and through filters", async () => {
    for (const id of [ids.onlyB, ids.internal]) {
      for (const url of [`/api/documents/${id}`, `/api/documents/${id}/link`]) {
        const res = await t.app.inject({ url, headers: await h('cliente') });
        expect([url, res.statusCode]).toEqual([url, 404]);
      }
    }
    // a client cannot widen its view with the staff filters
    expect(
      (await titlesFor('cliente', `&client_id=${t.fixture.clientB.id}&visibility=interno`)).sort(),
    ).toEqual([]);
    expect(await titlesFor('cliente', '&trash=true&q=somente')).toEqual(['somente-a']);
  });

  it("lists what a client sees on the client page's tab (staff filter)", async () => {
    expect((await titlesFor('admin', `&client_id=${t.fixture.clientB.id}`)).sort()).toEqual([
      'geral',
      'somente-b',
    ]);
  });

  it('hides the chosen clients from client users', async () => {
    const res = await t.app.inject({ url: `/api/documents/${ids.onlyA}`, headers: await h('cliente') });
    expect(data(res, documentDetailSchema).clients).toEqual([]);
    const staffView = await t.app.inject({ url: `/api/documents/${ids.onlyA}`, headers: await h('admin') });
    expect(data(staffView, documentDetailSchema).clients).toEqual([
      { id: t.fixture.clientA.id, name: 'Cartório A' },
    ]);
  });
});

describe('trash', () => {
  it('moves to the trash, hides from clients, restores, and audits each step', async () => {
    const id = await create('lixeira', 'todos_clientes');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${id}`,
      headers: await h('operador'),
    });
    expect(del.statusCode).toBe(200);
    expect(await titlesFor('cliente')).not.toContain('lixeira');
    expect(
      (await t.app.inject({ url: `/api/documents/${id}`, headers: await h('cliente') })).statusCode,
    ).toBe(404);
    const trash = page(
      await t.app.inject({ url: '/api/documents?trash=true', headers: await h('operador') }),
      documentSummarySchema,
    );
    expect(trash.data.map((d) => d.title)).toEqual(['lixeira']);
    expect(Date.parse(String(trash.data[0]?.purge_at)) - Date.parse(String(trash.data[0]?.deleted_at))).toBe(
      30 * 86_400_000,
    );

    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${id}/restore`,
      headers: await h('operador'),
    });
    expect(data(restored, documentDetailSchema).deleted_at).toBeNull();
    expect(await titlesFor('cliente')).toContain('lixeira');
    const actions = await t.app.deps.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'document'), eq(auditLogs.entityId, id)));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'document.created',
      'document.restored',
      'document.trashed',
    ]);
  });

  it('purges documents trashed more than 30 days ago, with their files, and keeps younger ones', async () => {
    const old = await create('antigo', 'interno');
    const recent = await create('recente', 'interno');
    for (const id of [old, recent]) {
      await t.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: await h('operador') });
    }
    const [file] = await t.app.deps.db
      .select({ key: documentVersions.fileKey })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, old));
    const path = join(t.dataDir, 'files', file!.key);
    expect(existsSync(path)).toBe(true);
    const now = new Date();
    await t.app.deps.db
      .update(documents)
      .set({ deletedAt: new Date(now.getTime() - 31 * 86_400_000) })
      .where(eq(documents.id, old));
    await t.app.deps.db
      .update(documents)
      .set({ deletedAt: new Date(now.getTime() - 29 * 86_400_000) })
      .where(eq(documents.id, recent));

    expect(await purgeExpiredTrash(t.app.deps, now)).toBe(1);
    expect((await t.app.inject({ url: `/api/documents/${old}`, headers: await h('admin') })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ url: `/api/documents/${recent}`, headers: await h('admin') })).statusCode,
    ).toBe(200);
    expect(existsSync(path)).toBe(false);
  });

  it('lets only managers empty a document from the trash at once', async () => {
    const id = await create('definitivo', 'interno');
    const url = `/api/documents/${id}/permanent`;
    const early = await t.app.inject({ method: 'DELETE', url, headers: await h('admin') });
    expect(apiError(early).code).toBe('DOCUMENT_NOT_IN_TRASH');
    await t.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: await h('operador') });
    expect((await t.app.inject({ method: 'DELETE', url, headers: await h('operador') })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'DELETE', url, headers: await h('admin') })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/documents/${id}`, headers: await h('admin') })).statusCode).toBe(
      404,
    );
  });
});
