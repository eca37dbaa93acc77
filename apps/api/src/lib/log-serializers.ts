interface QueryFailure extends Error {
  query: string;
  params: unknown[];
  cause?: { code?: string; constraint?: string; table?: string; column?: string };
}

const isQueryFailure = (err: Error): err is QueryFailure =>
  typeof err === 'object' && err !== null && 'query' in err && 'params' in err;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * A failed query's error carries the SQL and its parameters (personal data) in its message and
 * stack; the log keeps only what identifies the failure: the driver's code, constraint and table.
 */
export function serializeError(err: Error): SerializedError {
  if (!(err instanceof Error)) return err;
  if (!isQueryFailure(err)) {
    const { code, statusCode } = err as Error & { code?: unknown; statusCode?: unknown };
    return { type: err.name, message: err.message, stack: err.stack ?? '', code, statusCode };
  }
  const cause = err.cause ?? {};
  return {
    type: 'QueryFailed',
    message: `consulta ao banco falhou (${cause.code ?? 'sem código'})`,
    stack: '',
    code: cause.code,
    constraint: cause.constraint,
    table: cause.table,
    column: cause.column,
  };
}
