import {
  assistantAdminSchema,
  assistantSchema,
  bankCategorySchema,
  certidaoBatchSchema,
  certidaoJobDetailSchema,
  clientSchema,
  cnibConsultationSchema,
  dataOf,
  documentDetailSchema,
  documentSummarySchema,
  errorBodySchema,
  errorCatalog,
  faturaListSchema,
  faturaLoteResultSchema,
  faturaSchema,
  historyEntrySchema,
  journeyDetailSchema,
  loginResponseSchema,
  messageItemSchema,
  ocrJobSummarySchema,
  okSchema,
  pageOf,
  pendingTermsSchema,
  publicConfigSchema,
  questionSchema,
  questionTagSchema,
  quizDetailSchema,
  quizSummarySchema,
  searchResultSchema,
  servicesUsageReportSchema,
  sessionTokensSchema,
  termsAcceptanceResultSchema,
  threadSchema,
  userSchema,
} from '@siao/shared';
import { z } from 'zod';

/**
 * What the API answers on each route the back-office's tests fake: success status and body schema, the
 * same shared schemas the API declares as its route's `response` (apps/api/src/modules/…/routes.ts).
 * A fake that answers anything else fails its test (`sendJson`), so a changed API breaks the fake.
 * Add a route here, with the schema its API route declares, before faking it.
 */
export const apiResponses: Record<string, [status: number, body: z.ZodType]> = {
  'GET /api/public/config': [200, dataOf(publicConfigSchema)],
  'POST /api/login': [200, dataOf(loginResponseSchema)],
  'POST /api/refresh': [200, dataOf(sessionTokensSchema)],
  'POST /api/logout': [200, okSchema],
  'GET /api/me': [200, dataOf(userSchema)],
  'PUT /api/me/profile': [200, dataOf(userSchema)],
  'GET /api/me/pending-terms': [200, dataOf(z.array(pendingTermsSchema))],
  'POST /api/:product/users/add-terms-accepted': [200, dataOf(termsAcceptanceResultSchema)],
  'GET /api/search': [200, dataOf(searchResultSchema)],
  'GET /api/clients': [200, pageOf(clientSchema)],
  'GET /api/clients/:id': [200, dataOf(clientSchema)],
  'GET /api/assistants': [200, dataOf(z.array(assistantSchema))],
  'GET /api/assistants/manage': [200, dataOf(z.array(assistantAdminSchema))],
  'POST /api/assistants': [201, dataOf(assistantAdminSchema)],
  'PUT /api/assistants/:id': [200, dataOf(assistantAdminSchema)],
  'GET /api/threads': [200, dataOf(z.array(threadSchema))],
  'POST /api/threads': [200, dataOf(threadSchema)],
  'GET /api/threads/:id/messages': [200, pageOf(messageItemSchema)],
  'POST /api/services/cnib/consultas': [200, dataOf(cnibConsultationSchema)],
  'GET /api/services/certidoes': [200, pageOf(ocrJobSummarySchema)],
  'POST /api/services/certidoes': [201, dataOf(z.array(ocrJobSummarySchema))],
  'GET /api/services/certidoes/lotes/:id': [200, dataOf(certidaoBatchSchema)],
  'GET /api/services/certidoes/:id': [200, dataOf(certidaoJobDetailSchema)],
  'PUT /api/services/certidoes/:id/campos': [200, dataOf(certidaoJobDetailSchema)],
  'GET /api/reports/servicos': [200, dataOf(servicesUsageReportSchema)],
  'GET /api/faturas': [200, faturaListSchema],
  'POST /api/faturas': [201, dataOf(faturaSchema)],
  'GET /api/faturas/:id': [200, dataOf(faturaSchema)],
  'POST /api/faturas/:id/pagamento': [200, dataOf(faturaSchema)],
  'POST /api/faturas/:id/estorno': [200, dataOf(faturaSchema)],
  'GET /api/faturas/:id/history': [200, pageOf(historyEntrySchema)],
  'POST /api/faturas/lote': [200, dataOf(faturaLoteResultSchema)],
  'GET /api/documents': [200, pageOf(documentSummarySchema)],
  'POST /api/documents': [201, dataOf(documentDetailSchema)],
  'POST /api/documents/:id/versions': [201, dataOf(documentDetailSchema)],
  'GET /api/documents/categories': [200, dataOf(z.array(z.string()))],
  'GET /api/documents/by-hash/:sha256': [200, dataOf(z.array(documentSummarySchema))],
  'POST /api/learning/journeys': [201, dataOf(journeyDetailSchema)],
  'GET /api/learning/journeys/:id': [200, dataOf(journeyDetailSchema)],
  'PUT /api/learning/journeys/:id/trails/order': [200, dataOf(journeyDetailSchema)],
  'PUT /api/learning/journeys/:id/trails/:trailId': [200, dataOf(journeyDetailSchema)],
  'POST /api/learning/quizzes': [201, dataOf(quizDetailSchema)],
  'GET /api/learning/quizzes/all': [200, dataOf(z.array(quizSummarySchema))],
  'GET /api/learning/quizzes/:id': [200, dataOf(quizDetailSchema)],
  'GET /api/learning/quizzes/:id/questions': [200, pageOf(questionSchema)],
  'POST /api/learning/quizzes/:id/questions': [201, dataOf(questionSchema)],
  'PUT /api/learning/questions/:id/pin': [200, dataOf(questionSchema)],
  'GET /api/learning/question-tags': [200, dataOf(z.array(questionTagSchema))],
  'GET /api/learning/bank-categories': [200, dataOf(z.array(bankCategorySchema))],
};

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
 * schema of the route in `apiResponses` (`route` null: a route the HTTP client's own tests invent).
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
  if (!route) return `${where}: rota sem schema em src/test/api-contract.ts (acrescente a da API)`;
  const [expectedStatus, schema] = apiResponses[route]!;
  if (status !== expectedStatus) return `${where}: a API responde ${route} com ${expectedStatus}`;
  const parsed = schema.safeParse(body);
  return parsed.success ? null : `${where}: não segue o schema de ${route}\n${z.prettifyError(parsed.error)}`;
}
