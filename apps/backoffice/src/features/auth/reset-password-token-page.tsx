import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../lib/http/api-error';
import { useResetPassword } from './auth-api';
import { confirmError, newPasswordError } from './validation';

/** Target of the e-mailed link /reset-password-token?token=… */
export function ResetPasswordTokenPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirm?: string | null }>({});
  const reset = useResetPassword();

  if (token.length < 10) {
    return (
      <Stack gap="md">
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          Link de redefinição inválido ou incompleto. Solicite um novo link.
        </Alert>
        <Button component={Link} to="/reset-password" fullWidth>
          Solicitar novo link
        </Button>
      </Stack>
    );
  }

  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <Alert
          color="teal"
          icon={<IconCircleCheck size={18} />}
          role="status"
          data-testid="reset-token-success"
        >
          {reset.data.message}
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          Ir para o login
        </Button>
      </Stack>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = { password: newPasswordError(password), confirm: confirmError(password, confirm) };
    setErrors(next);
    if (!next.password && !next.confirm) reset.mutate({ token, password });
  }

  const serverField = isApiError(reset.error) ? reset.error.fieldErrors().password : undefined;
  const expired = isApiError(reset.error) && reset.error.code === 'RESET_TOKEN_INVALID';

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {reset.isError && !serverField && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(reset.error)}{' '}
            {expired && (
              <Anchor component={Link} to="/reset-password" inherit>
                Solicitar novo link
              </Anchor>
            )}
          </Alert>
        )}
        <PasswordInput
          label="Nova senha"
          description="Pelo menos 8 caracteres."
          autoComplete="new-password"
          required
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password ?? serverField}
        />
        <PasswordInput
          label="Confirmar nova senha"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
          error={errors.confirm}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          Redefinir senha
        </Button>
      </Stack>
    </form>
  );
}
