import type { OcrJobSummary } from '@siao/shared';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardFields, listServer, onlyCard, renderRouted } from '../../test/narrow-list';
import { setWidth } from '../../test/viewport';
import { OcrJobsTable } from './ocr-jobs-table';

const job: OcrJobSummary = {
  id: 'j1',
  file_name: 'escritura-lote-completo-2026.pdf',
  mime: 'application/pdf',
  size_bytes: 10,
  status: 'processando',
  pages_done: 3,
  pages_total: 12,
  confidence: 0.96,
  engine: 'tesseract',
  error: null,
  files_purged: false,
  batch_id: null,
  created_at: '2026-11-24T05:00:00.000Z',
  completed_at: null,
};
listServer({ '/api/services/ocr': [job] });

describe('OCR jobs at 360 px', { timeout: 30_000 }, () => {
  it('one card per job with the file, its situação and its progress; the open job is marked', async () => {
    setWidth(360);
    renderRouted(
      <OcrJobsTable
        area="ocr"
        page={1}
        onPage={() => {}}
        hrefOf={(j) => `/services/ocr/${j.id}`}
        selected="j1"
      />,
    );
    const card = await onlyCard('Arquivos enviados');
    // the file name is the job's link: it opens by keyboard and looks clickable
    const link = within(card).getByRole('link', { name: 'escritura-lote-completo-2026.pdf' });
    expect(link.getAttribute('href')).toBe('/services/ocr/j1');
    expect(cardFields(card)).toMatchObject({
      Situação: 'Processando',
      Progresso: 'Página 3 de 12',
      Confiança: '96%',
    });
    expect(within(card).getByRole('progressbar', { name: 'Progresso de escritura-lote-completo-2026.pdf' }));
    expect(card.getAttribute('aria-current')).toBe('true');
  });
});
