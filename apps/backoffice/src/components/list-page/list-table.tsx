import { Box, Group, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyRow, LoadingRows, QueryErrorAlert } from '../list-table-states';
import { SortableHeader } from '../sortable-header';
import { useNarrow } from './use-narrow';

export interface ListColumn<T> {
  /** unique among the columns; also the `data-testid` suffix when `testId` is not given */
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** the API's sort field: the header sorts by it */
  sort?: string;
  align?: 'right';
  /** `data-testid` of the cell (table) and of the value (card) */
  testId?: string;
  /** leave out of the card (the card's title already says it) */
  hideOnCard?: boolean;
  /** no line breaks in the table cell (CNPJ, money) */
  nowrap?: boolean;
}

/** What the list needs of its query (a TanStack Query result fits). */
export interface ListQueryState {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ListTableProps<T> {
  rows: T[];
  rowKey: (row: T) => string;
  /** the first column is the card's title; the others are shown on the card with their labels */
  columns: ListColumn<T>[];
  /** the list's query (default: rows already loaded, e.g. a report's table) */
  query?: ListQueryState;
  /** what the empty list says (what to do next) */
  empty?: ReactNode;
  /** current sort (`field` or `-field`) and how to change it */
  sort?: string;
  onSort?: (sort: string) => void;
  onRowClick?: (row: T) => void;
  /** the row shown beside the list (highlighted, `aria-current`) */
  isSelected?: (row: T) => boolean;
  /** `data-testid` of each row (table row and card) */
  rowTestId?: string;
  /** an extra first cell (e.g. a selection checkbox): table header + cell, and the card's corner */
  leading?: { header: ReactNode; cell: (row: T) => ReactNode };
  /** below this the table scrolls sideways on wide screens (default 720 px) */
  minWidth?: number;
  striped?: boolean;
  /** names the table and the card list for screen readers */
  label: string;
}

/**
 * A list's rows: a table on wide screens, one card per row below 768 px (each card shows the row's
 * fields with their labels, so nothing hides behind sideways scrolling). Loading, empty and error
 * states are the same on every list.
 */
const loaded: ListQueryState = {
  isPending: false,
  isSuccess: true,
  isError: false,
  error: null,
  refetch: () => {},
};

export function ListTable<T>(given: ListTableProps<T>) {
  const narrow = useNarrow();
  const props = { ...given, query: given.query ?? loaded };
  const { query, rows } = props;
  return (
    <>
      {query.isError && <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />}
      {narrow ? <ListCards {...props} /> : <WideTable {...props} />}
      {query.isSuccess && rows.length === 0 && narrow && props.empty && (
        <Text ta="center" c="dimmed" py="lg">
          {props.empty}
        </Text>
      )}
    </>
  );
}

function WideTable<T>({
  rows,
  rowKey,
  columns,
  query,
  empty,
  sort,
  onSort,
  onRowClick,
  isSelected,
  rowTestId,
  leading,
  minWidth = 720,
  striped,
  label,
}: ListTableProps<T> & { query: ListQueryState }) {
  const span = columns.length + (leading ? 1 : 0);
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table highlightOnHover striped={striped} verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {leading && <Table.Th w={40}>{leading.header}</Table.Th>}
              {columns.map((c) => (
                <Table.Th key={c.key} ta={c.align}>
                  {c.sort && sort !== undefined && onSort ? (
                    <SortableHeader field={c.sort} label={c.label} sort={sort} onSort={onSort} />
                  ) : (
                    c.label
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.isPending && <LoadingRows colSpan={span} />}
            {rows.map((row) => (
              <Table.Tr
                key={rowKey(row)}
                data-testid={rowTestId}
                {...selectedProps(isSelected?.(row))}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {leading && <Table.Td onClick={(e) => e.stopPropagation()}>{leading.cell(row)}</Table.Td>}
                {columns.map((c) => (
                  <Table.Td
                    key={c.key}
                    ta={c.align}
                    data-testid={c.testId}
                    style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {query.isSuccess && rows.length === 0 && empty && <EmptyRow colSpan={span}>{empty}</EmptyRow>}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function ListCards<T>({
  rows,
  rowKey,
  columns,
  query,
  sort,
  onSort,
  onRowClick,
  isSelected,
  rowTestId,
  leading,
  label,
}: ListTableProps<T> & { query: ListQueryState }) {
  const [title, ...fields] = columns;
  const sortable = columns.filter((c) => c.sort);
  return (
    <Stack gap="xs">
      {sortable.length > 0 && sort !== undefined && onSort && (
        <Select
          label="Ordenar por"
          data={sortable.flatMap((c) => [
            { value: c.sort!, label: `${c.label} (crescente)` },
            { value: `-${c.sort}`, label: `${c.label} (decrescente)` },
          ])}
          value={sort}
          onChange={(v) => v && onSort(v)}
          allowDeselect={false}
        />
      )}
      {query.isPending && [1, 2, 3].map((i) => <Skeleton key={i} h={96} radius="md" />)}
      <Stack gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <Paper
            key={rowKey(row)}
            component="li"
            withBorder
            radius="md"
            p="sm"
            data-testid={rowTestId}
            {...selectedProps(isSelected?.(row))}
            style={onRowClick ? { cursor: 'pointer' } : undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start" mb={6}>
              {leading && (
                <Box onClick={(e) => e.stopPropagation()} pt={2}>
                  {leading.cell(row)}
                </Box>
              )}
              <Box style={{ minWidth: 0, flex: 1 }} data-testid={title?.testId}>
                {title?.cell(row)}
              </Box>
            </Group>
            <Box
              component="dl"
              m={0}
              style={{
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
                gap: '4px 12px',
              }}
            >
              {fields
                .filter((c) => !c.hideOnCard)
                .map((c) => (
                  <CardField key={c.key} column={c} row={row} />
                ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/** The row open beside the list: highlighted, and named as the current one for screen readers. */
function selectedProps(selected: boolean | undefined) {
  return selected ? { bg: 'var(--mantine-color-blue-light)', 'aria-current': true as const } : {};
}

function CardField<T>({ column, row }: { column: ListColumn<T>; row: T }) {
  return (
    <>
      <Text component="dt" size="xs" c="dimmed">
        {column.label}
      </Text>
      <Box component="dd" m={0} fz="sm" data-testid={column.testId} style={{ overflowWrap: 'anywhere' }}>
        {column.cell(row)}
      </Box>
    </>
  );
}
