import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { queryClient } from '../lib/query-client';
import { type RecordedRequest, sendJson, startFakeServer } from './fake-server';
import { signIn, testUser } from './users';

const superadmin = testUser({ role: 'superadmin', products: ['siaoseg', 'siaogpt', 'servicos'] });

type Reply = [status: number, body: unknown];
export type LearningRoutes = Record<string, (req: RecordedRequest) => Reply>;

/**
 * A fake API on 127.0.0.1 for the SiãoSeg form tests: a signed-in superadmin, the given routes
 * (`'POST /api/learning/…'`), 404 for the rest. Registers its own setup and teardown.
 */
export function learningFake(routes: LearningRoutes) {
  const fake: { server?: Awaited<ReturnType<typeof startFakeServer>> } = {};
  beforeAll(async () => {
    fake.server = await startFakeServer((req, res) => {
      const key = `${req.method} ${new URL(req.path, 'http://x').pathname}`;
      if (key === 'GET /api/me') return sendJson(res, 200, { data: superadmin });
      if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
      const route = routes[key];
      if (route) return sendJson(res, ...route(req));
      return sendJson(res, 404, { error: { code: 'ROUTE_NOT_FOUND', message: 'Não encontrado.' } });
    });
    (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(
      `${fake.server.url}/`,
    );
  });
  afterAll(() => fake.server?.close());
  beforeEach(() => {
    if (fake.server) fake.server.requests.length = 0;
    signIn();
  });
  afterEach(() => queryClient.clear());
  return fake;
}

/** A 400 of the API with field details, as its error handler answers a refused payload. */
export const refused = (details: { field: string; message: string }[]): Reply => [
  400,
  { error: { code: 'VALIDATION_FAILED', message: details[0]?.message, details } },
];

/** The input (not the label's wrapper) named `label` (a required field's label ends with its asterisk). */
export const inputNamed = (label: string, index = 0) =>
  screen
    .getAllByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`))
    .filter((e) => ['INPUT', 'TEXTAREA'].includes(e.tagName))[index] as HTMLInputElement;

/** The error text Mantine shows under the input (linked by aria-describedby). */
export function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent).find(Boolean) ?? null;
}
