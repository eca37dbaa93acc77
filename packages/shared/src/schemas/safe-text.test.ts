import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText, safeString } from './safe-text';

describe('safe text', () => {
  it('refuses NUL and unpaired surrogates, accepts every well-formed string', () => {
    for (const bad of ['a\u0000b', '\uD800', 'x\uDC00', '\uDBFFz', '\uDC00\uD800'])
      expect(isSafeText(bad)).toBe(false);
    for (const good of ['', 'Cartório São João', '😀 emoji', 'tab\tline\n', '\u00A0'])
      expect(isSafeText(good)).toBe(true);
  });

  it('names the first unsafe field anywhere in the input, keys included', () => {
    expect(findUnsafeText({ a: 'ok', b: [{ c: 'ok' }, { d: 'x\u0000' }] })).toBe('b.1.d');
    expect(findUnsafeText({ 'k\uD800': 1 })).toBe('?');
    expect(
      findUnsafeText({ n: 1, t: true, z: null, bytes: new Uint8Array([0]), when: new Date(0) }),
    ).toBeNull();
    expect(findUnsafeText('\u0000')).toBe('body');
  });

  it('safeString() fails with the Portuguese message', () => {
    const result = safeString().safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/caracteres inválidos/);
  });
});
