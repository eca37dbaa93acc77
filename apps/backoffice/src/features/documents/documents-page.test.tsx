import { createHash } from 'node:crypto';
import type { DocumentSummary } from '@siao/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { renderAt } from '../../test/render-app';
import { signIn, testUser } from '../../test/users';
import { setWidth } from '../../test/viewport';

const fileText = 'Tabela de emolumentos 2026\n';
const sha = createHash('sha256').update(fileText).digest('hex');
const existing: DocumentSummary = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Tabela de emolumentos',
  category: 'Tabelas',
  description: null,
  visibility: 'todos_clientes',
  current_version: 2,
  file_name: 'tabela.txt',
  format: 'txt',
  mime: 'text/plain; charset=utf-8',
  size_bytes: 2048,
  sha256: sha,
  created_at: '2026-01-10T12:00:00Z',
  updated_at: '2026-02-03T12:00:00Z',
  deleted_at: null,
  purge_at: null,
};

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const url = new URL(req.path, 'http://x');
    const key = `${req.method} ${url.pathname}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: testUser({ role: 'operador' }) });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (key === 'GET /api/documents')
      return sendJson(res, 200, { data: [existing], page: 1, limit: 20, total: 1 });
    if (key === 'GET /api/documents/categories') return sendJson(res, 200, { data: ['Tabelas'] });
    if (key === `GET /api/documents/by-hash/${sha}`) return sendJson(res, 200, { data: [existing] });
    if (key.startsWith('GET /api/documents/by-hash/')) return sendJson(res, 200, { data: [] });
    if (key === `POST /api/documents/${existing.id}/versions`)
      return sendJson(res, 201, { data: { ...existing, current_version: 3, clients: [], versions: [] } });
    return sendJson(res, 404, { error: { code: 'ROUTE_NOT_FOUND', message: 'Não encontrado.' } });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());
beforeEach(() => {
  server.requests.length = 0;
  signIn();
});
afterEach(() => {
  queryClient.clear();
  setWidth(1024);
});

describe('Documentos', () => {
  it('at 360 px lists documents as cards with their fields and labels', async () => {
    setWidth(360);
    renderAt('/documents');
    const list = await screen.findByRole('list', { name: 'Documentos' }, { timeout: 15_000 });
    const card = within(await within(list).findByText('Tabela de emolumentos'))
      .getByText('Tabela de emolumentos')
      .closest('li')!;
    const pairs = [...card.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Categoria', 'Tabelas'],
      ['Visibilidade', 'Todos os clientes'],
      ['Arquivo', 'TXT · 2 KB · v2'],
      ['Atualizado em', '03/02/2026'],
    ]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: /Filtros/ })).toBeTruthy();
  }, 30_000);

  it('warns when the chosen file is already a document and sends it as its new version', async () => {
    renderAt('/documents');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Novo documento' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo documento' });
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await ui.upload(input, new File([fileText], 'tabela.txt', { type: 'text/plain' }));

    const notice = await within(dialog).findByText('Este arquivo já foi enviado');
    expect(within(dialog).getByText(/já está em “Tabela de emolumentos”/)).toBeTruthy();
    expect(notice).toBeTruthy();
    await ui.click(within(dialog).getByRole('button', { name: 'Enviar como nova versão' }));
    await waitFor(() =>
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toContain(
        `POST /api/documents/${existing.id}/versions`,
      ),
    );
    // nothing was created as a second document
    expect(server.requests.some((r) => r.method === 'POST' && r.path === '/api/documents')).toBe(false);
  }, 30_000);

  it('refuses to send without a file, with the catalogue message under the field', async () => {
    renderAt('/documents');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Novo documento' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo documento' });
    await ui.type(within(dialog).getByLabelText(/Título/), 'Manual');
    await ui.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Escolha o arquivo do documento.')).toBeTruthy();
    expect(within(dialog).getByText('Verifique os campos destacados.')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  }, 30_000);
});
