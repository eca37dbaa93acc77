import { describe, expect, it } from 'vitest';
import { formatDocumentLabel } from '../validators/document';
import {
  lgpdRetentionRules,
  lgpdSubjectNeedles,
  maskLgpdSubject,
  parseLgpdSubject,
  retentionDays,
} from './lgpd';
import { maskDocument } from './services';

describe('LGPD subject and retention table', () => {
  it('reads a CPF with any punctuation or an e-mail in any case, and nothing else', () => {
    expect(parseLgpdSubject(' 111.444.777-35 ')).toEqual({ kind: 'cpf', value: '11144477735' });
    expect(parseLgpdSubject('Joana@Exemplo.com.BR')).toEqual({
      kind: 'email',
      value: 'joana@exemplo.com.br',
    });
    expect(parseLgpdSubject('111.444.777-36')).toBeNull();
    expect(parseLgpdSubject('Joana')).toBeNull();
  });

  it('masks what the request record shows and lists how the CPF is written in text', () => {
    expect(maskLgpdSubject({ kind: 'cpf', value: '11144477735' })).toBe('***.444.777-**');
    expect(maskLgpdSubject({ kind: 'email', value: 'joana@exemplo.com.br' })).toBe('j***@exemplo.com.br');
    expect(lgpdSubjectNeedles({ kind: 'cpf', value: '11144477735' })).toEqual([
      '111.444.777-35',
      '11144477735',
    ]);
  });

  it('shows a pseudonym as it is where a document would be masked', () => {
    expect(maskDocument('TITULAR-3F2A9C1B0D')).toBe('TITULAR-3F2A9C1B0D');
    expect(formatDocumentLabel('TITULAR-3F2A9C1B0D')).toBe('TITULAR-3F2A9C1B0D');
    expect(maskDocument('11144477735')).toBe('***.444.777-**');
  });

  it('has one row per category, each with a legal basis, a retention and an end', () => {
    const keys = lgpdRetentionRules.map((r) => r.categoria);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of lgpdRetentionRules) {
      expect(r.base_legal && r.retencao && r.ao_fim, r.categoria).toBeTruthy();
    }
    expect(retentionDays('arquivos_ocr')).toBe(30);
  });
});
