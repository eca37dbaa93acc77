import type { CnibConsultation, ManagedUser, OcrJobSummary } from '@siao/shared';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app-providers';
import { queryClient } from '../../lib/query-client';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { signIn } from '../../test/users';
import { setWidth } from '../../test/viewport';
import { ClientUsersTab } from '../clients/client-users-tab';
import { OcrJobsTable } from '../services-ocr/ocr-jobs-table';
import { CnibHistory } from './cnib-history';

const consultation: CnibConsultation = {
  id: 'c1',
  client_id: 'cl1',
  client_name: 'Cartório do 1º Ofício de Palmas',
  documento: '11222333000181',
  finalidade: null,
  resultado: 'indisponivel',
  indisponivel: true,
  qtd_ordens: 2,
  protocolos: ['202611240001'],
  nome_razao: 'EMPRESA TESTE LTDA',
  hash: 'a1b2c3d4e5f6',
  consultado_em: '2026-11-24T05:00:00.000Z',
  usuario_nome: 'Ana Admin',
  erro: null,
  recheck_of: null,
  antiga: false,
  verificacao_url: 'http://x/verificar/a1b2c3d4e5f6',
};
const job: OcrJobSummary = {
  id: 'j1',
  file_name: 'escritura-lote-completo-2026.pdf',
  mime: 'application/pdf',
  size_bytes: 10,
  status: 'processando',
  pages_done: 3,
  pages_total: 12,
  confidence: null,
  engine: 'tesseract',
  error: null,
  files_purged: false,
  batch_id: null,
  created_at: '2026-11-24T05:00:00.000Z',
  completed_at: null,
};
const member = {
  id: 'u2',
  name: 'Bruno Operador',
  email: 'bruno.operador.com.nome.longo@cartorio-exemplo.com.br',
  role: 'operador',
  active: true,
  invitation_pending: false,
  last_login_at: null,
} as ManagedUser;

const page = <T,>(data: T[]) => ({ data, page: 1, limit: 20, total: data.length });

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const path = new URL(req.path, 'http://x').pathname;
    if (path === '/api/services/cnib/consultas') return sendJson(res, 200, page([consultation]));
    if (path === '/api/services/ocr') return sendJson(res, 200, page([job]));
    if (path === '/api/users') return sendJson(res, 200, page([member]));
    return sendJson(res, 404, { error: { code: 'ROUTE_NOT_FOUND', message: 'Não encontrado.' } });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());
afterEach(() => {
  queryClient.clear();
  setWidth(1024);
});

function renderRouted(element: ReactNode) {
  signIn();
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** The card's fields as label → value pairs (what a phone user reads). */
function fields(card: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']),
  );
}

async function onlyCard(listName: string) {
  const list = await screen.findByRole('list', { name: listName }, { timeout: 10_000 });
  const cards = await within(list).findAllByRole('listitem', {}, { timeout: 10_000 });
  expect(screen.queryByRole('table')).toBeNull(); // nothing to scroll sideways
  expect(cards).toHaveLength(1);
  return cards[0]!;
}

describe('lists that were plain tables, at 360 px', { timeout: 30_000 }, () => {
  it('CNIB history: the card shows the document, the result, the hash and the receipt button', async () => {
    setWidth(360);
    renderRouted(<CnibHistory onOpen={() => {}} />);
    const card = await onlyCard('Histórico de consultas');
    expect(fields(card)).toMatchObject({
      Cliente: 'Cartório do 1º Ofício de Palmas',
      'CPF/CNPJ': '11.222.333/0001-81',
      Resultado: 'Indisponível: SIM',
      Ordens: '2',
      Hash: 'a1b2c3d4e5f6',
      Operador: 'Ana Admin',
    });
    expect(within(card).getByRole('button', { name: 'Baixar comprovante' })).toBeTruthy();
  });

  it('OCR jobs: the card shows the file, its situação and its progress', async () => {
    setWidth(360);
    renderRouted(<OcrJobsTable area="ocr" page={1} onPage={() => {}} onOpen={() => {}} selected="j1" />);
    const card = await onlyCard('Arquivos enviados');
    expect(within(card).getByText('escritura-lote-completo-2026.pdf')).toBeTruthy();
    expect(fields(card)).toMatchObject({ Situação: 'Processando', Progresso: 'Página 3 de 12' });
    expect(within(card).getByRole('progressbar', { name: 'Progresso de escritura-lote-completo-2026.pdf' }));
    expect(card.getAttribute('aria-current')).toBe('true'); // the job open beside the list
  });

  it("client's users: the card shows the e-mail and the situação", async () => {
    setWidth(360);
    renderRouted(<ClientUsersTab clientId="cl1" canManage />);
    const card = await onlyCard('Usuários do cliente');
    expect(within(card).getByRole('link', { name: 'Bruno Operador' })).toBeTruthy();
    expect(fields(card)).toMatchObject({
      'E-mail': 'bruno.operador.com.nome.longo@cartorio-exemplo.com.br',
      Situação: 'Ativo',
      'Último acesso': 'Nunca acessou',
    });
  });

  it('on a wide screen the CNIB history stays a table with its column headers', async () => {
    setWidth(1366);
    renderRouted(<CnibHistory onOpen={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Histórico de consultas' }, { timeout: 10_000 });
    await within(table).findByText('a1b2c3d4e5f6', {}, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Data e hora',
      'Cliente',
      'CPF/CNPJ',
      'Resultado',
      'Ordens',
      'Hash',
      'Operador',
      'Comprovante',
    ]);
  });
});
