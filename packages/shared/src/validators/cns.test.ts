import { describe, expect, it } from 'vitest';
import { formatCns, isValidCns, normalizeCns } from './cns';

describe('CNS da serventia', () => {
  it.each(['115568', '11.556-8', '094003', ' 203213 '])('accepts %s', (cns) =>
    expect(isValidCns(cns)).toBe(true),
  );
  it.each(['11556', '1155680', '', 'ABC123', '11a556'])('rejects %s', (cns) =>
    expect(isValidCns(cns)).toBe(false),
  );
  it('formats and normalizes', () => {
    expect(formatCns('115568')).toBe('11.556-8');
    expect(normalizeCns('11.556-8')).toBe('115568');
    expect(formatCns('123')).toBe('123');
  });
});
