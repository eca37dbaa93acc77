import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { renderAt } from '../../test/render-app';
import { signIn, testUser } from '../../test/users';

const statementResult = {
  statements: [
    {
      id: '0b0c7f3e-1d2a-5b6c-8d9e-0f1a2b3c4d5e',
      verb: { id: 'http://adlnet.gov/expapi/verbs/passed' },
      object: { id: 'http://siao.test/quiz/q1' },
    },
  ],
  more: '',
};

let server: Awaited<ReturnType<typeof startFakeServer>>;
let xapiStatus = 200;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const key = `${req.method} ${new URL(req.path, 'http://x').pathname}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: testUser({ role: 'superadmin' }) });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (key === 'GET /api/learning/progress/summary') return sendJson(res, 200, { data: [] });
    if (key === 'GET /api/learning/xapi/statements') {
      if (xapiStatus !== 200)
        return sendJson(res, xapiStatus, {
          error: { code: 'FORBIDDEN', message: 'Você não tem permissão para esta ação.' },
        });
      res
        .writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': 'attachment; filename="siaoseg-xapi.json"',
        })
        .end(JSON.stringify(statementResult));
      return;
    }
    return sendJson(res, 404, { error: { code: 'ROUTE_NOT_FOUND', message: 'Não encontrado.' } });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());
beforeEach(() => {
  server.requests.length = 0;
  xapiStatus = 200;
  signIn();
});
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('Relatórios › Treinamentos › Exportar xAPI', () => {
  it('downloads the xAPI StatementResult JSON the API wrote, as siaoseg-xapi.json', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:xapi';
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderAt('/reports?relatorio=treinamentos');
    const button = await screen.findByRole('button', { name: 'Exportar xAPI' }, { timeout: 15_000 });
    await userEvent.setup().click(button);
    await waitFor(() => expect(names).toEqual(['siaoseg-xapi.json']));
    expect(server.requests.filter((r) => r.path.startsWith('/api/learning/xapi/statements'))).toHaveLength(1);
    expect(JSON.parse(await saved[0]!.text())).toEqual(statementResult);
  }, 30_000);

  it('says why when the API refuses, and downloads nothing', async () => {
    xapiStatus = 403;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt('/reports?relatorio=treinamentos');
    const button = await screen.findByRole('button', { name: 'Exportar xAPI' }, { timeout: 15_000 });
    await userEvent.setup().click(button);
    expect(
      await screen.findByText('Você não tem permissão para esta ação.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
  }, 30_000);
});
