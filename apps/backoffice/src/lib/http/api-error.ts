import type { FieldError } from '@siao/shared';

/** Codes the client itself produces when no usable answer came from the server. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'ABORTED' | 'BAD_RESPONSE';

const clientErrorMessages: Record<ClientErrorCode, string> = {
  NETWORK_ERROR: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  TIMEOUT: 'O servidor demorou demais para responder. Tente novamente.',
  ABORTED: 'A requisição foi cancelada.',
  BAD_RESPONSE: 'Resposta inesperada do servidor. Tente novamente mais tarde.',
};

/** Every failed call rejects with this: `message` is Portuguese and fit to show as is. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: FieldError[];

  constructor(status: number, code: string, message: string, details: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  static client(code: ClientErrorCode): ApiError {
    return new ApiError(0, code, clientErrorMessages[code]);
  }

  /** True when the request never got an answer (offline, timeout). */
  get isNetwork(): boolean {
    return this.code === 'NETWORK_ERROR' || this.code === 'TIMEOUT';
  }

  /** Field errors keyed by field path, ready for a form. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const d of this.details) if (!(d.field in out)) out[d.field] = d.message;
    return out;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Message to show for anything a call may throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Ocorreu um erro inesperado. Tente novamente.';
}
