import type { PersonalTokenScope, Role } from '@siao/shared';
import type { Audience, VerifiedToken } from './tokens';

/**
 * Every /api route declares who may call it in `config.access`; the app refuses to start when a
 * route forgets. `public`: anyone; `authenticated`: any signed-in role; a role list: only those roles.
 */
export type Access = 'public' | 'authenticated' | readonly Role[];

export interface AuthContext {
  userId: string;
  role: Role;
  clientId: string | null;
  sessionId: string;
  audience: Audience;
  /** widget / Context-user: the host's context identifier, when any */
  context: string | null;
  token: VerifiedToken;
  /** set when the caller used a personal access token (lib/auth/personal-token.ts), not a session */
  personalToken?: { id: string; scopes: readonly PersonalTokenScope[] };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** token audiences accepted; default: the back-office token only */
    audiences?: readonly Audience[];
    /**
     * The guard does not check the session; the handler MUST await `request.checkSession()` with
     * its own look-ups, before it changes anything, and may hand it the revoked-session answer of
     * a statement of its own (saves a round trip, or a statement, to the first streamed byte).
     */
    deferSessionCheck?: boolean;
    /**
     * Reachable by a session that must still enrol its second factor (the enrolment itself, /api/me,
     * logout); every other route refuses it with MFA_ENROLMENT_REQUIRED (lib/auth/guard.ts).
     */
    secondFactorEnrolment?: boolean;
    /**
     * The only routes that accept a personal access token (`siao_pat_…`), one holding this scope;
     * every other route refuses one with PERSONAL_TOKEN_NOT_ACCEPTED (lib/auth/guard.ts).
     */
    personalTokenScope?: PersonalTokenScope;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /**
     * deferSessionCheck routes: settles once the session is known live and not revoked (rejects
     * with TOKEN_REVOKED or UNAUTHENTICATED); `revoked` is the caller's own look-up of the
     * revocation store, read there when absent.
     */
    checkSession: (revoked?: Promise<boolean>) => Promise<void>;
  }
}

export const STAFF: readonly Role[] = ['superadmin', 'admin', 'operador'];
export const MANAGERS: readonly Role[] = ['superadmin', 'admin'];
export const SUPERADMIN: readonly Role[] = ['superadmin'];
export const EVERYONE: readonly Role[] = ['superadmin', 'admin', 'operador', 'cliente'];
