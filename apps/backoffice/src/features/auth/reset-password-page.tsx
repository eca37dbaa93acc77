import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/http/api-error';
import { useRequestPasswordReset } from './auth-api';
import { emailError } from './validation';

export function ResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (!problem) request.mutate({ email: email.trim() });
  }

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
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.
        </Text>
        {request.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(request.error)}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
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
