import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { documentVersions } from '../../db/schema';
import { foldPortuguese } from '../../lib/search-text';
import { tinyPdf } from '../../seed/tiny-pdf';
import { multipartBody } from '../documents/test-multipart';
import { createKnowledgeSearch, searchKnowledge } from './service';

let t: TestApp;

async function upload(
  title: string,
  visibility: string,
  file: { name: string; bytes: Buffer },
  clientIds: string[] = [],
) {
  const body = multipartBody(
    { title, category: 'Base de conhecimento', visibility, client_ids: clientIds },
    file,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...(await t.authHeader('operador')), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  await upload('Guia de emissão', 'todos_clientes', {
    name: 'guia.pdf',
    bytes: tinyPdf('Guia', ['Emissão de certidões de nascimento, casamento e óbito em até cinco dias.']),
  });
  await upload('Procedimento interno', 'interno', {
    name: 'interno.md',
    bytes: Buffer.from('# Procurações\n\nConferência das procurações lavradas no mês.'),
  });
  await upload(
    'Tabela de emolumentos B',
    'clientes_escolhidos',
    {
      name: 'tabela.csv',
      bytes: Buffer.from('ato;valor\nescritura de compra e venda;100\nreconhecimento de firma;9\n'),
    },
    [t.fixture.clientB.id],
  );
  // the files' text is extracted by the documents-extract-text job
  await vi.waitFor(async () => {
    const versions = await t.app.deps.db.select().from(documentVersions);
    expect(versions.every((v) => v.extractedText)).toBe(true);
  });
  const admin = await t.authHeader('admin');
  const terms = await t.app.inject({
    method: 'POST',
    url: '/api/terms',
    headers: admin,
    payload: { kind: 'custom', product: 'siaoseg', title: 'Política de retenção' },
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/terms/${terms.json().data.id}/publish`,
    headers: admin,
    payload: {
      content_html: '<p>As <strong>certidões</strong> digitalizadas são guardadas por cinco anos.</p>',
    },
  });
});
afterAll(() => t?.close());

describe('Portuguese folding', () => {
  it('joins -ão/-ões plurals and drops accents', () => {
    expect(foldPortuguese('Certidão CERTIDÕES procurações Pães óbito')).toBe(
      'certidao certidao procuracao pao obito',
    );
  });
});

describe('knowledge search', () => {
  it("finds 'certidão' in texts that say 'certidões', with snippet and source", async () => {
    const hits = await searchKnowledge(t.app.deps.db, { query: 'certidão', clientId: t.fixture.clientA.id });
    expect(hits.map((h) => [h.source, h.title]).sort()).toEqual([
      ['document', 'Guia de emissão'],
      ['terms', 'Política de retenção'],
    ]);
    const doc = hits.find((h) => h.source === 'document');
    expect(doc?.snippet).toContain('certidões de nascimento');
  });

  it('answers a natural question by ranking texts that match any of its words', async () => {
    const [best] = await searchKnowledge(t.app.deps.db, {
      query: 'Qual o prazo para emitir uma certidão de óbito?',
      clientId: t.fixture.clientA.id,
    });
    expect(best?.title).toBe('Guia de emissão');
  });

  it('respects visibility: internal documents for staff only, chosen ones for their client only', async () => {
    const search = (clientId: string | null, staff = false) =>
      searchKnowledge(t.app.deps.db, { query: 'procuração escritura', clientId, staff }).then((hits) =>
        hits.map((h) => h.title).sort(),
      );
    expect(await search(t.fixture.clientA.id)).toEqual([]);
    expect(await search(t.fixture.clientB.id)).toEqual(['Tabela de emolumentos B']);
    expect(await search(null, true)).toEqual(['Procedimento interno', 'Tabela de emolumentos B']);
    // terms of a product the client does not have are not part of its knowledge base
    const forB = await searchKnowledge(t.app.deps.db, { query: 'certidões', clientId: t.fixture.clientB.id });
    expect(forB.map((h) => h.title)).toEqual(['Guia de emissão']);
  });

  it('keeps table rows of a spreadsheet as table lines and links documents to their file', async () => {
    const link = (file: { key: string; name: string }) => `https://siao.test/${file.name}`;
    const [hit] = await createKnowledgeSearch(t.app.deps.db, link).search('escritura', {
      clientId: t.fixture.clientB.id,
      limit: 1,
    });
    expect(hit?.excerpt.split('\n')).toEqual([
      '| ato | valor |',
      '| --- | --- |',
      '| escritura de compra e venda | 100 |',
    ]);
    expect(hit?.url).toBe('https://siao.test/tabela.csv');
  });

  it('implements the AI engine KnowledgeSearch shape', async () => {
    const hits = await createKnowledgeSearch(t.app.deps.db).search('certidões', {
      clientId: t.fixture.clientA.id,
      limit: 1,
    });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      source: expect.stringMatching(/^(documento|termo)$/),
      excerpt: expect.any(String),
    });
  });

  it('gives the AI engine no source for a question its sources barely touch (one common word)', async () => {
    const search = createKnowledgeSearch(t.app.deps.db);
    const options = { clientId: t.fixture.clientB.id, limit: 5 };
    // "escritura" alone matches the spreadsheet: a question about something else that mentions it does not
    expect(await search.search('escritura', options)).not.toHaveLength(0);
    expect(
      await search.search('previsão do tempo, futebol e receita de bolo para a escritura', options),
    ).toEqual([]);
  });
});
