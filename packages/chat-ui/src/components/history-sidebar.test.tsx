import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { HistorySidebar } from './history-sidebar';

afterEach(cleanup);

const now = new Date(2026, 4, 20, 15);
const geral = { name: 'Assistente Geral' };
const threads = [
  {
    id: 'a',
    name: 'Escritura de compra...',
    created_at: new Date(2026, 4, 20, 9).toISOString(),
    ai_engine_org: geral,
  },
  { id: 'b', name: 'Procuração pública...', created_at: new Date(2026, 4, 19, 18).toISOString() },
  { id: 'c', name: 'Inventário...', created_at: new Date(2026, 3, 2).toISOString() },
];

it('lists threads under Hoje, Ontem and Dias passados, opens one on click and closes on Escape', () => {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  render(
    <HistorySidebar threads={threads} currentId="b" open onSelect={onSelect} onClose={onClose} now={now} />,
  );
  const groups = screen.getAllByTestId('siao-history-group').map((g) => g.textContent);
  // each entry: its title, its time (and date when older), and the assistant's name when known
  expect(groups).toEqual([
    'HojeEscritura de compra...09:00 · Assistente Geral',
    'OntemProcuração pública...18:00',
    'Dias passadosInventário...02/04/2026, 00:00',
  ]);
  expect(screen.getByRole('button', { name: /^Procuração pública/ }).getAttribute('aria-current')).toBe(
    'true',
  );
  fireEvent.click(screen.getByRole('button', { name: /^Inventário/ }));
  expect(onSelect).toHaveBeenCalledWith('c');
  fireEvent.keyDown(screen.getByRole('button', { name: /^Inventário/ }), { key: 'Escape' });
  expect(onClose).toHaveBeenCalled();
});

it('is hidden (and out of the tab order) while closed', () => {
  render(
    <HistorySidebar threads={threads} currentId={null} open={false} onSelect={vi.fn()} onClose={vi.fn()} />,
  );
  expect(screen.getByTestId('siao-history').hidden).toBe(true);
});
