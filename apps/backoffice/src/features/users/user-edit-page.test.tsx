import type { ManagedUser, User } from '@siao/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';

const ADMIN_ID = '00000000-0000-4000-8000-0000000000a1';
const edited: ManagedUser = {
  ...testUser({ id: ADMIN_ID, name: 'Bruno Admin', email: 'bruno@siao.com.br', role: 'admin' }),
  invitation_pending: false,
  version: 3,
};
let me: User = testUser({ id: 'su-1', role: 'superadmin', name: 'Sara Super' });
/** How the fake answers the reset: done, or refused as the API refuses an unknown user. */
let resetAnswer: 'ok' | 'not-found' = 'ok';
let server: Awaited<ReturnType<typeof startFakeServer>>;

beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const key = `${req.method} ${req.path.split('?')[0]}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: me });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (key === `GET /api/users/${ADMIN_ID}`) return sendJson(res, 200, { data: edited });
    if (key === `GET /api/users/${me.id}`)
      return sendJson(res, 200, { data: { ...me, invitation_pending: false, version: 1 } });
    if (key === `POST /api/users/${ADMIN_ID}/second-factor/reset`)
      return resetAnswer === 'ok'
        ? sendJson(res, 200, { data: { ok: true } })
        : sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Registro não encontrado.' } });
    return sendJson(res, 404, {
      error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' },
    });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());

const RESET = 'Redefinir verificação em duas etapas';
const resets = () => server.requests.filter((r) => r.path.endsWith('/second-factor/reset'));

describe('Editar Usuário: redefinir a verificação em duas etapas', { timeout: 60_000 }, () => {
  it('asks for confirmation, sends nothing when cancelled, then resets and says so', async () => {
    me = testUser({ id: 'su-1', role: 'superadmin', name: 'Sara Super' });
    resetAnswer = 'ok';
    renderApp(`/users/${ADMIN_ID}`);
    const ui = userEvent.setup({ delay: null });
    await ui.click(await screen.findByRole('button', { name: RESET }, { timeout: 20_000 }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/chaves de acesso de Bruno Admin/)).toBeTruthy();
    await ui.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resets()).toEqual([]);

    await ui.click(screen.getByRole('button', { name: RESET }));
    dialog = await screen.findByRole('dialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Redefinir' }));
    await screen.findByText('Verificação em duas etapas redefinida.', {}, { timeout: 20_000 });
    expect(resets().map((r) => r.method)).toEqual(['POST']);
  });

  it('shows the API refusal in Portuguese', async () => {
    me = testUser({ id: 'su-1', role: 'superadmin', name: 'Sara Super' });
    resetAnswer = 'not-found';
    const before = resets().length;
    renderApp(`/users/${ADMIN_ID}`);
    const ui = userEvent.setup({ delay: null });
    await ui.click(await screen.findByRole('button', { name: RESET }, { timeout: 20_000 }));
    await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Redefinir' }));
    await screen.findByText('Registro não encontrado.', {}, { timeout: 20_000 });
    expect(resets().length).toBe(before + 1);
  });

  it('is not offered to an admin', async () => {
    me = testUser({ id: 'ad-1', role: 'admin', name: 'Ana Admin' });
    renderApp(`/users/${ADMIN_ID}`);
    await screen.findByRole('button', { name: 'Salvar alterações' }, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: RESET })).toBeNull();
  });

  it('is not offered to a superadmin on their own page', async () => {
    me = testUser({ id: 'su-1', role: 'superadmin', name: 'Sara Super' });
    renderApp(`/users/${me.id}`);
    await screen.findByRole('button', { name: 'Salvar alterações' }, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: RESET })).toBeNull();
  });
});
