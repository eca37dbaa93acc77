import type { Role } from '@siao/shared';

/**
 * The authorization contract: for EVERY /api route, which roles may call it. test/authz.test.ts
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
  'GET /api/faturas/:id/pdf': ALL,
  'POST /api/faturas/:id/email': STAFF,
  'POST /api/faturas/geracao-mensal': STAFF,
  'GET /api/dashboard': ALL,
  'GET /api/reports/faturamento': MANAGERS,
  'GET /api/reports/clientes': MANAGERS,
  'GET /api/reports/treinamentos': MANAGERS,
  'GET /api/reports/uso': MANAGERS,
  // documents, terms and pending terms (issue 5: documents-terms)
  'GET /api/documents': ALL,
  'GET /api/documents/categories': ALL,
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
};

/** Routes whose call ends the caller's session: the test gives them a session of their own. */
export const sessionEnding = new Set(['POST /api/logout']);
