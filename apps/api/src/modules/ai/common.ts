import type { Audience } from '../../lib/auth/tokens';

/** The AI endpoints accept the back-office token, the gpt_token and widget tokens. */
export const AI_AUDIENCES: readonly Audience[] = ['backoffice', 'ai', 'widget'];

export { isUuid } from '../../lib/ids';
