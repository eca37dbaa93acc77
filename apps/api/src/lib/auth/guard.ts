import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** every /api route (method + url), for the authorization test table */
    apiRoutes: { method: string; url: string }[];
  }
}

import { AppError } from '../errors';
import type { AuthContext } from './access';
import { isPersonalToken, verifyPersonalToken } from './personal-token';
import type { SessionRevocations } from './revocations';
import { createSessionCheck } from './session-check';
import type { TokenService } from './tokens';

/** Reads the bearer token; the route's `config.access` decides. One guard for every route. */
export function registerGuard(
  app: FastifyInstance,
  tokens: TokenService,
  revocations: SessionRevocations,
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('checkSession', null as unknown as FastifyRequest['checkSession']);
  app.decorate('apiRoutes', [] as { method: string; url: string }[]);
  const checkSession = createSessionCheck(app.deps.db, revocations);

  app.addHook('onRoute', (route) => {
    // the OpenAPI document and its viewer are public by nature
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    if (route.url.startsWith('/api/') && !route.config?.access) {
      throw new Error(`Rota ${route.method} ${route.url} sem config.access`);
    }
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')) {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') {
      request.auth = await optionalAuth(request, tokens, checkSession);
      return;
    }
    const auth = await authenticate(request, tokens, checkSession);
    request.auth = auth;
    if (access !== 'authenticated' && !access.includes(auth.role)) throw new AppError('FORBIDDEN');
  });
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

type SessionCheck = ReturnType<typeof createSessionCheck>;

async function authenticate(request: FastifyRequest, tokens: TokenService, checkSession: SessionCheck) {
  const raw = bearer(request);
  if (!raw) throw new AppError('TOKEN_NOT_PROVIDED');
  if (isPersonalToken(raw)) {
    // a personal token reaches only the routes that name the scope it needs (today /api/mcp)
    const scope = request.routeOptions.config?.personalTokenScope;
    if (!scope) throw new AppError('PERSONAL_TOKEN_NOT_ACCEPTED');
    return verifyPersonalToken(request.server.deps.db, raw, scope);
  }
  const audiences = request.routeOptions.config?.audiences ?? ['backoffice'];
  const token = await tokens.verify(raw, audiences);
  // deferred: the handler checks, with its own look-ups
  if (request.routeOptions.config?.deferSessionCheck)
    request.checkSession = (revoked) => checkSession(token.sid, token.aud, revoked);
  else await checkSession(token.sid, token.aud);
  // the second factor's policy, for every route: a session that owes its enrolment reaches only that
  if (token.mfa === 'enrol' && !request.routeOptions.config?.secondFactorEnrolment)
    throw new AppError('MFA_ENROLMENT_REQUIRED');
  const headerContext = request.headers['context-user'];
  const context =
    token.ctx ??
    (typeof headerContext === 'string' && headerContext.trim() ? headerContext.trim().slice(0, 200) : null);
  const auth: AuthContext = {
    userId: token.sub,
    role: token.role,
    clientId: token.cid,
    sessionId: token.sid,
    audience: token.aud,
    context,
    token,
  };
  return auth;
}

async function optionalAuth(request: FastifyRequest, tokens: TokenService, checkSession: SessionCheck) {
  if (!bearer(request)) return null;
  try {
    return await authenticate(request, tokens, checkSession);
  } catch {
    return null;
  }
}
