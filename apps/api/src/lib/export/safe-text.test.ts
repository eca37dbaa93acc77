import { describe, expect, it } from 'vitest';
import { cleanFileName } from '../files/file-name';
import { xmlEscape, xmlSafe } from './safe-text';

describe('the one rule for text that leaves in a document', () => {
  it('drops what XML 1.0 cannot hold: C0/C1 controls, U+FFFE, U+FFFF, lone surrogates', () => {
    expect(xmlSafe('a\u0000b\u0001c\u0085d\uFFFEe\uFFFFf\uD800g\uDC00h')).toBe('abcdefgh');
    expect(xmlSafe('linha\tcom\nquebra\r e emoji 😀 e ç')).toBe('linha\tcom\nquebra\r e emoji 😀 e ç');
  });

  it('escapes markup after cleaning', () => {
    expect(xmlEscape('a<b & "c"\u0001')).toBe('a&lt;b &amp; &quot;c&quot;');
  });

  it('keeps a file name readable: last path segment, no controls, quotes or breaks, < kept', () => {
    expect(cleanFileName('C:\\pasta\\a<b\u0001\n"c"\uFFFE.pdf')).toBe('a<bc.pdf');
    expect(cleanFileName('\u0001\u0002')).toBe('arquivo');
    expect(cleanFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(200);
  });
});
