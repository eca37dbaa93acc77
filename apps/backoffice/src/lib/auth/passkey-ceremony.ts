import type { PasskeyOptions } from '@siao/shared';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { ApiError } from '../http/api-error';

// The browser's side of a passkey (WebAuthn) ceremony. Loaded on demand: /login's first bytes stay without it.

const CANCELLED = 'A operação com a chave de acesso foi cancelada ou o tempo esgotou. Tente novamente.';

/** The browser's refusals as the back-office shows every failure: an ApiError with a Portuguese message. */
function asApiError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const name = error instanceof WebAuthnError ? error.code : error instanceof Error ? error.name : '';
  if (name === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return new ApiError(0, 'PASSKEY_ALREADY_REGISTERED', 'Esta chave de acesso já está cadastrada.');
  }
  if (name === 'NotAllowedError' || name === 'AbortError' || name === 'ERROR_CEREMONY_ABORTED') {
    return new ApiError(0, 'PASSKEY_CANCELLED', CANCELLED);
  }
  return new ApiError(
    0,
    'PASSKEY_UNAVAILABLE',
    'Este navegador ou dispositivo não conseguiu usar a chave de acesso. Tente outro navegador ou dispositivo.',
  );
}

/** navigator.credentials.create() with the server's options. */
export async function createPasskey(options: PasskeyOptions['options']) {
  try {
    return await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch (error) {
    throw asApiError(error);
  }
}

/** navigator.credentials.get() with the server's options. */
export async function getPasskey(options: PasskeyOptions['options']) {
  try {
    return await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
  } catch (error) {
    throw asApiError(error);
  }
}
