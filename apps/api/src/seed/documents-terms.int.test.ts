import { documentSummarySchema, pendingTermsSchema, termsSummarySchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { data, page } from '../../test/helpers/json';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { searchKnowledge } from '../modules/knowledge/service';
import { seedDocumentsTerms } from './documents-terms';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDocumentsTerms(t.app.deps, t.fixture.clientA);
});
afterAll(() => t?.close());

describe('documents and terms demo seed', () => {
  // its speed is no test matter (a loaded machine is slow): the cold start is measured in bench/cold-start.mjs
  it('gives every screen something to show', async () => {
    const staff = await t.authHeader('admin');
    const docs = await t.app.inject({ url: '/api/documents?limit=100', headers: staff });
    expect(page(docs, documentSummarySchema).total).toBe(5);
    const trash = await t.app.inject({ url: '/api/documents?trash=true', headers: staff });
    expect(page(trash, documentSummarySchema).total).toBe(1);
    const terms = await t.app.inject({ url: '/api/terms?limit=100', headers: staff });
    expect(page(terms, termsSummarySchema).data.map((r) => r.title)).toContain('Termos de Uso do SiãoGPT');
  });

  it('leaves the demo client user with nothing to accept, and its documents searchable', async () => {
    const pending = await t.app.inject({
      url: '/api/me/pending-terms',
      headers: await t.authHeader('cliente'),
    });
    expect(data(pending, z.array(pendingTermsSchema))).toEqual([]);
    // the files' text comes from the documents-extract-text job
    await vi.waitFor(async () => {
      const hits = await searchKnowledge(t.app.deps.db, {
        query: 'averbações',
        clientId: t.fixture.clientA.id,
      });
      expect(hits.map((h) => h.title)).toEqual(['Guia rápido de certidões']);
    });
  });
});
