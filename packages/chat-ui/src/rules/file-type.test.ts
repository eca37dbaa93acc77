import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(new TextEncoder().encode(p)) : p)));
const utf16 = (s: string) => Array.from(s).flatMap((c) => [c.charCodeAt(0), 0]);
const zip = [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0];
const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

describe('file type from content signatures (spec §5)', () => {
  it.each([
    [bytes('%PDF-1.7\n'), 'x.bin', 'pdf'],
    [bytes(zip, '[Content_Types].xml word/document.xml'), 'a.zip', 'docx'],
    [bytes(zip, 'xl/workbook.xml'), 'a', 'xlsx'],
    [bytes(ole, [0, 0], utf16('WordDocument')), 'a', 'doc'],
    [bytes(ole, [0, 0], utf16('Workbook')), 'a', 'xls'],
    [bytes('  <!DOCTYPE html><html><body>oi</body></html>'), 'page.txt', 'html'],
    [bytes('nome;cpf\nAna;123\nBia;456\n'), 'dados', 'csv'],
    [bytes('qualquer coisa, aqui'), 'planilha.csv', 'csv'],
    [bytes('# Título\n\nTexto com acentuação.'), 'notas', 'md'],
    [bytes('Certidão de nascimento\nSegunda linha.'), 'nota.pdf', 'txt'],
  ])('detects documents %#', (head, name, format) => {
    expect(detectFileType(head, name, '')).toEqual({ kind: 'document', format });
  });

  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    [Array.from(new TextEncoder().encode('GIF89a')), 'gif'],
  ])('detects images %#', (head, format) => {
    expect(detectFileType(new Uint8Array(head), 'foto.pdf', 'application/pdf')).toEqual({
      kind: 'image',
      format,
    });
  });

  it('ignores a lying extension and rejects unknown binaries', () => {
    const exe = bytes([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);
    expect(detectFileType(exe, 'contrato.pdf', 'application/pdf')).toBeNull();
    expect(detectFileType(bytes(zip, 'mimetype'), 'a.docx', '')).toBeNull();
  });

  it('falls back to a Word MIME type when the content is not recognised', () => {
    const opaque = bytes([0x00, 0x01, 0x02]);
    expect(detectFileType(opaque, 'a.doc', 'application/msword')).toEqual({
      kind: 'document',
      format: 'doc',
    });
    const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(detectFileType(opaque, 'a', docxMime)).toEqual({ kind: 'document', format: 'docx' });
  });
});
