import { Alert, Button, Pagination, Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../lib/http/api-error';

/** A refusal that asking again cannot change (not found, not yours, invalid): no retry to offer. */
const final = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![408, 429].includes(error.status);

/**
 * A query that failed: its Portuguese message and a retry; when retrying cannot help (another client's
 * record, one that does not exist), only the way `back`.
 */
export function QueryErrorAlert({
  error,
  onRetry,
  back,
}: {
  error: unknown;
  onRetry: () => void;
  back?: string;
}) {
  return (
    <Alert color="red" role="alert">
      {errorMessage(error)}{' '}
      {!final(error) ? (
        <Button variant="subtle" size="compact-sm" onClick={onRetry}>
          Tentar novamente
        </Button>
      ) : (
        back && (
          <Button component={Link} to={back} variant="subtle" size="compact-sm">
            Voltar
          </Button>
        )
      )}
    </Alert>
  );
}

/** Placeholder rows while a list table loads. */
export function LoadingRows({ colSpan }: { colSpan: number }) {
  return [1, 2, 3].map((i) => (
    <Table.Tr key={i}>
      <Table.Td colSpan={colSpan}>
        <Skeleton h={20} />
      </Table.Td>
    </Table.Tr>
  ));
}

/** The one row of an empty list table, saying what to do next. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text ta="center" c="dimmed" py="lg">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** Page links under a server-paged list; nothing when everything fits on one page. */
export function ListPagination(props: {
  total: number;
  limit: number;
  page: number;
  onChange: (page: number) => void;
  size?: 'sm';
}) {
  if (props.total <= props.limit) return null;
  return (
    <Pagination
      value={props.page}
      onChange={props.onChange}
      total={Math.ceil(props.total / props.limit)}
      size={props.size}
    />
  );
}
