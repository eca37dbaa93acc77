import type { CertidaoBatch, CertidaoJobDetail } from '@siao/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { fill } from '../../test/fill';
import { renderAt } from '../../test/render-app';
import { signIn, testUser } from '../../test/users';

const user = testUser();
const BATCH = '11111111-1111-4111-8111-111111111111';
const job = (id: string, file_name: string) => ({
  id,
  file_name,
  mime: 'image/png',
  size_bytes: 10,
  status: 'concluido' as const,
  pages_done: 1,
  pages_total: 1,
  confidence: 0.9,
  engine: 'tesseract',
  error: null,
  files_purged: false,
  batch_id: BATCH,
  created_at: '2026-11-24T05:00:00.000Z',
  completed_at: '2026-11-24T05:01:00.000Z',
});
const batch: CertidaoBatch = {
  id: BATCH,
  total: 2,
  concluidas: 2,
  certidoes: [
    {
      id: 'a',
      file_name: 'a.png',
      status: 'concluido',
      error: null,
      kind: 'nascimento',
      nome: 'MARIA DAS DORES',
      matricula: '104539 01 55 2013 1 00012 021 0000123 21',
      matricula_valida: true,
      campos_para_revisar: 3,
      situacao: 'Para revisar',
    },
    {
      id: 'b',
      file_name: 'b.png',
      status: 'concluido',
      error: null,
      kind: 'obito',
      nome: 'JOSÉ DE ARAÚJO',
      matricula: '104539 01 55 2013 4 00012 021 0000123 99',
      matricula_valida: false,
      campos_para_revisar: 1,
      situacao: 'Para revisar',
    },
  ],
};
const detail = (nome: string): CertidaoJobDetail => ({
  ...job('a', 'a.png'),
  kind: 'nascimento',
  matricula: null,
  reviewed_at: null,
  pages: [],
  fields: [
    { key: 'nome', label: 'Nome', value: nome, confidence: 0.9, box: null, review: false, reasons: [] },
    {
      key: 'numero_dnv',
      label: 'Número da DNV',
      value: '12345678901',
      confidence: 0.9,
      box: null,
      review: true,
      reasons: ['Valor sugerido pela IA a partir do texto do OCR: confira.'],
      refined: true,
    },
  ],
});

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const url = new URL(req.path, 'http://x');
    const key = `${req.method} ${url.pathname}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: user });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (key === 'GET /api/services/certidoes')
      return sendJson(res, 200, { data: [], page: 1, limit: 20, total: 0 });
    if (key === 'POST /api/services/certidoes')
      return sendJson(res, 201, { data: [job('a', 'a.png'), job('b', 'b.png')] });
    if (key === `GET /api/services/certidoes/lotes/${BATCH}`) return sendJson(res, 200, { data: batch });
    if (key === `GET /api/services/certidoes/lotes/${BATCH}/export`) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      return;
    }
    if (key === 'GET /api/services/certidoes/a')
      return sendJson(res, 200, { data: detail('MARIA DAS DORES') });
    if (key === 'PUT /api/services/certidoes/a/campos')
      return sendJson(res, 200, {
        data: { ...detail('MARIA REVISADA'), reviewed_at: '2026-11-24T05:02:00Z' },
      });
    return sendJson(res, 404, { error: { code: 'ROUTE_NOT_FOUND', message: 'Não encontrado.' } });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());
beforeEach(() => {
  server.requests.length = 0;
  signIn();
});
afterEach(() => queryClient.clear());

describe('OCR de certidões', () => {
  it('sends a batch (with the redo option), shows its summary, exports it all and reviews one certidão', async () => {
    const router = renderAt('/services/ocr-nascimento-obito');
    const ui = userEvent.setup();
    const input = (await screen.findByLabelText('Certidões', {}, { timeout: 15_000 })) as HTMLElement;
    const fileInput = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toBeTruthy();
    await ui.upload(fileInput, [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ]);
    await ui.click(screen.getByLabelText('Refazer o OCR das páginas de PDF que já têm texto'));
    await ui.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(router.state.location.search).toContain(`lote=${BATCH}`));
    const sent = server.requests.find((r) => r.method === 'POST');
    expect(sent?.body).toContain('name="refazer_paginas_com_texto"');
    expect(sent?.body.match(/name="file"/g)).toHaveLength(2);

    const table = await screen.findByRole('table', { name: 'Resumo do lote' }, { timeout: 10_000 });
    await within(table).findByText('MARIA DAS DORES', {}, { timeout: 10_000 });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      [
        'a.png',
        'Nascimento',
        'MARIA DAS DORES',
        '104539 01 55 2013 1 00012 021 0000123 21Validada',
        '3',
        'Para revisar',
      ],
      [
        'b.png',
        'Óbito',
        'JOSÉ DE ARAÚJO',
        '104539 01 55 2013 4 00012 021 0000123 99DV inválido',
        '1',
        'Para revisar',
      ],
    ]);
    // open one certidão of the batch: typing in a field keeps the screen (it used to crash) and saves
    await ui.click(within(table).getByText('a.png'));
    const nome = await screen.findByLabelText(/^Nome/, {}, { timeout: 10_000 });
    expect(screen.getByText('Sugerido pela IA')).toBeTruthy();
    // the field marked for review (DNV) is listed before the conferred one (nome), though the model prints it after
    const dnv = screen.getByLabelText(/^Número da DNV/);
    expect(dnv.compareDocumentPosition(nome) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await ui.clear(nome);
    await fill(ui, nome, 'MARIA REVISADA');
    expect((nome as HTMLInputElement).value).toBe('MARIA REVISADA');
    await ui.click(screen.getByRole('button', { name: 'Salvar revisão' }));
    await screen.findByText('Revisada');
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}').fields).toMatchObject({ nome: 'MARIA REVISADA' });

    // one export for the whole batch (last: the download link leaves the page in happy-dom)
    await ui.click(screen.getByRole('button', { name: 'Exportar lote JSON' }));
    await waitFor(() =>
      expect(
        server.requests.some((r) => r.path === `/api/services/certidoes/lotes/${BATCH}/export?format=json`),
      ).toBe(true),
    );
  }, 60_000);
});
