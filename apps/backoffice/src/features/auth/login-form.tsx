import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { loginSchema, type User } from '@siao/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Link } from 'react-router';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { signIn } from '../../lib/auth/sign-in';
import { recaptcha } from '../../lib/captcha';
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
export function LoginForm({ onSignedIn, linkComponent }: LoginFormProps) {
  const [siteKey, setSiteKey] = useState<string | null>(null);

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

  const form = useSchemaForm({
    initial: { email: '', password: '' },
    schema: loginSchema,
    onSubmit: async (payload) => {
      // Without a token the server answers with its own Portuguese message; no need to block here.
      const captcha_token = siteKey
        ? await recaptcha.execute(siteKey, 'login').catch(() => undefined)
        : undefined;
      onSignedIn(await signIn({ email: payload.email, password: payload.password, captcha_token }));
    },
  });

  return (
    <form {...form.formProps} aria-label="Entrar no Sião" data-testid="login-form">
      <Stack gap="md">
        {form.failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
            {form.failure}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          autoFocus
          {...form.text('email')}
          data-testid="login-email"
        />
        <PasswordInput
          label="Senha"
          autoComplete="current-password"
          required
          {...form.text('password')}
          data-testid="login-password"
        />
        <Group justify="flex-end">
          <Anchor component={linkComponent} to="/reset-password" size="sm">
            Esqueci minha senha
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={form.saving} data-testid="login-submit">
          Entrar
        </Button>
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
