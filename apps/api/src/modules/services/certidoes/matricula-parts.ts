import { findMatriculasInOcr, formatMatricula, type MatriculaParts } from '@siao/shared';

/** The best matrícula in a text: a valid one first, then the first candidate (to be flagged). */
export function matriculaIn(text: string): MatriculaParts | null {
  const found = findMatriculasInOcr(text);
  const best = found.find((f) => f.matricula.valid) ?? found[0];
  if (!best) return null;
  const m = best.matricula;
  return {
    digits: m.digits,
    formatted: formatMatricula(m.digits),
    valid: m.valid,
    corrected: best.corrected,
    cns: m.cns,
    acervo: m.collection,
    servico: m.service,
    ano: m.year,
    tipo_livro: m.bookType,
    tipo_livro_nome: m.bookTypeLabel,
    livro: m.book,
    folha: m.sheet,
    termo: m.entry,
    dv: m.checkDigits,
  };
}
