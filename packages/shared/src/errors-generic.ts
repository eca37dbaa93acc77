/**
 * The generic part of the error catalogue (errors.ts spreads it in): the codes any HTTP caller may need
 * without a specific area. Its own module so the back-office's http client (loaded by the first /login and
 * the dashboard) does not download the whole catalogue (issue 14, bytes of the first load).
 */
export const genericErrors = {
  VALIDATION_FAILED: { status: 400, message: 'Dados inválidos. Verifique os campos destacados.' },
  BAD_REQUEST: { status: 400, message: 'Requisição inválida.' },
  INVALID_JSON: { status: 400, message: 'O corpo da requisição não é um JSON válido.' },
  // security (issue 11): NUL or a lone surrogate anywhere in the input
  UNSAFE_TEXT: {
    status: 400,
    message:
      'O texto contém caracteres inválidos (caractere nulo ou Unicode incompleto). Remova-os e tente novamente.',
  },
  UNAUTHENTICATED: { status: 401, message: 'Sessão expirada ou inválida. Entre novamente.' },
  TOKEN_NOT_PROVIDED: { status: 401, message: 'Token de acesso não informado.' },
  TOKEN_REVOKED: { status: 401, message: 'Sua sessão foi encerrada. Entre novamente.' },
  FORBIDDEN: { status: 403, message: 'Você não tem permissão para acessar este recurso.' },
  NOT_FOUND: { status: 404, message: 'Registro não encontrado.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Endereço da API não encontrado.' },
  CONFLICT: { status: 409, message: 'O registro foi alterado ou já existe.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'O conteúdo enviado excede o tamanho máximo permitido.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Tipo de conteúdo não suportado.' },
  UNPROCESSABLE: { status: 422, message: 'Não foi possível processar a solicitação.' },
  RATE_LIMITED: { status: 429, message: 'Muitas requisições. Tente novamente em instantes.' },
  INTERNAL: { status: 500, message: 'Erro interno do servidor. Tente novamente mais tarde.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Serviço temporariamente indisponível.' },
  SERVICO_INDISPONIVEL: {
    status: 503,
    message:
      'O sistema perdeu a conexão com um serviço interno (banco de dados, cache ou armazenamento). Tente novamente em alguns segundos.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

/**
 * Refusals of a business rule (a product the client did not contract, a quota, a state) that the API
 * answers with 403 like a missing permission: the screen shows them in place, they never lead to
 * "Acesso negado". Keyed on the code, whatever route or hook sends it.
 */
export const businessRefusalCodes: readonly string[] = ['SERVICE_NOT_CONTRACTED'];

/** Fills `{name}` placeholders of a catalogue message. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
}
