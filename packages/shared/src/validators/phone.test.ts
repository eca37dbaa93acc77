import { describe, expect, it } from 'vitest';
import { ddds, formatPhone, isValidPhone, normalizePhone, phoneKind } from './phone';

describe('Brazilian phone', () => {
  it.each([
    ['(11) 91234-5678', 'mobile'],
    ['11912345678', 'mobile'],
    ['+55 (21) 98765-4321', 'mobile'],
    ['5521987654321', 'mobile'],
    ['(11) 3123-4567', 'landline'],
    ['6132101234', 'landline'],
    ['+55 61 3210-1234', 'landline'],
  ])('%s is a %s', (phone, kind) => expect(phoneKind(phone)).toBe(kind));

  it.each([
    ['unknown DDD 20', '(20) 91234-5678'],
    ['unknown DDD 10', '1031234567'],
    ['11 digits not starting with 9', '(11) 81234-5678'],
    ['landline starting with 9 (missing digit)', '(11) 9123-4567'],
    ['landline starting with 1', '(11) 1123-4567'],
    ['too short', '11 9123'],
    ['letters', '(11) 9123A-5678'],
    ['empty', ''],
  ])('rejects %s', (_, phone) => expect(isValidPhone(phone)).toBe(false));

  it('has the 67 DDDs in use', () => {
    expect(ddds).toHaveLength(67);
    expect(new Set(ddds).size).toBe(67);
  });

  it('formats mobile and landline', () => {
    expect(formatPhone('11912345678')).toBe('(11) 91234-5678');
    expect(formatPhone('+55 11 3123 4567')).toBe('(11) 3123-4567');
    expect(formatPhone('123')).toBe('123');
  });

  it('normalizes to DDD + number', () => expect(normalizePhone('+55 (11) 91234-5678')).toBe('11912345678'));
});
