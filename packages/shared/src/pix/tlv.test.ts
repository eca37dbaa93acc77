import { describe, expect, it } from 'vitest';
import { BrCodeError, encodeTlv, parseTlv } from './tlv';

describe('TLV', () => {
  it('writes id, two-digit length and value', () => {
    expect(encodeTlv('58', 'BR')).toBe('5802BR');
    expect(encodeTlv('62', '')).toBe('6200');
  });
  it('parses what it writes, nested values included', () => {
    const text = encodeTlv('00', '01') + encodeTlv('62', encodeTlv('05', '***'));
    expect(parseTlv(text)).toEqual([
      { id: '00', value: '01' },
      { id: '62', value: '0503***' },
    ]);
    expect(parseTlv('0503***')).toEqual([{ id: '05', value: '***' }]);
  });
  it('refuses values over 99 characters or outside printable ASCII', () => {
    expect(() => encodeTlv('59', 'x'.repeat(100))).toThrow(BrCodeError);
    expect(() => encodeTlv('59', 'São')).toThrow(BrCodeError);
    expect(() => encodeTlv('5', 'x')).toThrow(BrCodeError);
  });
  it('refuses malformed input', () => {
    expect(() => parseTlv('5805BR')).toThrow(BrCodeError);
    expect(() => parseTlv('58')).toThrow(BrCodeError);
    expect(() => parseTlv('AB02BR')).toThrow(BrCodeError);
  });
});
