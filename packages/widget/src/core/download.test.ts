import { expect, it } from 'vitest';
import { exportFileName } from './download';

it('names exports Siao_ + day_month_year_hour_minute + extension', () => {
  expect(exportFileName('.pdf', new Date(2026, 2, 5, 14, 7))).toBe('Siao_05_03_2026_14_07.pdf');
  expect(exportFileName('.docx', new Date(2026, 11, 31, 9, 0))).toBe('Siao_31_12_2026_09_00.docx');
});
