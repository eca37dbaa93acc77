import { expect, it } from 'vitest';
import { MAX_FILE_SIZE_BYTES, MAX_PDF_SIZE_MULTI_BYTES } from '../constants';
import { formatMegabytes, formatSize } from './size';

it('writes megabytes the pt-BR way: a decimal comma, at most one decimal, a space before MB', () => {
  expect(formatMegabytes(MAX_PDF_SIZE_MULTI_BYTES)).toBe('35 MB');
  expect(formatMegabytes(MAX_FILE_SIZE_BYTES)).toBe('4,5 MB');
  expect(formatMegabytes(100 * 1024)).toBe('0,1 MB');
});

it('shows a file size in B, KB or MB', () => {
  expect(formatSize(512)).toBe('512 B');
  expect(formatSize(20 * 1024)).toBe('20 KB');
  expect(formatSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
  expect(formatSize(2 * 1024 * 1024)).toBe('2 MB');
});
