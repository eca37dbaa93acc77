import type { OcrJobDetail, OcrPage } from '@siao/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';

const page = (n: number): OcrPage => ({
  page: n,
  width: 100,
  height: 140,
  source: 'ocr',
  confidence: 91,
  text: `Texto da página ${n}`,
  recognized_text: `Texto da página ${n}`,
  corrected: false,
  words: [],
  image_url: null,
});
const job: OcrJobDetail = {
  id: 'j1',
  file_name: 'escritura.pdf',
  mime: 'application/pdf',
  size_bytes: 10,
  status: 'concluido',
  pages_done: 2,
  pages_total: 2,
  confidence: 0.96,
  engine: 'tesseract',
  error: null,
  files_purged: false,
  batch_id: null,
  created_at: '2026-11-24T05:00:00.000Z',
  completed_at: '2026-11-24T05:01:00.000Z',
  pages: [page(1), page(2)],
};

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    if (req.path === '/api/me') return sendJson(res, 200, { data: testUser({ role: 'operador' }) });
    if (req.path === '/api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (req.path === '/api/services/ocr/j1') return sendJson(res, 200, { data: job });
    // another client's job: the API answers as if it did not exist
    return sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Registro não encontrado.' } });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());

describe('OCR Visualização', { timeout: 60_000 }, () => {
  it('says which page is on screen, and the zoom slider has a name', async () => {
    renderApp('/services/ocr/j1');
    expect(await screen.findByText(/^Página 1 de 2/)).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeTruthy();
    await userEvent.setup({ delay: null }).click(screen.getByText('2', { selector: 'button' }));
    expect(await screen.findByText(/^Página 2 de 2/)).toBeTruthy();
    expect(screen.getByText(/confiança média 96%/)).toBeTruthy();
  });

  it("another client's job offers only the way back (retrying cannot help)", async () => {
    renderApp('/services/ocr/outro');
    expect(await screen.findByText(/Registro não encontrado/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/services/ocr');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });
});
