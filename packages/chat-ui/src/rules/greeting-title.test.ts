import { expect, it } from 'vitest';
import { greetingMessage, greetingTitle, weekdayMessages } from './greeting';
import { threadTitle } from './thread-title';

// 21:40 in São Paulo on Thursday 26/11/2026 (00:40 UTC on Friday): whatever zone the test machine is in
const evening = new Date('2026-11-27T00:40:00Z');

it('greets by name, or as a visitor when no name is given, by the São Paulo hour', () => {
  expect(greetingTitle('Maria', evening)).toBe('Boa noite, Maria!');
  expect(greetingTitle('  ', evening)).toBe('Boa noite, visitante!');
  expect(greetingTitle(undefined, new Date('2026-11-26T12:00:00Z'))).toBe('Bom dia, visitante!');
  expect(greetingTitle('Maria', new Date('2026-11-26T18:00:00Z'))).toBe('Boa tarde, Maria!');
});

it("the weekday's message is São Paulo's weekday and never says a salutation of another time of day", () => {
  expect(weekdayMessages[4]).toContain(greetingMessage(evening, () => 0)); // Thursday, not Friday
  for (const day of weekdayMessages)
    for (const m of day) expect(m).not.toMatch(/Bom dia|Boa tarde|Boa noite/);
});

it('has at least three distinct messages for every weekday and picks one of that day', () => {
  expect(weekdayMessages).toHaveLength(7);
  for (const day of weekdayMessages) expect(new Set(day).size).toBeGreaterThanOrEqual(3);
  const friday = new Date('2026-01-02T15:00:00Z'); // a Friday afternoon in São Paulo
  expect(greetingMessage(friday, () => 0)).toBe(weekdayMessages[5]![0]);
  expect(greetingMessage(friday, () => 0.999)).toBe(weekdayMessages[5]!.at(-1));
  expect(greetingMessage(new Date('2026-01-04T15:00:00Z'), () => 0.5)).toBe(weekdayMessages[0]![1]);
});

it('names a thread after the first 25 characters of the first message plus an ellipsis', () => {
  expect(threadTitle('Quais documentos preciso para lavrar uma escritura?')).toBe(
    'Quais documentos preciso ...',
  );
  expect(threadTitle('Oi')).toBe('Oi...');
  expect(threadTitle('ação'.repeat(10))).toHaveLength(28);
});
