import { expect, it } from 'vitest';
import { groupThreadsByDay } from './history-groups';

it("groups threads into 'Hoje', 'Ontem' and 'Dias passados' by local calendar day, newest first", () => {
  const now = new Date(2026, 2, 10, 0, 30); // just after midnight: 'yesterday' is an hour ago
  const at = (d: number, h: number) => new Date(2026, 2, d, h).toISOString();
  const threads = [
    { id: 'old', created_at: at(1, 12) },
    { id: 'yesterday-late', created_at: at(9, 23) },
    { id: 'today', created_at: new Date(2026, 2, 10, 0, 10).toISOString() },
    { id: 'yesterday-early', created_at: at(9, 0) },
    { id: 'day-before', created_at: at(8, 23) },
  ];
  const groups = groupThreadsByDay(threads, now);
  expect(groups.map((g) => [g.label, g.items.map((t) => t.id)])).toEqual([
    ['Hoje', ['today']],
    ['Ontem', ['yesterday-late', 'yesterday-early']],
    ['Dias passados', ['day-before', 'old']],
  ]);
});

it('omits empty groups and handles month boundaries', () => {
  const now = new Date(2026, 3, 1, 9); // 1 April: yesterday is 31 March
  const groups = groupThreadsByDay([{ created_at: new Date(2026, 2, 31, 18).toISOString() }], now);
  expect(groups.map((g) => g.label)).toEqual(['Ontem']);
});
