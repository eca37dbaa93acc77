import type { User } from '@siao/shared';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from './app-providers';
import { LoginShell } from './first-load/login-shell';
import { queryClient } from './lib/query-client';
import { buildRoutes, wireNavigation } from './router';
import { sendJson, startFakeServer } from './test/fake-server';
import { fill } from './test/fill';
import { ThemeProvider } from './theme-provider';

const baseUser: User = {
  id: 'u1',
  name: 'Maria Souza',
  email: 'maria@cartorio.com.br',
  phone: null,
  cpf: null,
  avatar_url: null,
  role: 'superadmin',
  client_id: null,
  client_name: null,
  products: [],
  active: true,
  last_login_at: null,
  created_at: '2026-01-01T00:00:00Z',
};
const api = { user: { ...baseUser }, validToken: 'tok-1' };

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const authed = req.headers.authorization === `Bearer ${api.validToken}`;
    const unauth = () =>
      sendJson(res, 401, {
        error: { code: 'UNAUTHENTICATED', message: 'Sessão expirada ou inválida. Entre novamente.' },
      });
    switch (`${req.method} ${req.path}`) {
      case 'GET /api/public/config':
        return sendJson(res, 200, { data: { app_name: 'Sião', recaptcha_site_key: null } });
      case 'POST /api/login': {
        const body = JSON.parse(req.body) as { email: string; password: string };
        if (body.password !== 'segredo123') {
          return sendJson(res, 401, {
            error: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos.' },
          });
        }
        return sendJson(res, 200, {
          data: {
            token: api.validToken,
            gpt_token: 'gpt-1',
            refresh_token: 'ref-1',
            expires_in: 900,
            user: api.user,
            second_factor_enrolment_required: false,
          },
        });
      }
      case 'POST /api/refresh':
        return sendJson(res, 401, {
          error: { code: 'INVALID_REFRESH_TOKEN', message: 'Sessão expirada. Entre novamente.' },
        });
      case 'GET /api/me':
        return authed ? sendJson(res, 200, { data: api.user }) : unauth();
      case 'PUT /api/me/profile': {
        const body = JSON.parse(req.body) as { name: string };
        if (body.name.includes('@')) {
          return sendJson(res, 400, {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Dados inválidos.',
              details: [{ field: 'name', message: 'O nome não pode conter @.' }],
            },
          });
        }
        api.user = { ...api.user, name: body.name };
        return sendJson(res, 200, { data: api.user });
      }
      case 'GET /api/me/passkeys':
        return authed ? sendJson(res, 200, { data: [] }) : unauth();
      case 'POST /api/logout':
        return sendJson(res, 200, { data: { ok: true } });
      default:
        return sendJson(res, 404, {
          error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' },
        });
    }
  });
  // Same origin as the fake API, so the app's relative /api/ base reaches it.
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());
beforeEach(() => {
  api.user = { ...baseUser };
  server.requests.length = 0;
});
afterEach(() => queryClient.clear());

function signedInAs(role: User['role']) {
  api.user = { ...baseUser, role };
  localStorage.setItem('token', api.validToken);
  localStorage.setItem('gpt_token', 'gpt-1');
  localStorage.setItem('refresh_token', 'ref-1');
}

function open(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  wireNavigation(router);
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const heading = (text: string) =>
  waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe(text), { timeout: 15_000 });

