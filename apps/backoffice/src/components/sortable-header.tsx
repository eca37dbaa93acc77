import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';

interface Props {
  field: string;
  label: string;
  /** current sort: `field` ascending, `-field` descending */
  sort: string;
  onSort: (sort: string) => void;
}

/** Column header that toggles the list's sort between ascending and descending. */
export function SortableHeader({ field, label, sort, onSort }: Props) {
  const active = sort.replace(/^-/, '') === field;
  const descending = sort.startsWith('-');
  const Icon = !active ? IconArrowsSort : descending ? IconArrowDown : IconArrowUp;
  return (
    <UnstyledButton
      onClick={() => onSort(active && !descending ? `-${field}` : field)}
      aria-label={`Ordenar por ${label.toLowerCase()}`}
    >
      <Group gap={4} wrap="nowrap">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Icon size={14} opacity={active ? 1 : 0.35} />
      </Group>
    </UnstyledButton>
  );
}
