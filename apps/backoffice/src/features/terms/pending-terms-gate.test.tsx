import type { PendingTerms, User } from '@siao/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app-providers';
import { buildRoutes, wireNavigation } from '../../router';
import { sendJson, startFakeServer } from '../../test/fake-server';

const user: User = {
  id: 'u9',
  name: 'Caio Cliente',
  email: 'caio@cartorio.com.br',
  phone: null,
  cpf: null,
  avatar_url: null,
  role: 'cliente',
  client_id: 'c1',
  client_name: 'Cartório A',
  products: ['siaogpt'],
  active: true,
  last_login_at: null,
  created_at: '2026-01-01T00:00:00Z',
};
let pending: PendingTerms[] = [
  {
    terms_id: 't1',
    version: 2,
    title: 'Termos de Uso do SiãoGPT',
    kind: 'termos_de_uso',
    content_html: '<p>Confira as respostas <strong>antes</strong> de qualquer ato.</p>',
    product: 'siaogpt',
    previously_accepted_version: 1,
  },
];

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const key = `${req.method} ${req.path.split('?')[0]}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: user });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: pending });
    if (key === 'POST /api/siaogpt/users/add-terms-accepted') {
      const body = JSON.parse(req.body) as { terms_id: string; version: number };
      pending = pending.filter((p) => !(p.terms_id === body.terms_id && p.version === body.version));
      return sendJson(res, 200, {
        data: { ...body, product: 'siaogpt', accepted_at: '2026-05-01T12:00:00Z' },
      });
    }
    return sendJson(res, 404, {
      error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' },
    });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());

describe('pending terms after login', () => {
  it('blocks the app with the new version until the user accepts it', { timeout: 30_000 }, async () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('gpt_token', 'gpt-1');
    localStorage.setItem('refresh_token', 'ref-1');
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/profile'] });
    wireNavigation(router);
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const modal = await screen.findByTestId('pending-terms-modal', {}, { timeout: 20_000 });
    expect(within(document.body).getByText('Termos de Uso do SiãoGPT')).toBeTruthy();
    expect(document.body.textContent).toContain('Confira as respostas antes de qualquer ato.');
    expect(document.body.textContent).toContain('atualizado desde a versão 1');
    expect(modal.querySelector('strong')?.textContent).toBe('antes');

    // acceptance needs the text read to its end or "Li e aceito" ticked
    const user = userEvent.setup();
    const acceptButton = screen.getByRole('button', { name: 'Aceitar' }) as HTMLButtonElement;
    expect(acceptButton.disabled).toBe(true);
    await user.click(acceptButton);
    expect(server.requests.some((r) => r.path === '/api/siaogpt/users/add-terms-accepted')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    expect(acceptButton.disabled).toBe(false);
    await user.click(acceptButton);
    await waitFor(() => expect(screen.queryByTestId('pending-terms-modal')).toBeNull(), { timeout: 5000 });
    const call = server.requests.find((r) => r.path === '/api/siaogpt/users/add-terms-accepted');
    expect(JSON.parse(call!.body)).toEqual({ terms_id: 't1', version: 2 });
  });
});
