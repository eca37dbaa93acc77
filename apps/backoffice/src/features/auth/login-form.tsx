import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { User } from '@siao/shared';
import { authMessages } from '@siao/shared/messages';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import type { Link } from 'react-router';
import { FormFailure } from '../../components/forms/form-failure';
import { passkeysSupported } from '../../lib/auth/passkey-support';
import { keep, type SignInOutcome, signIn } from '../../lib/auth/sign-in';
import { recaptcha } from '../../lib/captcha';
import { errorMessage, isApiError } from '../../lib/http/api-error';
import { fetchPublicConfig } from './public-config';

export interface LoginFormProps {
  onSignedIn: (user: User) => void;
  /** The router's Link, or the first /login's anchor (see first-load/login-shell.tsx). */
  linkComponent: typeof Link;
}

/**
 * The login form without a router or query cache of its own, so the first /login a visitor opens
 * downloads neither (issue 14); the router's /login route renders the same form.
 */
// loaded when used (the second step after a right password; the passkey button where WebAuthn exists):
// the first /login stays without them
const SecondStepForm = lazy(() => import('./login-extras').then((m) => ({ default: m.SecondStepForm })));
const PasskeySignIn = lazy(() => import('./login-extras').then((m) => ({ default: m.PasskeySignIn })));

export function LoginForm({ onSignedIn, linkComponent }: LoginFormProps) {
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [siteKey, setSiteKey] = useState<string | null>(null);
  // after hydration only: the prerendered /login has no passkey button (its markup must match)
  const [withPasskey, setWithPasskey] = useState(false);
  useEffect(() => setWithPasskey(passkeysSupported()), []);
  const [challenge, setChallenge] = useState<
    Extract<SignInOutcome, { challenge: unknown }>['challenge'] | null
  >(null);

  // Load the bot-check early so the click on 'Entrar' does not wait for the script.
  useEffect(() => {
    let live = true;
    fetchPublicConfig()
      .then((config) => {
        if (!live || !config.recaptcha_site_key) return;
        setSiteKey(config.recaptcha_site_key);
        recaptcha.load(config.recaptcha_site_key).catch(() => undefined);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // read from the form (uncontrolled inputs): what was typed into the prerendered /login before its
    // script ran (first-load/login-entry.ts) counts like the rest
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    // Only what needs no schema here (zod stays out of the first /login); the server checks the rest with the
    // shared login schema and its field errors show next to the fields.
    const next = {
      email: email.trim() ? null : authMessages.invalidEmail,
      password: password ? null : authMessages.passwordRequired,
    };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    setFailure(null);
    try {
      // Without a token the server answers with its own Portuguese message; no need to block here.
      const captcha_token = siteKey
        ? await recaptcha.execute(siteKey, 'login').catch(() => undefined)
        : undefined;
      const outcome = await signIn({ email: email.trim(), password, captcha_token });
      if ('challenge' in outcome) {
        setChallenge(outcome.challenge);
        setBusy(false);
        return;
      }
      onSignedIn(outcome.user);
    } catch (error) {
      // the shared schema's reasons (checked by the server) go next to their fields
      const fields = isApiError(error) ? error.fieldErrors() : {};
      setErrors(fields);
      setFailure(Object.keys(fields).length ? null : error);
      setBusy(false);
    }
  }

  if (challenge)
    return (
      <Suspense fallback={null}>
        <SecondStepForm
          challenge={challenge}
          passkeys={withPasskey}
          onPassed={(session) => onSignedIn(keep(session))}
          onBack={() => setChallenge(null)}
        />
      </Suspense>
    );

  return (
    // method="post": a submit before the script runs (or without JavaScript) never puts the password in the URL
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Entrar no Sião" data-testid="login-form">
      <Stack gap="md">
        <FormFailure failure={failure !== null && errorMessage(failure)} testId="login-error" />
        <TextInput
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          autoFocus
          error={errors.email}
          data-testid="login-email"
        />
        <PasswordInput
          label="Senha"
          name="password"
          autoComplete="current-password"
          required
          error={errors.password}
          data-testid="login-password"
        />
        <Group justify="flex-end">
          <Anchor component={linkComponent} to="/reset-password" size="sm">
            Esqueci minha senha
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={busy} data-testid="login-submit">
          Entrar
        </Button>
        {withPasskey && (
          <Suspense fallback={null}>
            <PasskeySignIn
              disabled={busy}
              onStart={() => {
                setFailure(null);
                setErrors({});
              }}
              onPassed={(session) => onSignedIn(keep(session))}
              onFailure={setFailure}
            />
          </Suspense>
        )}
        {siteKey && (
          <Text size="xs" c="dimmed" ta="center">
            Este site é protegido pelo reCAPTCHA e se aplicam a{' '}
            <Anchor href="https://policies.google.com/privacy" target="_blank" rel="noreferrer" inherit>
              Política de Privacidade
            </Anchor>{' '}
            e os{' '}
            <Anchor href="https://policies.google.com/terms" target="_blank" rel="noreferrer" inherit>
              Termos de Serviço
            </Anchor>{' '}
            do Google.
          </Text>
        )}
      </Stack>
    </form>
  );
}
