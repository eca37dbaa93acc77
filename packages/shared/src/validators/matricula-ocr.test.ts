import { describe, expect, it } from 'vitest';
import { isValidMatricula, parseMatricula } from './matricula';
import { findMatriculasInOcr } from './matricula-ocr';

const published = [
  '104539 01 55 2013 1 00012 021 0000123 21',
  '115568 01 55 2011 2 00198 278 0059433-91',
  '094003 01 55 2011 1 00110 002 0051917 43',
  '203213.01.55.2019.4.03108.343.1021163-86',
  '219242 01 55 2023 1 06304 243 1158185-36',
];

describe('findMatriculasInOcr', () => {
  it('validates every published example of domain-notes', () => {
    for (const m of published) expect(isValidMatricula(m)).toBe(true);
    expect(parseMatricula(published[3]!)?.bookTypeLabel).toBe('Livro C - Óbito');
  });

  it('reads O/0, l/1, I/1, S/5 and B/8 confusions when the check digits then pass', () => {
    const [m] = findMatriculasInOcr('MATRÍCULA 1O4539 01 55 2013 1 00012 O21 0000l23 2l');
    expect(m?.matricula.digits).toBe('10453901552013100012021000012321');
    expect(m?.matricula.valid).toBe(true);
    expect(m?.corrected).toBe(true);
    const [n] = findMatriculasInOcr('219242 01 S5 2023 1 06304 243 11S81B5-36');
    expect(n?.matricula.valid).toBe(true);
  });

  it('flags instead of fixing when swapping letters does not reach a valid DV', () => {
    const [m] = findMatriculasInOcr('219242 01 55 2023 1 06304 243 1158I86-36');
    expect(m?.matricula.valid).toBe(false);
    expect(m?.corrected).toBe(false);
    expect(findMatriculasInOcr('219242 01 55 2023 1 06304 243 1158186-36')[0]?.matricula.valid).toBe(false);
  });

  it('never turns words into matrículas', () => {
    expect(findMatriculasInOcr('SOBOS IOIO lll OOSS BBBB')).toEqual([]);
  });
});
