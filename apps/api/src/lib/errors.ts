import { type ErrorCode, errorCatalog, type FieldError, formatMessage } from '@siao/shared';

/** Thrown by services; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    options: {
      params?: Record<string, string | number>;
      details?: FieldError[];
      message?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    const entry = errorCatalog[code];
    super(options.message ?? formatMessage(entry.message, options.params));
    this.status = entry.status;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  readonly details: FieldError[] | undefined;
}

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('FORBIDDEN');

/** A 400 naming one field, for rules zod cannot express (uniqueness, cross-record checks). */
export function fieldError(code: ErrorCode, field: string, message?: string): AppError {
  const text = message ?? errorCatalog[code].message;
  return new AppError(code, { message: text, details: [{ field, message: text }] });
}
