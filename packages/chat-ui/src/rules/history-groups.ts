import { texts } from '../texts';

export interface ThreadGroup<T> {
  label: string;
  items: T[];
}

function dayStart(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Spec §2: 'Hoje', 'Ontem', 'Dias passados' by created_at in the user's local calendar, newest first. */
export function groupThreadsByDay<T extends { created_at: string }>(
  threads: T[],
  now = new Date(),
): ThreadGroup<T>[] {
  const today = dayStart(now);
  const yesterday = dayStart(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: ThreadGroup<T>[] = [
    { label: texts.today, items: [] },
    { label: texts.yesterday, items: [] },
    { label: texts.older, items: [] },
  ];
  const sorted = [...threads].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  for (const thread of sorted) {
    const day = dayStart(new Date(thread.created_at));
    const index = day >= today ? 0 : day >= yesterday ? 1 : 2;
    groups[index]!.items.push(thread);
  }
  return groups.filter((g) => g.items.length > 0);
}
