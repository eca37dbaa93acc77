/** Whether this browser offers WebAuthn at all (passkey buttons are shown only then). */
export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;
