import { errorBodySchema, errorCatalog } from '@siao/shared';
import { apiResponses } from '@siao/shared/api-responses';
import { z } from 'zod';

const patterns = Object.keys(apiResponses).map((key) => {
  const [method, path] = key.split(' ') as [string, string];
  const segments = path.split('/');
  return {
    key,
    method,
    segments,
    params: segments.filter((segment) => segment.startsWith(':')).length,
  };
});

/** The contract key of a request (`POST /api/faturas/f1/pagamento` → `POST /api/faturas/:id/pagamento`). */
export function routeOf(method: string, url: string): string | undefined {
  const segments = new URL(url, 'http://fake').pathname.split('/');
  return patterns
    .filter(
      (p) =>
        p.method === method &&
        p.segments.length === segments.length &&
        p.segments.every((segment, i) => segment.startsWith(':') || segment === segments[i]),
    )
    .sort((a, b) => a.params - b.params)[0]?.key;
}

/**
 * Why this answer is not one the API could give, or null when it is. Refusals: the shared error body
 * with a code of the error catalogue, sent with the catalogue's status. Successes: the status and
 * schema of the route in `apiResponses` (@siao/shared/api-responses); `fictionalRoute`: a route the
 * HTTP client's own tests invent.
 */
export function contractViolation(
  request: { method: string; path: string },
  status: number,
  body: unknown,
  options: { fictionalRoute?: boolean } = {},
): string | null {
  const where = `${request.method} ${request.path} → ${status}`;
  if (status >= 400) {
    const parsed = errorBodySchema.safeParse(body);
    if (!parsed.success) return `${where}: não é o corpo de erro da API\n${z.prettifyError(parsed.error)}`;
    const { code } = parsed.data.error;
    const entry = (errorCatalog as Record<string, { status: number }>)[code];
    if (!entry) return `${where}: o código ${code} não existe no catálogo de erros`;
    if (entry.status !== status) return `${where}: a API responde ${code} com ${entry.status}`;
    return null;
  }
  if (options.fictionalRoute) return null;
  const route = routeOf(request.method, request.path);
  if (!route) return `${where}: rota sem schema em @siao/shared/api-responses (acrescente a da API)`;
  const [expectedStatus, schema] = apiResponses[route]!;
  if (status !== expectedStatus) return `${where}: a API responde ${route} com ${expectedStatus}`;
  const parsed = schema.safeParse(body);
  return parsed.success ? null : `${where}: não segue o schema de ${route}\n${z.prettifyError(parsed.error)}`;
}
