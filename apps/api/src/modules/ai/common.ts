import type { Audience } from '../../lib/auth/tokens';

/** The AI endpoints accept the back-office token, the gpt_token and widget tokens. */
export const AI_AUDIENCES: readonly Audience[] = ['backoffice', 'ai', 'widget'];

/**
 * A Sião user's tokens (the back-office's and its gpt_token, issued together at login): the
 * assistants' tools that act on the user's data accept these, never a widget token (whose user is the
 * host's visitor, not a Sião user).
 */
export const SIAO_USER_AUDIENCES: readonly Audience[] = ['backoffice', 'ai'];

export { isUuid } from '../../lib/ids';
