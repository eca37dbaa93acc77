import type { PlatformSettings, User } from '@siao/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { fill } from '../../test/fill';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';

const fromEnv: PlatformSettings = {
  emitente_nome: 'Sião Tecnologia Ltda.',
  emitente_cnpj: null,
  emitente_endereco: null,
  pix_chave: null,
  pix_recebedor_nome: 'Siao Tecnologia',
  pix_recebedor_cidade: 'Sao Paulo',
  banco_nome: null,
  banco_agencia: null,
  banco_conta: null,
  fatura_rodape: null,
  certificado_responsavel_nome: null,
  certificado_responsavel_cargo: null,
  emitente_logo_url: null,
  origem: 'ambiente',
  atualizado_em: null,
};
let me: User = testUser({ role: 'superadmin' });
let server: Awaited<ReturnType<typeof startFakeServer>>;

beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const key = `${req.method} ${req.path.split('?')[0]}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: me });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (key === 'GET /api/settings') return sendJson(res, 200, { data: fromEnv });
    if (key === 'PUT /api/settings/logo')
      return sendJson(res, 200, { data: { ...fromEnv, emitente_logo_url: '/api/files/logo-token' } });
    if (key === 'PUT /api/settings') {
      const body = JSON.parse(req.body) as Record<string, string | null>;
      return sendJson(res, 200, {
        data: { ...fromEnv, ...body, origem: 'banco', atualizado_em: '2026-11-26T13:00:00Z' },
      });
    }
    return sendJson(res, 404, {
      error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' },
    });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());

describe('Configurações', { timeout: 60_000 }, () => {
  it('says the server variables are in force, refuses a bad PIX key in Portuguese, then saves', async () => {
    me = testUser({ role: 'superadmin' });
    renderApp('/superadmin/configuracoes');
    expect(await screen.findByTestId('settings-from-env')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Configurações');
    expect((screen.getByLabelText(/Razão social/) as HTMLInputElement).value).toBe('Sião Tecnologia Ltda.');
    const user = userEvent.setup({ delay: null });

    await fill(user, screen.getByLabelText('Chave PIX'), '(11) 91234-5678');
    await user.type(screen.getByLabelText('Agência'), '0912');
    await user.click(screen.getByTestId('settings-submit'));
    expect(
      await screen.findByText(
        'Para usar um telefone como chave PIX, informe-o com +55, ex.: +5511912345678.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Informe o banco.')).toBeTruthy();
    expect(screen.getByText('Informe a conta.')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(screen.getByLabelText('Chave PIX'));
    await fill(user, screen.getByLabelText('Chave PIX'), 'Financeiro@Siao.dev');
    expect(screen.getByText('Tipo reconhecido: E-mail.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Agência'));
    await user.click(screen.getByTestId('settings-submit'));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put!.body)).toMatchObject({
      emitente_nome: 'Sião Tecnologia Ltda.',
      pix_chave: 'financeiro@siao.dev',
      banco_agencia: null,
    });
    expect(await screen.findByText(/Configurações salvas/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('settings-from-env')).toBeNull());
  });

  it('sends the issuer logo at once, keeps what is being typed, and shows the logo', async () => {
    me = testUser({ role: 'superadmin' });
    renderApp('/superadmin/configuracoes');
    const user = userEvent.setup({ delay: null });
    const name = (await screen.findByLabelText(
      'Nome do responsável',
      {},
      { timeout: 40_000 },
    )) as HTMLInputElement;
    await fill(user, name, 'Maria Souza');
    expect(screen.getByText(/Sem logotipo/)).toBeTruthy();
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    // the picker's own file input (Mantine's FileInput is a button over it)
    const input = screen.getByTestId('issuer-logo').querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, logo);
    const img = (await screen.findByAltText('Logotipo do emitente')) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/api/files/logo-token');
    expect(server.requests.some((r) => r.method === 'PUT' && r.path === '/api/settings/logo')).toBe(true);
    expect((screen.getByLabelText('Nome do responsável') as HTMLInputElement).value).toBe('Maria Souza');
  });

  it('is for superadmins only', async () => {
    me = testUser({ role: 'admin' });
    renderApp('/superadmin/configuracoes');
    expect(await screen.findByText('Acesso negado')).toBeTruthy();
  });
});
