import { Button, Text } from '@mantine/core';
import type { SignedIn } from '@siao/shared';
import { useState } from 'react';
import { signInWithPasskey } from '../../lib/auth/passkey-sign-in';

// What /login loads only when it is used: the second step, and the passkey sign-in (with WebAuthn).
export { SecondStepForm } from './second-step-form';

interface PasskeySignInProps {
  disabled: boolean;
  onStart: () => void;
  onPassed: (session: SignedIn) => void;
  onFailure: (error: unknown) => void;
}

/** "ou · Entrar com chave de acesso": the authenticator picks the account. */
export function PasskeySignIn({ disabled, onStart, onPassed, onFailure }: PasskeySignInProps) {
  const [busy, setBusy] = useState(false);

  async function onClick() {
    setBusy(true);
    onStart();
    try {
      onPassed(await signInWithPasskey());
    } catch (error) {
      onFailure(error);
      setBusy(false);
    }
  }

  return (
    <>
      <Text size="sm" c="dimmed" ta="center">
        ou
      </Text>
      <Button
        variant="default"
        fullWidth
        loading={busy}
        disabled={disabled}
        onClick={onClick}
        data-testid="login-passkey"
      >
        Entrar com chave de acesso
      </Button>
    </>
  );
}
