import type { LgpdRequest, LgpdSearchResult } from '@siao/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';

const late: LgpdRequest = {
  id: '00000000-0000-4000-8000-000000000001',
  tipo: 'anonimizacao',
  titular_mascarado: '***.444.777-**',
  aberta_por: 'Ana Admin',
  aberta_em: '2026-11-01T13:00:00Z',
  prazo: '2026-11-16T13:00:00Z',
  dias_restantes: -2,
  status: 'aberta',
  resultado: null,
  concluida_em: null,
};
const found: LgpdSearchResult = {
  titular_mascarado: '***.444.777-**',
  categorias: [{ categoria: 'usuarios', rotulo: 'Conta de usuário', registros: 1 }],
  correcao: [
    { rotulo: 'Usuário joana@exemplo.com.br', caminho: '/users/00000000-0000-4000-8000-000000000002' },
  ],
};
const opened: { tipo?: string; identificador?: string }[] = [];
let server: Awaited<ReturnType<typeof startFakeServer>>;

beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const key = `${req.method} ${req.path.split('?')[0]}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: testUser({ role: 'superadmin' }) });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (key === 'GET /api/lgpd/requests') return sendJson(res, 200, { data: [late] });
    if (key === 'POST /api/lgpd/search') return sendJson(res, 200, { data: found });
    if (key === 'POST /api/lgpd/requests') {
      opened.push(JSON.parse(req.body));
      return sendJson(res, 201, { data: { ...late, tipo: 'acesso', dias_restantes: 15 } });
    }
    return sendJson(res, 404, {
      error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' },
    });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());

describe('Solicitações de titulares', { timeout: 60_000 }, () => {
  it('lists requests with the days left, finds a person and records a request', async () => {
    renderApp('/superadmin/lgpd');
    const table = await screen.findByTestId('lgpd-requests');
    expect(screen.getByTestId('page-title').textContent).toBe('Solicitações de titulares');
    expect(within(table).getByText('Atrasada há 2 dia(s)')).toBeTruthy();
    // acting on a request needs the identifier typed again
    expect((within(table).getByRole('button', { name: 'Anonimizar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByTestId('lgpd-identifier'), '111.444.777-35');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const result = await screen.findByTestId('lgpd-search-result');
    expect(within(result).getByText('1 registro')).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'Usuário joana@exemplo.com.br' })).toBeTruthy();
    expect((within(table).getByRole('button', { name: 'Anonimizar' }) as HTMLButtonElement).disabled).toBe(
      false,
    );

    await user.click(screen.getByTestId('lgpd-open'));
    await waitFor(() => expect(opened).toEqual([{ tipo: 'acesso', identificador: '111.444.777-35' }]));
  });
});
