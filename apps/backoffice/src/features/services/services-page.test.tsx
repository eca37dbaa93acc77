import type { ServiceOverview, User } from '@siao/shared';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';

const overview: ServiceOverview[] = [
  { service: 'cnib', contratado: true, uso_mes: 12 },
  { service: 'ocr', contratado: true, uso_mes: 3 },
  { service: 'certidoes', contratado: true, uso_mes: 0 },
];
let me: User = testUser();
let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    if (req.path === '/api/me') return sendJson(res, 200, { data: me });
    if (req.path === '/api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (req.path === '/api/services') return sendJson(res, 200, { data: overview });
    return sendJson(res, 404, {
      error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' },
    });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());
afterEach(() => {
  me = testUser();
});

describe('Serviços', { timeout: 60_000 }, () => {
  it('staff, who act for every client, see no "Contratado" and read whose use is counted', async () => {
    renderApp('/services');
    expect(await screen.findAllByText('Uso de todos os clientes neste mês:')).toHaveLength(3);
    expect(screen.queryByText('Contratado')).toBeNull();
    expect(screen.queryByText('Uso neste mês:')).toBeNull();
  });

  it("a cliente sees its cartório's contract and its own use", async () => {
    me = testUser({ role: 'cliente', client_id: 'c1', client_name: 'Cartório' });
    renderApp('/services');
    expect(await screen.findAllByText('Contratado')).toHaveLength(3);
    expect(screen.getAllByText('Uso neste mês:')).toHaveLength(3);
  });
});
