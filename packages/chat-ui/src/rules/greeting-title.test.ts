import { expect, it } from 'vitest';
import { greetingMessage, greetingTitle, weekdayMessages } from './greeting';
import { threadTitle } from './thread-title';

it('greets by name, or as a visitor when no name is given', () => {
  expect(greetingTitle('Maria')).toBe('Olá, Maria!');
  expect(greetingTitle('  ')).toBe('Olá, visitante!');
  expect(greetingTitle(undefined)).toBe('Olá, visitante!');
});

it('has at least three distinct messages for every weekday and picks one of that day', () => {
  expect(weekdayMessages).toHaveLength(7);
  for (const day of weekdayMessages) expect(new Set(day).size).toBeGreaterThanOrEqual(3);
  const friday = new Date(2026, 0, 2); // a Friday
  expect(greetingMessage(friday, () => 0)).toBe(weekdayMessages[5]![0]);
  expect(greetingMessage(friday, () => 0.999)).toBe(weekdayMessages[5]!.at(-1));
  expect(greetingMessage(new Date(2026, 0, 4), () => 0.5)).toBe(weekdayMessages[0]![1]);
});

it('names a thread after the first 25 characters of the first message plus an ellipsis', () => {
  expect(threadTitle('Quais documentos preciso para lavrar uma escritura?')).toBe(
    'Quais documentos preciso ...',
  );
  expect(threadTitle('Oi')).toBe('Oi...');
  expect(threadTitle('ação'.repeat(10))).toHaveLength(28);
});
