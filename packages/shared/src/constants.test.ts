import { describe, expect, it } from 'vitest';
import {
  MAX_FILE_SIZE_BYTES,
  MAX_PDF_SIZE_MULTI_BYTES,
  MAX_PDF_SIZE_SINGLE_BYTES,
  STORAGE_KEYS,
  threadTitleFrom,
} from './constants';
import * as shared from './index';

describe('spec §9 constants', () => {
  it('uses the spec figures', () => {
    expect(MAX_FILE_SIZE_BYTES).toBe(4718592);
    expect(MAX_PDF_SIZE_SINGLE_BYTES).toBe(10 * 1024 * 1024);
    expect(MAX_PDF_SIZE_MULTI_BYTES).toBe(35 * 1024 * 1024);
    expect(STORAGE_KEYS).toEqual({ token: 'token', gptToken: 'gpt_token' });
  });

  it('exposes one page size through the package entry (no second definition)', () => {
    expect(shared.MESSAGE_PAGE_SIZE).toBe(30);
    expect(shared.MAX_MESSAGES_TO_MODEL).toBe(9);
  });
});

describe('threadTitleFrom', () => {
  it('takes the first 25 characters and adds ...', () => {
    expect(threadTitleFrom('Quais documentos preciso para lavrar uma escritura?')).toBe(
      'Quais documentos preciso ...',
    );
  });
  it('adds the ellipsis to short messages too, as the spec says', () =>
    expect(threadTitleFrom('Olá')).toBe('Olá...'));
  it('flattens line breaks and never splits an emoji', () => {
    expect(threadTitleFrom('  Oi\n\ntudo bem? ')).toBe('Oi tudo bem?...');
    expect(threadTitleFrom(`${'a'.repeat(24)}😀😀`)).toBe(`${'a'.repeat(24)}😀...`);
  });
});
