import { formatDate, saoPauloParts } from '@siao/shared';
import type { AppDeps } from '../../../deps';
import { claimReminder, openEnrolmentsWithDue } from './reminder-repository';

const DAY_MS = 86_400_000;
/** overdue learners are reminded on the 1st day late, then weekly (8th, 15th…) */
const OVERDUE_EVERY_DAYS = 7;

const dayOf = (d: Date | string) => {
  const p = saoPauloParts(d);
  return `${p.year}-${p.month}-${p.day}`;
};
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS);

function groupBy<T>(items: T[], key: (item: T) => string) {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

type Row = Awaited<ReturnType<typeof openEnrolmentsWithDue>>[number];
interface Due {
  row: Row;
  late: boolean;
}

/**
 * The daily reminders: each learner whose journey is due in LEARNING_REMINDER_DAYS days, or is
 * overdue (1st day, then weekly), gets ONE e-mail listing those journeys; each client with such
 * learners gets one summary at its contact e-mail. At most one e-mail per recipient per day.
 */
export async function sendLearningReminders(deps: AppDeps, now = new Date()) {
  const today = dayOf(now);
  const before = deps.config.LEARNING_REMINDER_DAYS;
  const due: Due[] = [];
  for (const row of await openEnrolmentsWithDue(deps.db)) {
    const left = daysBetween(today, dayOf(row.dueAt));
    if (before > 0 && left === before) due.push({ row, late: false });
    else if (left < 0 && (-left - 1) % OVERDUE_EVERY_DAYS === 0) due.push({ row, late: true });
  }
  const byUser = groupBy(due, (d) => d.row.userId);
  const link = `${deps.config.PUBLIC_URL}/treinamentos`;
  let sent = 0;
  for (const [userId, items] of byUser) {
    if (!(await claimReminder(deps.db, `user:${userId}`, today))) continue;
    const first = items[0]!.row;
    const lines = items.map(({ row, late }) =>
      late
        ? `- ${row.journeyTitle}: o prazo terminou em ${formatDate(row.dueAt)}.`
        : `- ${row.journeyTitle}: conclua até ${formatDate(row.dueAt)}.`,
    );
    await deps.mailer.send({
      to: first.userEmail,
      subject: items.some((i) => i.late) ? 'Treinamento com prazo vencido' : 'Lembrete: prazo de treinamento',
      text: `Olá, ${first.userName}.\n\nSeus treinamentos no SiãoSeg:\n${lines.join('\n')}\n\nContinue em ${link}\n`,
    });
    sent++;
  }
  const byClient = groupBy(due, (d) => d.row.clientId);
  for (const [clientId, items] of byClient) {
    const email = items[0]!.row.clientEmail;
    if (!email || !(await claimReminder(deps.db, `client:${clientId}`, today))) continue;
    const lines = items.map(
      ({ row, late }) =>
        `- ${row.userName} (${row.userEmail}): ${row.journeyTitle}, ${late ? 'atrasado desde' : 'prazo em'} ${formatDate(row.dueAt)}`,
    );
    await deps.mailer.send({
      to: email,
      subject: `SiãoSeg: resumo dos treinamentos de ${items[0]!.row.clientName}`,
      text: `Resumo de hoje dos treinamentos com prazo próximo ou vencido:\n\n${lines.join('\n')}\n`,
    });
    sent++;
  }
  return sent;
}
