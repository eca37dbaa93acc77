/** Tipo do livro, 15th digit of the certidão matrícula (Código Nacional de Normas, art. 473). */
const matriculaBookTypes = {
  1: { book: 'A', name: 'Nascimento' },
  2: { book: 'B', name: 'Casamento' },
  3: { book: 'B Auxiliar', name: 'Casamento religioso' },
  4: { book: 'C', name: 'Óbito' },
  5: { book: 'C Auxiliar', name: 'Natimorto' },
  6: { book: 'D', name: 'Proclamas' },
  7: { book: 'E', name: 'Demais atos' },
} as const;

export type MatriculaBookType = keyof typeof matriculaBookTypes;

export function isMatriculaBookType(value: number): value is MatriculaBookType {
  return Object.hasOwn(matriculaBookTypes, value);
}

/** `Livro A - Nascimento`, as a clerk names it. */
export function matriculaBookTypeLabel(type: MatriculaBookType): string {
  const { book, name } = matriculaBookTypes[type];
  return `Livro ${book} - ${name}`;
}
