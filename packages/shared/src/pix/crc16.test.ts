import { describe, expect, it } from 'vitest';
import { crc16CcittFalse } from './crc16';

describe('crc16CcittFalse', () => {
  it('gives the catalogue check value 29B1 for "123456789"', () =>
    expect(crc16CcittFalse('123456789')).toBe('29B1'));
  it('starts from 0xFFFF (empty input)', () => expect(crc16CcittFalse('')).toBe('FFFF'));
  it('pads to 4 uppercase hex digits', () => expect(crc16CcittFalse('A')).toMatch(/^[0-9A-F]{4}$/));
});
