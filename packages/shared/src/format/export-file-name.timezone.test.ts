import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

describe('exportFileName', () => {
  it('joins the brand prefix, São Paulo day_month_year_hour_minute and the extension', () => {
    expect(exportFileName('.pdf', '2026-03-05T12:07:00Z')).toBe('Siao_05_03_2026_09_07.pdf');
    expect(exportFileName('docx', '2027-01-01T02:30:00Z')).toBe('Siao_31_12_2026_23_30.docx');
  });
});
