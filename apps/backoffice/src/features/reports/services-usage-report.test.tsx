import type { ServicesUsageReport } from '@siao/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { testClient } from '../../test/records';
import { renderAt } from '../../test/render-app';
import { signIn, testUser } from '../../test/users';

const user = testUser();

const row = (servico: 'cnib' | 'ocr' | 'certidoes', usos: number, falhas: number) => ({
  mes: '2026-02',
  client_id: 'c1',
  client_name: 'Cartório Central',
  servico,
  usos,
  sucesso: usos - falhas,
  falhas,
});
function reportFor(servico: string | null): ServicesUsageReport {
  const linhas = [row('cnib', 12, 2), row('ocr', 3, 0)].filter((l) => !servico || l.servico === servico);
  const cnib = linhas.find((l) => l.servico === 'cnib')?.usos ?? 0;
  const ocr = linhas.find((l) => l.servico === 'ocr')?.usos ?? 0;
  return {
    de: '2026-01',
    ate: '2026-02',
    linhas,
    total_linhas: linhas.length,
    page: 1,
    limit: 50,
    meses: [
      { mes: '2026-01', cnib: 0, ocr: 0, certidoes: 0 },
      { mes: '2026-02', cnib, ocr, certidoes: 0 },
    ],
    totais: { cnib, ocr, certidoes: 0, usos: cnib + ocr, falhas: linhas.reduce((a, l) => a + l.falhas, 0) },
  };
}

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const url = new URL(req.path, 'http://x');
    const key = `${req.method} ${url.pathname}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: user });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (key === 'GET /api/clients')
      return sendJson(res, 200, {
        data: [testClient({ id: 'c1', legal_name: 'Cartório Central' })],
        page: 1,
        limit: 20,
        total: 1,
      });
    if (key === 'GET /api/reports/servicos') {
      if (url.searchParams.get('formato') === 'csv') {
        res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end('\uFEFFMês\r\n');
        return;
      }
      return sendJson(res, 200, { data: reportFor(url.searchParams.get('servico')) });
    }
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

const reportCalls = () =>
  server.requests
    .filter((r) => r.path.startsWith('/api/reports/servicos'))
    .map((r) => new URL(r.path, 'http://x').searchParams);

describe('Relatórios › Uso de serviços', () => {
  it('shows uses per client, service and month, filters by service and exports with the same filters', async () => {
    const router = renderAt('/reports?relatorio=servicos&de=2026-01&ate=2026-02');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['fevereiro/2026', 'Cartório Central', 'CNIB', '12', '10', '2'],
      ['fevereiro/2026', 'Cartório Central', 'OCR', '3', '3', '0'],
    ]);
    expect(screen.getByText(/15 usos no período/)).toBeTruthy();
    expect(reportCalls()[0]?.get('de')).toBe('2026-01');

    const ui = userEvent.setup();
    await ui.click(screen.getAllByLabelText('Serviço').find((e) => e.tagName === 'INPUT')!);
    await ui.click(await screen.findByRole('option', { name: 'OCR', hidden: true }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.search).toContain('servico=ocr'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2), {
      timeout: 10_000,
    });
    expect(reportCalls().at(-1)?.get('servico')).toBe('ocr');

    await ui.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(reportCalls().some((q) => q.get('formato') === 'csv')).toBe(true));
    const csv = reportCalls().find((q) => q.get('formato') === 'csv');
    expect(csv?.get('servico')).toBe('ocr');
    expect(csv?.get('de')).toBe('2026-01');
    expect(csv?.get('ate')).toBe('2026-02');
  }, 30_000);
});
