import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/auth/login-path';
import { useLogin } from '../../lib/auth/session';
import { recaptcha } from '../../lib/captcha';
import { errorMessage } from '../../lib/http/api-error';
import { usePublicConfig } from './auth-api';
import { emailError } from './validation';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [captchaBusy, setCaptchaBusy] = useState(false);
  const login = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const siteKey = usePublicConfig().data?.recaptcha_site_key ?? null;

  // Load the bot-check early so the click on 'Entrar' does not wait for the script.
  useEffect(() => {
    if (siteKey) recaptcha.load(siteKey).catch(() => undefined);
  }, [siteKey]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = { email: emailError(email), password: password ? null : 'Informe a senha.' };
    setErrors(next);
    if (next.email || next.password) return;
    let captcha_token: string | undefined;
    if (siteKey) {
      setCaptchaBusy(true);
      // Without a token the server answers with its own Portuguese message; no need to block here.
      captcha_token = await recaptcha.execute(siteKey, 'login').catch(() => undefined);
      setCaptchaBusy(false);
    }
    login.mutate(
      { email: email.trim(), password, captcha_token },
      { onSuccess: () => navigate(safeRedirect(params.get('redirect')), { replace: true }) },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Entrar no Sião" data-testid="login-form">
      <Stack gap="md">
        {login.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
            {errorMessage(login.error)}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          data-testid="login-email"
        />
        <PasswordInput
          label="Senha"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
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
