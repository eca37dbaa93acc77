import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { SecondStepChallenge, SecondStepInput, SignedIn } from '@siao/shared';
import { type FormEvent, useState } from 'react';
import { FormFailure } from '../../components/forms/form-failure';
import { api } from '../../lib/api';
import { passSecondStepWithPasskey } from '../../lib/auth/passkey-sign-in';
import { errorMessage } from '../../lib/http/api-error';

interface Props {
  challenge: SecondStepChallenge['second_step'];
  /** the browser can use passkeys (the method is offered only then) */
  passkeys: boolean;
  /** the new session, for the login form to keep */
  onPassed: (session: SignedIn) => void;
  /** back to e-mail and password (the challenge expired, or another account) */
  onBack: () => void;
}

/**
 * "Verificação em duas etapas": the code of the authenticator app, one of the recovery codes, or one of
 * the user's passkeys (the only way when the user has no app).
 */
export function SecondStepForm({ challenge, passkeys, onPassed, onBack }: Props) {
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const canRecover = challenge.methods.includes('recovery');
  const withCode = challenge.methods.includes('totp');
  const withPasskey = passkeys && challenge.methods.includes('passkey');

  async function onPasskey() {
    setBusy(true);
    setFailure(null);
    try {
      onPassed(await passSecondStepWithPasskey(challenge.token));
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) {
      setFailure(method === 'totp' ? 'Informe o código de 6 dígitos.' : 'Informe o código de recuperação.');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const proof: SecondStepInput = { token: challenge.token, method, code };
      onPassed(await api.post<SignedIn>('login/second-step', proof, { session: false }));
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Verificação em duas etapas"
      data-testid="second-step-form"
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          Verificação em duas etapas
        </Title>
        <FormFailure failure={failure} testId="second-step-error" />
        {withPasskey && (
          <Button
            variant={withCode ? 'default' : 'filled'}
            fullWidth
            loading={busy}
            onClick={onPasskey}
            data-testid="second-step-passkey"
          >
            Usar chave de acesso
          </Button>
        )}
        {withCode && (
          <>
            <Text size="sm" c="dimmed">
              {method === 'totp'
                ? 'Digite o código de 6 dígitos do aplicativo autenticador.'
                : 'Digite um dos códigos de recuperação que você guardou. Cada código vale uma única vez.'}
            </Text>
            <TextInput
              key={method}
              label={method === 'totp' ? 'Código do aplicativo' : 'Código de recuperação'}
              name="code"
              autoComplete="one-time-code"
              inputMode={method === 'totp' ? 'numeric' : 'text'}
              maxLength={method === 'totp' ? 7 : 11}
              required
              autoFocus
              data-testid="second-step-code"
            />
            <Button type="submit" fullWidth loading={busy} data-testid="second-step-submit">
              Verificar
            </Button>
          </>
        )}
        <Group justify="space-between">
          {canRecover ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setMethod(method === 'totp' ? 'recovery' : 'totp')}
              data-testid="second-step-switch"
            >
              {method === 'totp' ? 'Usar um código de recuperação' : 'Usar o aplicativo autenticador'}
            </Anchor>
          ) : (
            <span />
          )}
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Voltar
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
