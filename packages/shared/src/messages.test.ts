import { describe, expect, it } from 'vitest';
import { MAX_FILE_SIZE_MB, MAX_PDF_SIZE_MULTI_MB } from './constants';
import { uiMessage, uiMessages } from './messages';

describe('uiMessages', () => {
  it('fills the size placeholder as the spec writes it', () => {
    expect(uiMessage('fileTooLarge', { size: MAX_FILE_SIZE_MB })).toBe('O arquivo excede 4.5MB!');
    expect(uiMessage('fileTooLarge', { size: MAX_PDF_SIZE_MULTI_MB })).toBe('O arquivo excede 35MB!');
  });

  it('fills the export extension', () => {
    expect(uiMessage('exportFailed', { extension: '.docx' })).toBe('Erro ao exportar para .docx');
  });

  it('returns fixed strings unchanged', () => {
    expect(uiMessage('serverError')).toBe('Erro no servidor, contate o suporte!');
    expect(uiMessages.presentationPrompt).toBe('Olá, apresente-se e diga o que você pode fazer.');
  });

  it('keeps a missing placeholder visible instead of printing undefined', () => {
    expect(uiMessage('fileTooLarge')).toBe('O arquivo excede {size}MB!');
  });
});
