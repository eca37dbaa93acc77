/**
 * Whether an error means a dependency (PostgreSQL/PGlite, Redis, S3) is out of reach rather than a bug:
 * the API then answers 503 SERVICO_INDISPONIVEL with Retry-After, and the client may try again. Looks at
 * the error and its `cause` chain (drivers wrap the socket's error).
 */
export type Dependency = 'database' | 'redis' | 'storage' | 'network';

/** socket errors: the peer refused, dropped or never answered */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** PostgreSQL: admin shutdown, crash shutdown, cannot connect now; class 08 = connection exception */
const PG_OUTAGE = /^(57P01|57P02|57P03|08[0-9A-Z]{3})$/;
const PG_MESSAGES =
  /Connection terminated|Client has encountered a connection error|PGlite is closed|timeout exceeded when trying to connect/i;
const REDIS_MESSAGES =
  /Connection is closed|max retries per request|Stream isn't writeable|enableOfflineQueue/i;

interface ErrorLike {
  name?: string;
  code?: unknown;
  message?: string;
  cause?: unknown;
  $metadata?: unknown;
}

/** drizzle wraps a failed statement's error (its `cause`) in one with this message */
const DRIZZLE_QUERY = /^Failed query:/;

export function dependencyOutage(error: unknown): Dependency | null {
  let storage = false;
  let database = false;
  for (let e = error as ErrorLike | undefined, depth = 0; e && depth < 6; e = e.cause as ErrorLike, depth++) {
    if (typeof e !== 'object') break;
    if (e.$metadata !== undefined) storage = true;
    if (DRIZZLE_QUERY.test(e.message ?? '')) database = true;
    const code = typeof e.code === 'string' ? e.code : '';
    const message = e.message ?? '';
    if (PG_OUTAGE.test(code) || PG_MESSAGES.test(message)) return 'database';
    if (e.name === 'MaxRetriesPerRequestError' || REDIS_MESSAGES.test(message)) return 'redis';
    // a refused socket under a statement is the database's; under an S3 call, the storage's
    if (NETWORK_CODES.has(code)) return storage ? 'storage' : database ? 'database' : 'network';
  }
  return null;
}
