import { AppError } from '../errors';
import { FileRejectedError } from '../files/file-rejection';

/**
 * A failure a retry cannot change: the same file gets the same refusal (too big, too many pixels
 * or pages, a zip bomb, unreadable) — a job handler records it as the job's final error instead of
 * rethrowing it for the queue to retry. Anything else (a crash, a database or network hiccup, a
 * 5xx AppError such as an unavailable provider) may pass on the next attempt.
 */
export function isFinalJobError(error: unknown): boolean {
  if (error instanceof AppError) return error.status < 500;
  return error instanceof FileRejectedError;
}
