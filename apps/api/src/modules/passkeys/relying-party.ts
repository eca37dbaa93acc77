import type { Config } from '../../config';

/** Shown by the browser and the authenticator next to the passkey. */
const RP_NAME = 'Sião';

/** Who the passkeys belong to: the RP ID (a domain) and the origins the browser may sign from. */
export function relyingParty(config: Config) {
  const publicUrl = new URL(config.PUBLIC_URL);
  const origins = config.WEBAUTHN_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    name: RP_NAME,
    id: config.WEBAUTHN_RP_ID ?? publicUrl.hostname,
    origins: origins.length ? origins : [publicUrl.origin],
  };
}
