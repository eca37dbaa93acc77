import { z } from 'zod';
import type { Audience } from '../../lib/auth/tokens';

/** The AI endpoints accept the back-office token, the gpt_token and widget tokens. */
export const AI_AUDIENCES: readonly Audience[] = ['backoffice', 'ai', 'widget'];

export { isUuid } from '../../lib/ids';

/** Any string up to 64: a malformed id is "not found" (404), like a missing one. */
export const idParam = z.object({ id: z.string().min(1).max(64) });
