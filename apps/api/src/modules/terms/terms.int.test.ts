import { createHash } from 'node:crypto';
import {
  documentHistoryEntrySchema,
  pendingTermsSchema,
  type TermsSummary,
  termsAcceptanceRowSchema,
  termsDetailSchema,
  termsSummarySchema,
  termsVersionContentSchema,
} from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, data, page } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authHeader('admin');
});
afterAll(() => t?.close());

async function createTerms(body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/terms', headers: admin, payload: body });
  expect(res.statusCode).toBe(201);
  return data(res, termsDetailSchema);
}

async function publish(id: string, html: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/terms/${id}/publish`,
    headers: admin,
    payload: { content_html: html },
  });
}

const pending = async (who: 'cliente' | 'clienteB' | 'operador') =>
  data(
    await t.app.inject({ url: '/api/me/pending-terms', headers: await t.authHeader(who) }),
    z.array(pendingTermsSchema),
  );

describe('terms versions', () => {
  it('publishes new immutable versions, sanitized and hashed, never editing the old one', async () => {
    const terms = await createTerms({
      kind: 'termos_de_uso',
      product: 'siaoseg',
      title: 'Termos do SiãoSeg',
    });
    const v1 = await publish(terms.id, '<p>Versão <strong>um</strong><script>alert(1)</script></p>');
    expect(v1.statusCode).toBe(201);
    const first = await t.app.inject({ url: `/api/terms/${terms.id}/versions/1`, headers: admin });
    expect(data(first, termsVersionContentSchema).content_html).toBe('<p>Versão <strong>um</strong></p>');
    const hash1 = createHash('sha256').update('<p>Versão <strong>um</strong></p>').digest('hex');
    expect(data(first, termsVersionContentSchema).content_hash).toBe(hash1);

    const same = await publish(terms.id, '<p>Versão <strong>um</strong></p>');
    expect(same.statusCode).toBe(409);
    expect(apiError(same).code).toBe('TERMS_SAME_CONTENT');

    const v2 = await publish(
      terms.id,
      '<p>Versão dois <a href="javascript:alert(1)" onclick="x()">link</a></p>',
    );
    const detail = data(v2, termsDetailSchema);
    expect(detail.current_version).toBe(2);
    expect(detail.current_html).toBe(
      '<p>Versão dois <a target="_blank" rel="noopener noreferrer nofollow">link</a></p>',
    );
    expect(detail.versions.map((v) => v.version)).toEqual([2, 1]);
    const again = await t.app.inject({ url: `/api/terms/${terms.id}/versions/1`, headers: admin });
    expect(data(again, termsVersionContentSchema)).toMatchObject({
      content_html: '<p>Versão <strong>um</strong></p>',
      content_hash: hash1,
    });
  });

  it('refuses empty content and deleting published terms; deletes a never-published draft', async () => {
    const terms = await createTerms({
      kind: 'custom',
      product: null,
      title: 'Rascunho',
      draft_html: '<p>x</p>',
    });
    const empty = await publish(terms.id, '<p> <img src=x onerror=alert(1)> </p>');
    expect(empty.statusCode).toBe(400);
    await publish(terms.id, '<p>Conteúdo</p>');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/terms/${terms.id}`, headers: admin });
    expect(apiError(del).code).toBe('TERMS_ALREADY_PUBLISHED');
    const draft = await createTerms({ kind: 'custom', product: null, title: 'Descartável' });
    const ok = await t.app.inject({ method: 'DELETE', url: `/api/terms/${draft.id}`, headers: admin });
    expect(ok.statusCode).toBe(200);
  });
});

describe('acceptance after login', () => {
  it('asks a client user for the current version, records evidence, and asks again after a new version', async () => {
    const terms = await createTerms({ kind: 'custom', product: 'siaogpt', title: 'Uso do assistente de IA' });
    expect((await pending('cliente')).some((p) => p.terms_id === terms.id)).toBe(false); // nothing published yet
    await publish(terms.id, '<p>Regras de uso da IA.</p>');

    const mine = (await pending('cliente')).find((p) => p.terms_id === terms.id);
    expect(mine).toMatchObject({ version: 1, product: 'siaogpt', previously_accepted_version: null });
    expect(mine?.content_html).toBe('<p>Regras de uso da IA.</p>');
    expect(await pending('operador')).toEqual([]); // staff are not asked

    const headers = { ...(await t.authHeader('cliente')), 'user-agent': 'Navegador de Teste/1.0' };
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/siaogpt/users/add-terms-accepted',
      headers,
      remoteAddress: '203.0.113.9',
      payload: { terms_id: terms.id, version: 1 },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await pending('cliente')).some((p) => p.terms_id === terms.id)).toBe(false);

    const list = await t.app.inject({
      url: `/api/terms/${terms.id}/acceptances`,
      headers: await t.authHeader('operador'),
    });
    expect(page(list, termsAcceptanceRowSchema).total).toBe(1);
    expect(page(list, termsAcceptanceRowSchema).data[0]).toMatchObject({
      user_email: t.fixture.users.cliente.email,
      client_name: 'Cartório A',
      version: 1,
      ip: '203.0.113.9',
      user_agent: 'Navegador de Teste/1.0',
      content_hash: createHash('sha256').update('<p>Regras de uso da IA.</p>').digest('hex'),
    });

    await publish(terms.id, '<p>Regras de uso da IA, revisadas.</p>');
    const again = (await pending('cliente')).find((p) => p.terms_id === terms.id);
    expect(again).toMatchObject({ version: 2, previously_accepted_version: 1 });
  });

  it("asks only users whose client has the terms' product, and always for all-product terms", async () => {
    const seg = await createTerms({ kind: 'termos_de_uso', product: 'siaoseg', title: 'Só SiãoSeg' });
    const all = await createTerms({
      kind: 'politica_de_privacidade',
      product: null,
      title: 'Política geral',
    });
    const info = await createTerms({
      kind: 'custom',
      product: null,
      title: 'Informativo',
      requires_acceptance: false,
    });
    for (const { id } of [seg, all, info]) await publish(id, `<p>Texto ${id}</p>`);
    const b = (await pending('clienteB')).map((p) => p.terms_id); // client B has only siaogpt
    expect(b).toContain(all.id);
    expect(b).not.toContain(seg.id);
    expect(b).not.toContain(info.id);
    const allForB = (await pending('clienteB')).find((p) => p.terms_id === all.id);
    expect(allForB?.product).toBe('siaogpt');
    expect((await pending('cliente')).map((p) => p.terms_id)).toEqual(
      expect.arrayContaining([seg.id, all.id]),
    );
  });

  it('lists terms for staff with their current version, and writes the audit history', async () => {
    const res = await t.app.inject({ url: '/api/terms?limit=100&q=Uso do assistente', headers: admin });
    const [row] = page(res, termsSummarySchema).data as [TermsSummary];
    expect(row).toMatchObject({ title: 'Uso do assistente de IA', current_version: 2 });
    const history = await t.app.inject({ url: `/api/terms/${row.id}/history`, headers: admin });
    expect(data(history, z.array(documentHistoryEntrySchema)).map((h) => h.action)).toEqual([
      'terms.published',
      'terms.published',
      'terms.created',
    ]);
  });
});
