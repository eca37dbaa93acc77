import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { AppProviders } from '../app-providers';
import { queryClient } from '../lib/query-client';
import { sendJson, startFakeServer } from './fake-server';
import { signIn } from './users';
import { setWidth } from './viewport';

/**
 * For a list screen tested alone: a fake API answering `GET path → one page of rows` (set up and torn down
 * with the file's tests), the screen rendered in a router, and the card reading helpers of the 360 px layout.
 */
export function listServer(pages: Record<string, unknown[]>) {
  let server: Awaited<ReturnType<typeof startFakeServer>> | undefined;
  beforeAll(async () => {
    server = await startFakeServer((req, res) => {
      const rows = pages[new URL(req.path, 'http://x').pathname];
      if (rows) return sendJson(res, 200, { data: rows, page: 1, limit: 20, total: rows.length });
      return sendJson(res, 404, { error: { code: 'ROUTE_NOT_FOUND', message: 'Não encontrado.' } });
    });
    (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
  });
  afterAll(() => server?.close());
  afterEach(() => {
    queryClient.clear();
    setWidth(1024);
  });
}

export function renderRouted(element: ReactNode) {
  signIn();
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** The card's fields as label → value pairs (what a phone user reads). */
export function cardFields(card: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']),
  );
}

/** The only card of the list named `listName`, checking that no table is left to scroll sideways. */
export async function onlyCard(listName: string): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: listName }, { timeout: 10_000 });
  const cards = await within(list).findAllByRole('listitem', {}, { timeout: 10_000 });
  expect(screen.queryByRole('table')).toBeNull();
  expect(cards).toHaveLength(1);
  return cards[0]!;
}