describe('back-office shell', { timeout: 30_000 }, () => {
  it('sends a visitor without a token to /login, remembering the page', async () => {
    const router = open('/clients');
    await heading('Login');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fclients');
    expect(document.title).toBe('Login — Sião');
    expect(server.requests.some((r) => r.path === '/api/me')).toBe(false);
  });

  it('sends a signed-in user opening /login on to the dashboard (or the remembered page)', async () => {
    signedInAs('admin');
    const router = open('/login');
    await heading('Painel de Controle');
    expect(router.state.location.pathname).toBe('/');
    cleanup();
    const again = open('/login?redirect=%2Fprofile');
    await heading('Meu perfil');
    expect(again.state.location.pathname).toBe('/profile');
  });

  it('keeps /login for a stored session the server no longer accepts', async () => {
    localStorage.setItem('token', 'revoked');
    const router = open('/login');
    await heading('Login');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('first /login without a session: the form alone, which starts the app where the user was going', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/login?redirect=%2Fclients');
    const started: (User | undefined)[] = [];
    render(
      <ThemeProvider>
        <LoginShell startApp={(u) => started.push(u)} />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('page-title').textContent).toBe('Login');
    await fill(user, screen.getByLabelText(/E-mail/), 'maria@cartorio.com.br');
    await fill(user, screen.getByLabelText(/Senha/), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const refused = await screen.findByTestId('login-error');
    expect(refused.textContent).toBe('E-mail ou senha inválidos.');
    expect(refused.querySelector('.mantine-Alert-icon svg')).toBeTruthy(); // the one form-refusal look
    expect(started).toEqual([]);
    await user.clear(screen.getByLabelText(/Senha/));
    await fill(user, screen.getByLabelText(/Senha/), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]?.email).toBe(baseUser.email);
    expect(window.location.pathname).toBe('/clients');
    expect(localStorage.getItem('token')).toBe(api.validToken);
    // "Esqueci minha senha" moves to the page and starts the app there
    cleanup();
    window.history.replaceState(null, '', '/login');
    render(
      <ThemeProvider>
        <LoginShell startApp={(u) => started.push(u)} />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Esqueci minha senha' }));
    expect(window.location.pathname).toBe('/reset-password');
    expect(started).toHaveLength(2);
  });

  it('keeps links under the spec prefix /app-sign working', async () => {
    const router = open('/app-sign/reset-password-token?token=abcdefghijkl');
    await heading('Redefinir senha');
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/reset-password-token?token=abcdefghijkl',
    );
  });

  it('shows a screen with its exact title, once, inside the main layout', async () => {
    signedInAs('superadmin');
    open('/superadmin/siaoseg/documents');
    await heading('Documentos do SiãoSeg');
    expect(document.title).toBe('Documentos do SiãoSeg — Sião');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByText('Jornadas e Trilhas').length).toBeGreaterThan(0);
    expect(server.requests.find((r) => r.path === '/api/me')?.headers.authorization).toBe(
      `Bearer ${api.validToken}`,
    );
  });

  it('sends a non-superadmin away from the superadmin area', async () => {
    signedInAs('operador');
    const router = open('/superadmin/siaoseg/quizzes');
    await heading('Acesso negado');
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(screen.getByRole('link', { name: 'Voltar ao Painel' })).toBeTruthy();
  });

  it('goes to /login when GET me fails and the session cannot be refreshed', async () => {
    localStorage.setItem('token', 'expired');
    localStorage.setItem('refresh_token', 'revoked');
    const router = open('/reports');
    await heading('Login');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs in: shows the server message on a wrong password, then lands on the remembered page', async () => {
    const user = userEvent.setup();
    const router = open('/login?redirect=%2Fclients');
    await heading('Login');
    await fill(user, screen.getByLabelText(/E-mail/), 'maria@cartorio.com.br');
    await fill(user, screen.getByLabelText(/Senha/), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('E-mail ou senha inválidos.');
    await user.clear(screen.getByLabelText(/Senha/));
    await fill(user, screen.getByLabelText(/Senha/), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await heading('Clientes');
    expect(router.state.location.pathname).toBe('/clients');
    expect([localStorage.getItem('token'), localStorage.getItem('gpt_token')]).toEqual([
      api.validToken,
      'gpt-1',
    ]);
  });

  it('profile: keeps typed values and shows the server error next to the field, then saves', async () => {
    const user = userEvent.setup();
    signedInAs('cliente');
    open('/profile');
    await heading('Meu perfil');
    expect(await screen.findByText('Nenhuma chave de acesso cadastrada.')).toBeTruthy();
    const name = await screen.findByLabelText(/Nome/);
    await user.clear(name);
    await fill(user, name, 'Maria @ Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('O nome não pode conter @.')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Maria @ Souza');
    // the refusal above the form is the shared one, with the same icon as every other form's
    const refusal = within(screen.getByTestId('profile-form')).getByRole('alert');
    expect(refusal.textContent).not.toBe('');
    expect(refusal.querySelector('.mantine-Alert-icon svg')).toBeTruthy();
    await user.clear(name);
    await fill(user, name, 'Maria S. Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Perfil atualizado com sucesso.')).toBeTruthy();
    expect(screen.getByTestId('user-menu').textContent).toContain('Maria S. Souza');
  });

  it('logs out from the user menu: calls the server and clears both tokens', async () => {
    const user = userEvent.setup();
    signedInAs('admin');
    const router = open('/');
    await heading('Painel de Controle');
    await user.click(screen.getByTestId('user-menu'));
    // happy-dom leaves Mantine's positioned dropdown at display:none (no layout engine); Chromium e2e checks visibility.
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).getByRole('menuitem', { name: 'Meu perfil', hidden: true })).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sair', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.requests.filter((r) => r.path === '/api/logout')).toHaveLength(1);
    expect([localStorage.getItem('token'), localStorage.getItem('gpt_token')]).toEqual([null, null]);
  });
});
