import { Badge, Box, Button, Collapse, Group, Stack } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { Children, type ReactNode, useId, useState } from 'react';
import { useNarrow } from './use-narrow';

interface ListFiltersProps {
  /** the search box (ListSearch), always in view */
  search?: ReactNode;
  /** the filter controls (Select, MonthPickerInput…), each given its width on wide screens */
  children?: ReactNode;
  /** how many filters are set (shown on the "Filtros" button of narrow screens) */
  active: number;
  /** buttons at the right end (exports, "Novo …") */
  actions?: ReactNode;
  /** widths of the filters on wide screens, in the order of `children` (default 200 px) */
  widths?: number[];
}

/**
 * Search and filters above a list. On wide screens they sit in one row; below 768 px the search stays
 * and the filters fold behind a "Filtros" button that counts the filters in use.
 */
export function ListFilters({ search, children, active, actions, widths = [] }: ListFiltersProps) {
  const narrow = useNarrow();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const filters = Children.toArray(children).filter(Boolean);
  if (narrow) {
    return (
      <Stack gap="xs">
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
        {search}
        {filters.length > 0 && (
          <>
            <Button
              variant="default"
              leftSection={<IconFilter size={16} />}
              rightSection={
                active > 0 ? (
                  <Badge size="sm" circle data-testid="active-filters">
                    {active}
                  </Badge>
                ) : null
              }
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((o) => !o)}
            >
              Filtros
            </Button>
            <Collapse expanded={open} id={panelId}>
              <Stack gap="xs">{filters}</Stack>
            </Collapse>
          </>
        )}
      </Stack>
    );
  }
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      {search && <Box w={280}>{search}</Box>}
      {filters.map((filter, i) => (
        <Box key={(filter as { key?: string }).key ?? i} w={widths[i] ?? 200}>
          {filter}
        </Box>
      ))}
      {actions && (
        <Group gap="xs" ml="auto" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
