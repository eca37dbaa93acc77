import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { TotpEnrolment } from './totp-enrolment';

/**
 * Where a session that owes its second factor lands (superadmin and admin, or a client that requires it):
 * no other screen opens until the enrolment is done, and there is no "skip".
 */
export function SecondFactorEnrolmentPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="md" data-testid="second-factor-enrolment-page">
      <Title order={2} size="h4">
        Verificação em duas etapas
      </Title>
      <Text size="sm">
        Para proteger os dados dos cartórios, o seu perfil exige a verificação em duas etapas. Cadastre um
        aplicativo autenticador para continuar.
      </Text>
      <TotpEnrolment onDone={() => navigate('/', { replace: true })} />
    </Stack>
  );
}
