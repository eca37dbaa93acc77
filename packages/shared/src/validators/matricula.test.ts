import { describe, expect, it } from 'vitest';
import { formatMatricula, isValidMatricula, matriculaCheckDigits, parseMatricula } from './matricula';

/** The published examples of domain-notes.md. */
const EXAMPLES = [
  '104539 01 55 2013 1 00012 021 0000123 21',
  '115568 01 55 2011 2 00198 278 0059433-91',
  '094003 01 55 2011 1 00110 002 0051917 43',
  '203213.01.55.2019.4.03108.343.1021163-86',
  '219242 01 55 2023 1 06304 243 1158185-36',
];

describe('certidão matrícula', () => {
  it.each(EXAMPLES)('validates %s', (m) => {
    expect(isValidMatricula(m)).toBe(true);
    expect(isValidMatricula(m.replace(/\D/g, ''))).toBe(true);
  });

  it('parses every field of a nascimento matrícula', () => {
    expect(parseMatricula(EXAMPLES[0]!)).toEqual({
      digits: '10453901552013100012021000012321',
      cns: '104539',
      collection: '01',
      service: '55',
      year: 2013,
      bookType: 1,
      bookTypeLabel: 'Livro A - Nascimento',
      book: '00012',
      sheet: '021',
      entry: '0000123',
      checkDigits: '21',
      valid: true,
    });
  });

  it('names the book of each example', () => {
    expect(EXAMPLES.map((m) => parseMatricula(m)?.bookTypeLabel)).toEqual([
      'Livro A - Nascimento',
      'Livro B - Casamento',
      'Livro A - Nascimento',
      'Livro C - Óbito',
      'Livro A - Nascimento',
    ]);
    const obito = parseMatricula(EXAMPLES[3]!);
    expect(obito).toMatchObject({ cns: '203213', year: 2019, book: '03108', sheet: '343', entry: '1021163' });
  });

  it('computes the check digits from the first 30 digits', () => {
    expect(matriculaCheckDigits('115568015520112001982780059433')).toBe('91');
    // remainder 10 counts as 1
    expect(matriculaCheckDigits('104539015520131000120210000004')).toBe('12');
  });

  it.each([
    ['one digit changed', '104539 01 55 2013 1 00012 021 0000124 21'],
    ['swapped DVs', '104539 01 55 2013 1 00012 021 0000123 12'],
    ['31 digits', '104539 01 55 2013 1 00012 021 0000123 2'],
    ['33 digits', '104539 01 55 2013 1 00012 021 0000123 210'],
    ['letters', '104539 01 55 2013 1 00012 021 000O123 21'],
  ])('rejects %s', (_, m) => expect(isValidMatricula(m)).toBe(false));

  it('marks as invalid a service other than 55 or an unknown book type even with matching DVs', () => {
    const base30 = '104539015620131000120210000123';
    const m = parseMatricula(`${base30}${matriculaCheckDigits(base30)}`);
    expect(m?.service).toBe('56');
    expect(m?.valid).toBe(false);

    const bookType8 = '104539015520138000120210000123';
    const m8 = parseMatricula(`${bookType8}${matriculaCheckDigits(bookType8)}`);
    expect(m8?.bookType).toBeNull();
    expect(m8?.valid).toBe(false);
  });

  it('formats with the grouping printed on certidões', () => {
    expect(formatMatricula('11556801552011200198278005943391')).toBe(
      '115568 01 55 2011 2 00198 278 0059433-91',
    );
    expect(formatMatricula('123')).toBe('123');
  });
});
