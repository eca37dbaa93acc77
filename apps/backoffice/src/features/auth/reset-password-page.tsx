import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { resetPasswordSchema } from '@siao/shared';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FormFailure } from '../../components/forms/form-failure';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { errorMessage } from '../../lib/http/api-error';
import { useRequestPasswordReset } from './auth-api';

export function ResetPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useSchemaForm({
    initial: { email: '' },
    schema: resetPasswordSchema,
    onSubmit: (payload) => request.mutate(payload),
  });

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconMailCheck size={18} />} role="status" data-testid="reset-success">
          {request.data.message}
        </Alert>
        <Button component={Link} to="/login" variant="light" fullWidth>
          Voltar para o login
        </Button>
      </Stack>
    );
  }

  return (
    <form {...form.formProps}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.
        </Text>
        <FormFailure failure={request.isError && errorMessage(request.error)} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          autoFocus
          {...form.text('email')}
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          Enviar link de redefinição
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          Voltar para o login
        </Anchor>
      </Stack>
    </form>
  );
}
