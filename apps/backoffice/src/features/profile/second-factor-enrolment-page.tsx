import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { passkeysSupported } from '../../lib/auth/passkey-support';
import { PasskeyEnrolmentForm } from './passkeys-section';
import { TotpEnrolment } from './totp-enrolment';

/**
 * Where a session that owes its second factor lands (superadmin and admin, or a client that requires it):
 * no other screen opens until the enrolment is done, and there is no "skip". Either factor satisfies the
 * policy: an authenticator app or, where the browser offers WebAuthn, a passkey.
 */
export function SecondFactorEnrolmentPage() {
  const navigate = useNavigate();
  const [method, setMethod] = useState<'totp' | 'passkey'>('totp');
  const done = () => navigate('/', { replace: true });
  return (
    <Stack gap="md" data-testid="second-factor-enrolment-page">
      <Title order={2} size="h4">
        Verificação em duas etapas
      </Title>
      <Text size="sm">
        Para proteger os dados dos cartórios, o seu perfil exige a verificação em duas etapas. Cadastre um
        aplicativo autenticador ou uma chave de acesso para continuar.
      </Text>
      {passkeysSupported() && (
        <SegmentedControl
          value={method}
          onChange={(value) => setMethod(value as typeof method)}
          data={[
            { value: 'totp', label: 'Aplicativo autenticador' },
            { value: 'passkey', label: 'Chave de acesso' },
          ]}
          aria-label="Forma de verificação"
          data-testid="second-factor-method"
        />
      )}
      {method === 'passkey' ? <PasskeyEnrolmentForm onDone={done} /> : <TotpEnrolment onDone={done} />}
    </Stack>
  );
}
