import { countLabel, type FaturaLoteItem, pluralWord } from '@siao/shared';

export type LoteAcao = 'email' | 'pagamento' | 'cancelamento' | 'pdf';

/** What happened to each fatura, as a participle in both numbers. */
const done: Record<LoteAcao, [string, string]> = {
  email: ['enviada por e-mail', 'enviadas por e-mail'],
  pagamento: ['marcada como paga', 'marcadas como pagas'],
  cancelamento: ['cancelada', 'canceladas'],
  pdf: ['incluída no arquivo', 'incluídas no arquivo'],
};

/** Short reasons for the summary; any other refusal is said with the server's own message. */
const reasons: Record<string, string> = {
  FATURA_PAID_CANNOT_CANCEL: 'já paga',
  FATURA_ALREADY_PAID: 'já paga',
  FATURA_CANCELLED: 'cancelada',
  FATURA_CLIENT_NO_EMAIL: 'cliente sem e-mail cadastrado',
  FATURA_PAYMENT_BEFORE_ISSUE: 'data anterior à emissão',
  FATURA_PAYMENT_IN_FUTURE: 'data no futuro',
  NOT_FOUND: 'não encontrada',
};
const reasonOf = (item: FaturaLoteItem) =>
  reasons[item.codigo ?? ''] ??
  (item.mensagem ?? '').replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase());

/**
 * One sentence for the end of a batch: "3 faturas canceladas, 1 não pôde ser cancelada: já paga";
 * with several reasons, each with its count ("já paga (2), não encontrada (1)").
 */
export function loteSummary(acao: LoteAcao, itens: FaturaLoteItem[]): string {
  const ok = itens.filter((i) => i.ok).length;
  const failed = itens.filter((i) => !i.ok);
  const [one, many] = done[acao];
  const head = `${countLabel(ok, 'fatura')} ${pluralWord(ok, one, many)}`;
  if (!failed.length) return head;
  const counts = new Map<string, number>();
  for (const item of failed) counts.set(reasonOf(item), (counts.get(reasonOf(item)) ?? 0) + 1);
  const why = [...counts].map(([reason, n]) => (counts.size > 1 ? `${reason} (${n})` : reason)).join(', ');
  const verb = pluralWord(failed.length, 'não pôde ser', 'não puderam ser');
  const what = pluralWord(failed.length, one, many).replace(/ (por e-mail|no arquivo)$/, '');
  return `${head}, ${failed.length.toLocaleString('pt-BR')} ${verb} ${what}${why ? `: ${why}` : ''}`;
}
