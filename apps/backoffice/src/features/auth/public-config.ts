import type { PublicConfig } from '@siao/shared';
import { api } from '../../lib/api';

let config: Promise<PublicConfig> | null = null;

/** GET /api/public/config once per page (the first /login has no query cache). */
export function fetchPublicConfig(): Promise<PublicConfig> {
  config ??= api.get<PublicConfig>('public/config', { session: false }).catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
}
