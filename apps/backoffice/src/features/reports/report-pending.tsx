import { Alert, Loader } from '@mantine/core';
import { errorMessage } from '../../lib/http/api-error';

/** What a report view shows before its data: a loader while it loads, then why it did not. */
export function ReportPending({ query }: { query: { isLoading: boolean; error: unknown } }) {
  if (query.isLoading) return <Loader />;
  return <Alert color="red">{errorMessage(query.error)}</Alert>;
}
