import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { HistorySidebar } from './history-sidebar';

afterEach(cleanup);

const now = new Date(2026, 4, 20, 15);
const threads = [
  { id: 'a', name: 'Escritura de compra...', created_at: new Date(2026, 4, 20, 9).toISOString() },
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
  expect(groups).toEqual([
    'HojeEscritura de compra...',
    'OntemProcuração pública...',
    'Dias passadosInventário...',
  ]);
  expect(screen.getByRole('button', { name: 'Procuração pública...' }).getAttribute('aria-current')).toBe(
    'true',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Inventário...' }));
  expect(onSelect).toHaveBeenCalledWith('c');
  fireEvent.keyDown(screen.getByRole('button', { name: 'Inventário...' }), { key: 'Escape' });
  expect(onClose).toHaveBeenCalled();
});

it('is hidden (and out of the tab order) while closed', () => {
  render(
    <HistorySidebar threads={threads} currentId={null} open={false} onSelect={vi.fn()} onClose={vi.fn()} />,
  );
  expect(screen.getByTestId('siao-history').hidden).toBe(true);
});
