import type { Role } from '@siao/shared';

/**
 * The authorization contract: for EVERY /api route, which roles may call it. test/authz.int.test.ts
 * fails when a registered route is missing here, and checks that every other role gets 403.
 * 'public' routes need no token. Add your routes' rows in your area's block.
 */
export const ALL: Role[] = ['superadmin', 'admin', 'operador', 'cliente'];
export const STAFF: Role[] = ['superadmin', 'admin', 'operador'];
export const MANAGERS: Role[] = ['superadmin', 'admin'];
export const SUPER: Role[] = ['superadmin'];

export const authzTable: Record<string, Role[] | 'public'> = {
  // platform
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/public/config': 'public',
  'GET /api/public/privacy-policy': 'public',
  'GET /api/files/:token': 'public',
  // ops, not a user route: its own gate (METRICS_TOKEN bearer or METRICS_ALLOW networks), 404 when off
  'GET /api/metrics': 'public',
  // auth and own account
  'POST /api/login': 'public',
  'POST /api/refresh': 'public',
  'POST /api/reset-password': 'public',
  'POST /api/reset-password-token': 'public',
  'POST /api/logout': ALL,
  'GET /api/me': ALL,
  'PUT /api/me/profile': ALL,
  'POST /api/:product/users/add-terms-accepted': ALL,
  // clients and users (issue 5: clients-users)
  'GET /api/clients': ALL,
  'GET /api/clients/export': STAFF,
  'GET /api/clients/:id': ALL,
  'POST /api/clients': STAFF,
  'PUT /api/clients/:id': STAFF,
  'DELETE /api/clients/:id': MANAGERS,
  'GET /api/clients/:id/history': STAFF,
  'GET /api/users': ALL,
  'GET /api/users/:id': ALL,
  'POST /api/users': MANAGERS,
  'PUT /api/users/:id': MANAGERS,
  'POST /api/users/:id/invite': MANAGERS,
  'GET /api/users/:id/history': STAFF,
  // faturas, dashboard and reports (issue 5: faturas-reports)
  'GET /api/faturas': ALL,
  'GET /api/faturas/totais': ALL,
  'GET /api/faturas/export': ALL,
  'GET /api/faturas/:id': ALL,
  'POST /api/faturas': STAFF,
  'PUT /api/faturas/:id': STAFF,
  'POST /api/faturas/:id/pagamento': STAFF,
  'POST /api/faturas/:id/cancelamento': STAFF,
  'POST /api/faturas/:id/estorno': STAFF,
  'GET /api/faturas/:id/history': STAFF,
  'GET /api/faturas/:id/pdf': ALL,
  'POST /api/faturas/:id/email': STAFF,
  'POST /api/faturas/geracao-mensal': STAFF,
  // faturas in batch and the global search (issue 14, ux1)
  'POST /api/faturas/lote': STAFF,
  'POST /api/faturas/lote/pdf': STAFF,
  'GET /api/search': ALL,
  'GET /api/dashboard': ALL,
  'GET /api/reports/faturamento': MANAGERS,
  'GET /api/reports/clientes': MANAGERS,
  'GET /api/reports/treinamentos': MANAGERS,
  'GET /api/reports/uso': MANAGERS,
  'GET /api/reports/servicos': MANAGERS,
  // documents, terms and pending terms (issue 5: documents-terms)
  'GET /api/documents': ALL,
  'GET /api/documents/categories': ALL,
  'GET /api/documents/by-hash/:sha256': STAFF,
  'POST /api/documents': STAFF,
  'GET /api/documents/:id': ALL,
  'PUT /api/documents/:id': STAFF,
  'DELETE /api/documents/:id': STAFF,
  'POST /api/documents/:id/versions': STAFF,
  'GET /api/documents/:id/link': ALL,
  'GET /api/documents/:id/history': STAFF,
  'POST /api/documents/:id/restore': STAFF,
  'DELETE /api/documents/:id/permanent': MANAGERS,
  'GET /api/me/pending-terms': ALL,
  'GET /api/terms': STAFF,
  'POST /api/terms': MANAGERS,
  'GET /api/terms/:id': STAFF,
  'PUT /api/terms/:id': MANAGERS,
  'DELETE /api/terms/:id': MANAGERS,
  'POST /api/terms/:id/publish': MANAGERS,
  'GET /api/terms/:id/versions/:version': STAFF,
  'GET /api/terms/:id/acceptances': STAFF,
  'GET /api/terms/:id/history': STAFF,
  // AI server: assistants, threads, converse-stream, export, widget (issue 3)
  'GET /api/assistants': ALL,
  'GET /api/assistants/manage': MANAGERS,
  'GET /api/chatgpt-assistants': SUPER,
  'GET /api/assistants/:id': MANAGERS,
  'POST /api/assistants': MANAGERS,
  'PUT /api/assistants/:id': MANAGERS,
  'DELETE /api/assistants/:id': MANAGERS,
  'POST /api/threads': ALL,
  'GET /api/threads': ALL,
  'PATCH /api/threads/:id': ALL,
  'DELETE /api/threads/:id': ALL,
  'GET /api/threads/:id/messages': ALL,
  'POST /api/threads/:id/converse-stream': ALL,
  'POST /api/export': ALL,
  'GET /api/clients/:id/widget-keys': MANAGERS,
  'POST /api/clients/:id/widget-keys': MANAGERS,
  'DELETE /api/clients/:id/widget-keys/:keyId': MANAGERS,
  'POST /api/widget/tokens': 'public',
  'POST /api/widget/refresh': 'public',
  'GET /api/widget/demo-token': 'public',
  'GET /api/clients/:id/ai-usage': STAFF,
  'PUT /api/clients/:id/ai-quota': MANAGERS,
  // background jobs (production-runtime issue): a cliente sees only its own client's jobs (404 otherwise)
  'GET /api/jobs/:id': ALL,
  // SiãoSeg learning (issue 12): content by superadmins, read by staff; learners see their own
  'GET /api/learning/journeys': STAFF,
  'POST /api/learning/journeys': SUPER,
  'PUT /api/learning/journeys/order': SUPER,
  'GET /api/learning/journeys/:id': STAFF,
  'PUT /api/learning/journeys/:id': SUPER,
  'DELETE /api/learning/journeys/:id': SUPER,
  'POST /api/learning/journeys/:id/trails': SUPER,
  'PUT /api/learning/journeys/:id/trails/order': SUPER,
  'PUT /api/learning/journeys/:id/trails/:trailId': SUPER,
  'DELETE /api/learning/journeys/:id/trails/:trailId': SUPER,
  'GET /api/learning/quizzes': STAFF,
  'POST /api/learning/quizzes': SUPER,
  'GET /api/learning/quizzes/:id': STAFF,
  'PUT /api/learning/quizzes/:id': SUPER,
  'DELETE /api/learning/quizzes/:id': SUPER,
  'POST /api/learning/quizzes/:id/questions': SUPER,
  'PUT /api/learning/quizzes/:id/questions/order': SUPER,
  'POST /api/learning/quizzes/:id/preview': STAFF,
  'GET /api/learning/questions/:id': STAFF,
  'PUT /api/learning/questions/:id': SUPER,
  'DELETE /api/learning/questions/:id': SUPER,
  'GET /api/learning/me/journeys': ['cliente'],
  'POST /api/learning/me/steps/:id/done': ['cliente'],
  'GET /api/learning/me/quizzes/:id': ALL,
  'POST /api/learning/me/quizzes/:id/attempts': ['cliente'],
  'GET /api/learning/attempts/:id': ALL,
  'PUT /api/learning/attempts/:id/answers/:questionId': ALL,
  'POST /api/learning/attempts/:id/submit': ALL,
  'GET /api/learning/certificates/:id': ALL,
  'GET /api/learning/certificates/:id/pdf': ALL,
  'POST /api/learning/certificates/:id/revoke': STAFF,
  // SiãoSeg quiz engine (segquiz): bank, accommodations, versions, regrade, analytics
  'GET /api/learning/bank-categories': STAFF,
  'GET /api/learning/quizzes/:id/accommodations': STAFF,
  'PUT /api/learning/quizzes/:id/accommodations': STAFF,
  'DELETE /api/learning/quizzes/:id/accommodations/:userId': STAFF,
  'GET /api/learning/questions/:id/versions': STAFF,
  'GET /api/learning/questions/:id/diff': STAFF,
  'POST /api/learning/quizzes/:id/regrade': SUPER,
  'GET /api/learning/quizzes/:id/analytics': STAFF,
  // SiãoSeg documents (issue 12, content side)
  'GET /api/learning/documents': STAFF,
  'POST /api/learning/documents': SUPER,
  'GET /api/learning/documents/:id': STAFF,
  'PUT /api/learning/documents/:id': SUPER,
  'POST /api/learning/documents/:id/versions': SUPER,
  'GET /api/learning/documents/:id/link': STAFF,
  'DELETE /api/learning/documents/:id': SUPER,
  'GET /api/learning/me/steps/:id/document': ['cliente'],
  'GET /api/learning/progress': STAFF,
  'GET /api/learning/progress/export': STAFF,
  'GET /api/learning/progress/summary': STAFF,
  // SiãoSeg lists, tags, pinned slots, covers (seg1)
  'GET /api/learning/journeys/all': STAFF,
  'GET /api/learning/quizzes/all': STAFF,
  'GET /api/learning/quizzes/:id/questions': STAFF,
  'GET /api/learning/questions': STAFF,
  'GET /api/learning/question-tags': STAFF,
  'PUT /api/learning/questions/:id/pin': SUPER,
  'PUT /api/learning/journeys/:id/cover': SUPER,
  'DELETE /api/learning/journeys/:id/cover': SUPER,
  'GET /api/learning/xapi/statements': STAFF,
  'GET /api/public/certificates/:code': 'public',
  // services and CNIB (issue 16): a cliente acts only for its own client (enforced in queries)
  'GET /api/services': ALL,
  'GET /api/services/cnib/credentials': ALL,
  'PUT /api/services/cnib/credentials': ALL,
  'POST /api/services/cnib/consultas': ALL,
  'GET /api/services/cnib/consultas': ALL,
  'GET /api/services/cnib/consultas/export': ALL,
  'GET /api/services/cnib/consultas/:id': ALL,
  'POST /api/services/cnib/consultas/:id/reconferencia': ALL,
  'GET /api/services/cnib/consultas/:id/comprovante': ALL,
  'GET /api/public/cnib/verificacao/:code': 'public',
  'POST /api/services/cnib/lotes': ALL,
  'GET /api/services/cnib/lotes/:id': ALL,
  'GET /api/services/cnib/lotes/:id/export': ALL,
  'GET /api/services/cnib/lotes/:id/comprovante': ALL,
  'POST /api/services/cnib/lotes/planilha': ALL,
  'GET /api/services/cnib/monitoramento': ALL,
  'POST /api/services/cnib/monitoramento': ALL,
  'DELETE /api/services/cnib/monitoramento/:id': ALL,
  'GET /api/services/cnib/alertas': ALL,
  // services: OCR and OCR de certidões (issue 13); a cliente sees only its client's jobs
  'POST /api/services/ocr': ALL,
  'GET /api/services/ocr': ALL,
  'GET /api/services/ocr/:id': ALL,
  'PUT /api/services/ocr/:id/pages/:page/text': ALL,
  'GET /api/services/ocr/:id/history': ALL,
  'POST /api/services/ocr/:id/cancel': ALL,
  'GET /api/services/ocr/:id/download': ALL,
  'POST /api/services/certidoes': ALL,
  'GET /api/services/certidoes': ALL,
  'GET /api/services/certidoes/:id': ALL,
  'PUT /api/services/certidoes/:id/campos': ALL,
  'GET /api/services/certidoes/:id/export': ALL,
  // batch summary and one export for all the certidões of an upload (a cliente: only its client's)
  'GET /api/services/certidoes/lotes/:id': ALL,
  'GET /api/services/certidoes/lotes/:id/export': ALL,
  // Configurações: business data of faturas and certificates (faturas read it through their service)
  'GET /api/settings': SUPER,
  'PUT /api/settings': SUPER,
  'PUT /api/settings/logo': SUPER,
  'DELETE /api/settings/logo': SUPER,
  // second factor: the sign-in's second step, the enrolment in "Meu perfil", a superadmin's reset
  'POST /api/login/second-step': 'public',
  'GET /api/me/second-factor': ALL,
  'POST /api/me/second-factor/totp': ALL,
  'POST /api/me/second-factor/totp/confirm': ALL,
  'POST /api/me/second-factor/remove': ALL,
  'POST /api/users/:id/second-factor/reset': SUPER,
};

/**
 * The only routes a session that owes its second factor's enrolment reaches (besides the public ones);
 * src/modules/auth/second-factor/policy.int.test.ts checks every other route refuses it.
 */
export const secondFactorEnrolmentRoutes = new Set([
  'GET /api/me',
  'POST /api/logout',
  'GET /api/me/second-factor',
  'POST /api/me/second-factor/totp',
  'POST /api/me/second-factor/totp/confirm',
]);

/** Routes whose call ends the caller's session: the test gives them a session of their own. */
export const sessionEnding = new Set(['POST /api/logout']);

/** Whether `role` may call the route `key` ("METHOD /url") by the table above (public: everyone). */
export function mayCall(key: string, role: Role): boolean {
  const roles = authzTable[key];
  return roles === 'public' || Boolean(roles?.includes(role));
}

/**
 * Malformed ids every route with path parameters is tried with (hostile-strings test), as staff and as
 * cliente: never a 5xx; an id-like parameter (`:id`, `:xxxId`) answers 404, `%00` 400 UNSAFE_TEXT.
 */
export const BAD_IDS = [
  'abc',
  '1',
  encodeURIComponent("' OR 1=1--"),
  'x'.repeat(300),
  '%00',
  '..%2F',
] as const;
