import {
  type LearnerProgress,
  type ProgressSummaryRow,
  progressStatusLabels,
  saoPauloParts,
} from '@siao/shared';
import type { ExportColumn } from '../../../lib/export/table-export';
import type { listProgress, SummaryGroup } from './progress-repository';

type ProgressRow = Awaited<ReturnType<typeof listProgress>>['rows'][number];

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const round = (n: number | null) =>
  n === null || n === undefined ? null : Math.round(Number(n) * 100) / 100;

export function toLearnerProgress(r: ProgressRow): LearnerProgress {
  return {
    user_id: r.userId,
    user_name: r.userName,
    user_email: r.userEmail,
    client_id: r.clientId,
    client_name: r.clientName,
    journey_id: r.journeyId,
    journey_title: r.journeyTitle,
    enrolled_at: iso(r.enrolledAt)!,
    due_at: iso(r.dueAt),
    completed_at: iso(r.completedAt),
    status: r.status as LearnerProgress['status'],
    steps_done: Number(r.stepsDone),
    steps_total: Number(r.stepsTotal),
    attempts: Number(r.attempts),
    score_percent: round(r.scorePercent),
    certificate_id: r.certificateId,
  };
}

export function toSummaryRow(r: SummaryGroup): ProgressSummaryRow {
  const enrolled = Object.values(r.counts).reduce((a, b) => a + b, 0);
  return {
    client_id: r.clientId,
    client_name: r.clientName,
    journey_id: r.journeyId,
    journey_title: r.journeyTitle,
    enrolled,
    ...r.counts,
    completion_percent: enrolled ? round((r.counts.concluida / enrolled) * 100)! : 0,
    score_percent: round(r.scorePercent),
    attempts: r.attempts,
  };
}

/** `yyyy-mm-dd` in São Paulo, as the export's date columns expect. */
const day = (value: string | null) => {
  if (!value) return null;
  const p = saoPauloParts(value);
  return `${p.year}-${p.month}-${p.day}`;
};

export const learnerProgressColumns: ExportColumn<LearnerProgress>[] = [
  { header: 'Cliente', kind: 'text', value: (r) => r.client_name },
  { header: 'Aluno', kind: 'text', value: (r) => r.user_name },
  { header: 'E-mail', kind: 'text', value: (r) => r.user_email },
  { header: 'Jornada', kind: 'text', value: (r) => r.journey_title },
  { header: 'Situação', kind: 'text', value: (r) => progressStatusLabels[r.status] },
  { header: 'Inscrição', kind: 'date', value: (r) => day(r.enrolled_at) },
  { header: 'Prazo', kind: 'date', value: (r) => day(r.due_at) },
  { header: 'Conclusão', kind: 'date', value: (r) => day(r.completed_at) },
  { header: 'Etapas concluídas', kind: 'number', value: (r) => r.steps_done },
  { header: 'Etapas', kind: 'number', value: (r) => r.steps_total },
  { header: 'Tentativas', kind: 'number', value: (r) => r.attempts },
  { header: 'Nota (%)', kind: 'percent', value: (r) => r.score_percent },
];

export const progressSummaryColumns: ExportColumn<ProgressSummaryRow>[] = [
  { header: 'Cliente', kind: 'text', value: (r) => r.client_name },
  { header: 'Jornada', kind: 'text', value: (r) => r.journey_title },
  { header: 'Inscritos', kind: 'number', value: (r) => r.enrolled },
  { header: 'Não iniciada', kind: 'number', value: (r) => r.nao_iniciada },
  { header: 'Em andamento', kind: 'number', value: (r) => r.em_andamento },
  { header: 'Concluída', kind: 'number', value: (r) => r.concluida },
  { header: 'Atrasada', kind: 'number', value: (r) => r.atrasada },
  { header: 'Conclusão (%)', kind: 'percent', value: (r) => r.completion_percent },
  { header: 'Nota média (%)', kind: 'percent', value: (r) => r.score_percent },
  { header: 'Tentativas', kind: 'number', value: (r) => r.attempts },
];
