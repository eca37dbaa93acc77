import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ListColumn } from '../../components/list-page';

export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const next = [...items];
  const target = index + delta;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Keyboard-reachable up/down buttons (the accessible stand-in for drag and drop). */
export function OrderButtons({
  index,
  count,
  label,
  onMove,
}: {
  index: number;
  count: number;
  label: string;
  onMove: (delta: number) => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label={`Mover ${label} para cima`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label={`Mover ${label} para baixo`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
    </Group>
  );
}

/** Field errors of a failed save, keyed by field path, plus a message for the top of the form. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const e = error as { fieldErrors?: () => Record<string, string> } | null;
  return e?.fieldErrors ? e.fieldErrors() : {};
}

/**
 * The "Ordem" column of a paged list whose order is global (journeys, a quiz's questions): up/down move the
 * row within `all`, and `save` gets every id in the new order. Leave it out while the list is filtered.
 */
export function orderColumn<T extends { id: string }>(
  all: readonly T[],
  labelOf: (item: T, at: number) => string,
  save: (ids: string[]) => void,
): ListColumn<T> {
  return {
    key: 'ordem',
    label: 'Ordem',
    cell: (item) => {
      const at = all.findIndex((x) => x.id === item.id);
      return (
        at >= 0 && (
          <OrderButtons
            index={at}
            count={all.length}
            label={labelOf(item, at)}
            onMove={(d) => save(moveItem(all, at, d).map((x) => x.id))}
          />
        )
      );
    },
  };
}
