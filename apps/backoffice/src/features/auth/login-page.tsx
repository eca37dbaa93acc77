import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { loginSchema } from '@siao/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { safeRedirect } from '../../lib/auth/login-path';
import { useLogin } from '../../lib/auth/session';
import { recaptcha } from '../../lib/captcha';
import { errorMessage } from '../../lib/http/api-error';
import { usePublicConfig } from './auth-api';

export function LoginPage() {
  const [captchaBusy, setCaptchaBusy] = useState(false);
  const login = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const siteKey = usePublicConfig().data?.recaptcha_site_key ?? null;

  // Load the bot-check early so the click on 'Entrar' does not wait for the script.
  useEffect(() => {
    if (siteKey) recaptcha.load(siteKey).catch(() => undefined);
  }, [siteKey]);

  const form = useSchemaForm({
    initial: { email: '', password: '' },
    schema: loginSchema,
    onSubmit: async (payload) => {
      let captcha_token: string | undefined;
      if (siteKey) {
        setCaptchaBusy(true);
        // Without a token the server answers with its own Portuguese message; no need to block here.
        captcha_token = await recaptcha.execute(siteKey, 'login').catch(() => undefined);
        setCaptchaBusy(false);
      }
      login.mutate(
        { email: payload.email, password: payload.password, captcha_token },
        { onSuccess: () => navigate(safeRedirect(params.get('redirect')), { replace: true }) },
      );
    },
  });

  return (
    <form {...form.formProps} aria-label="Entrar no Sião" data-testid="login-form">
      <Stack gap="md">
        {login.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
            {errorMessage(login.error)}
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
          <Anchor component={Link} to="/reset-password" size="sm">
            Esqueci minha senha
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending || captchaBusy} data-testid="login-submit">
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
