import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { resetPasswordTokenSchema } from '@siao/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { FormFailure } from '../../components/forms/form-failure';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { errorMessage, isApiError } from '../../lib/http/api-error';
import { useResetPassword } from './auth-api';

interface Values {
  password: string;
  confirm: string;
}
const confirmCheck = (v: Values): Record<string, string> =>
  v.password === v.confirm ? {} : { confirm: 'As senhas não conferem.' };

/** Target of the e-mailed link /reset-password-token?token=… */
export function ResetPasswordTokenPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useSchemaForm({
    initial: { password: '', confirm: '' },
    schema: resetPasswordTokenSchema,
    toPayload: (v: Values) => ({ token, password: v.password }),
    check: confirmCheck,
    onSubmit: (payload) => reset.mutate(payload),
  });

  if (token.length < 10) {
    return (
      <Stack gap="md">
        <FormFailure failure="Link de redefinição inválido ou incompleto. Solicite um novo link." />
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

  const serverField = isApiError(reset.error) ? reset.error.fieldErrors().password : undefined;
  const expired = isApiError(reset.error) && reset.error.code === 'RESET_TOKEN_INVALID';

  return (
    <form {...form.formProps}>
      <Stack gap="md">
        <FormFailure
          failure={
            reset.isError &&
            !serverField && (
              <>
                {errorMessage(reset.error)}{' '}
                {expired && (
                  <Anchor component={Link} to="/reset-password" inherit>
                    Solicitar novo link
                  </Anchor>
                )}
              </>
            )
          }
        />
        <PasswordInput
          label="Nova senha"
          description="Pelo menos 8 caracteres."
          autoComplete="new-password"
          required
          autoFocus
          {...form.text('password')}
          error={form.errors.password ?? serverField}
        />
        <PasswordInput
          label="Confirmar nova senha"
          autoComplete="new-password"
          required
          {...form.text('confirm')}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          Redefinir senha
        </Button>
      </Stack>
    </form>
  );
}
