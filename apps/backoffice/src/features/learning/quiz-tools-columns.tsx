import { Text } from '@mantine/core';
import type { Accommodation, RegradeResult } from '@siao/shared';
import { formatPercent } from '@siao/shared';
import type { ListColumn } from '../../components/list-page';

export const pct = (n: number) => formatPercent(n);

/** "Adaptações": one learner's extra time and attempts (the remove button is added by the page). */
export const accommodationColumns: ListColumn<Accommodation>[] = [
  {
    key: 'aluno',
    label: 'Aluno',
    cell: (a) => (
      <>
        {a.user_name}{' '}
        <Text span c="dimmed" size="sm">
          {a.user_email}
        </Text>
      </>
    ),
  },
  { key: 'minutos', label: 'Minutos extras', cell: (a) => a.extra_minutes },
  {
    key: 'multiplicador',
    label: 'Multiplicador',
    cell: (a) => `× ${a.time_multiplier.toLocaleString('pt-BR')}`,
  },
  { key: 'tentativas', label: 'Tentativas extras', cell: (a) => a.extra_attempts },
];

const verdict = (passed: boolean) => (passed ? '(aprovado)' : '(reprovado)');

/** "Recalcular notas": each attempt whose score changes, before and after. */
export const regradeColumns: ListColumn<RegradeResult['changes'][number]>[] = [
  { key: 'aluno', label: 'Aluno', cell: (c) => c.user_name },
  { key: 'tentativa', label: 'Tentativa', cell: (c) => c.number },
  { key: 'antes', label: 'Nota antes', cell: (c) => `${pct(c.before_percent)} ${verdict(c.before_passed)}` },
  { key: 'depois', label: 'Nota depois', cell: (c) => `${pct(c.after_percent)} ${verdict(c.after_passed)}` },
  {
    key: 'diferenca',
    label: 'Diferença',
    cell: (c) =>
      `${c.after_percent >= c.before_percent ? '+' : ''}${(c.after_percent - c.before_percent).toLocaleString(
        'pt-BR',
        { maximumFractionDigits: 2 },
      )} p.p.`,
  },
];
