/**
 * A count with its noun in the right number: "1 fatura", "2 faturas", "0 faturas", "1.234 clientes".
 * `plural` defaults to the singular + "s" (pass it for "1 conversão / 2 conversões", "criada/criadas").
 */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('pt-BR')} ${count === 1 ? singular : plural}`;
}

/** The word alone in the right number ("criada" / "criadas"). */
export function pluralWord(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}
