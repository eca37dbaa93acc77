import type { JourneyDetail, Trail } from '@siao/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { renderAt } from '../../test/render-app';
import { signIn, testUser } from '../../test/users';

const trail = (id: string, title: string, position: number): Trail => ({
  id,
  journey_id: 'j1',
  title,
  description: '',
  position,
  steps: [],
});
const journey: JourneyDetail = {
  id: 'j1',
  title: 'LGPD no cartório',
  description: '',
  workload_hours: 4,
  position: 0,
  published: true,
  audience: 'todos_clientes',
  client_ids: [],
  funcoes: [],
  cover_url: null,
  due_at: null,
  due_days: null,
  trail_count: 3,
  trails: [trail('t1', 'Fundamentos', 0), trail('t2', 'Provimento 213', 1), trail('t3', 'Boas práticas', 2)],
};

let server: Awaited<ReturnType<typeof startFakeServer>>;
let realRect: typeof HTMLElement.prototype.getBoundingClientRect;
beforeAll(async () => {
  // happy-dom lays nothing out: give each table row a 40 px slot in its order so dnd-kit's keyboard
  // coordinates (which measure the rows) see a vertical list, as a browser would
  realRect = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const row = this.closest('tr');
    const top = row ? [...(row.parentElement?.children ?? [])].indexOf(row) * 40 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height: row ? 40 : 0,
      right: 600,
      bottom: top + 40,
      toJSON: () => ({}),
    } as DOMRect;
  };
  server = await startFakeServer((req, res) => {
    const key = `${req.method} ${req.path.split('?')[0]}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: testUser({ role: 'superadmin' }) });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (key === 'GET /api/learning/journeys/j1') return sendJson(res, 200, { data: journey });
    if (key === 'PUT /api/learning/journeys/j1/trails/order') {
      // the API answers the journey in its new order
      const { ids } = JSON.parse(req.body) as { ids: string[] };
      const trails = ids.map((id, position) => ({ ...journey.trails.find((t) => t.id === id)!, position }));
      return sendJson(res, 200, { data: { ...journey, trails } });
    }
    if (key === 'GET /api/clients') return sendJson(res, 200, { data: [], page: 1, limit: 20, total: 0 });
    return sendJson(res, 404, { error: { code: 'ROUTE_NOT_FOUND', message: 'Não encontrado.' } });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(async () => {
  if (realRect) HTMLElement.prototype.getBoundingClientRect = realRect;
  await server?.close();
});
afterEach(() => queryClient.clear());

const rowTitles = () =>
  [...document.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('a')?.textContent ?? '');

describe('trail order by keyboard drag and drop', () => {
  it('space lifts a trail, ↓ moves it, space drops it: the new order is on screen and sent in one call', async () => {
    queryClient.clear();
    signIn();
    renderAt('/superadmin/siaoseg/journeys/j1');
    const handle = await screen.findByRole('button', { name: 'Arrastar Fundamentos' }, { timeout: 20_000 });
    expect(handle.getAttribute('aria-roledescription')).toBe('item reordenável');

    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    // lifted: the handle is pressed and the screen reader hears where the item is
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    expect(document.body.textContent).toContain('Posição 1 de 3.');
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
    await waitFor(() => expect(document.body.textContent).toContain('Fundamentos movido. Posição 2 de 3.'));
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() => expect(document.body.textContent).toContain('Fundamentos solto. Posição 2 de 3.'));

    await waitFor(() => expect(rowTitles()).toEqual(['Provimento 213', 'Fundamentos', 'Boas práticas']));
    await waitFor(() =>
      expect(
        server.requests.filter((r) => r.method === 'PUT').map((r) => [r.path, JSON.parse(r.body)]),
      ).toEqual([['/api/learning/journeys/j1/trails/order', { ids: ['t2', 't1', 't3'] }]]),
    );
  });
});
