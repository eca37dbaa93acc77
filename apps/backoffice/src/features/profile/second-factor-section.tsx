import { Badge, Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDateTime } from '@siao/shared';
import { type FormEvent, useState } from 'react';
import { FormFailure } from '../../components/forms/form-failure';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { removeSecondFactor, useSecondFactorStatus, useSessionChanged } from './second-factor-api';
import { TotpEnrolment } from './totp-enrolment';

/** "Meu perfil › Verificação em duas etapas": status, enrolment and removal (confirmed by a current code). */
export function SecondFactorSection() {
  const status = useSecondFactorStatus();
  const sessionChanged = useSessionChanged();
  const [enrolling, setEnrolling] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const s = status.data;

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setBusy(true);
    setFailure(null);
    try {
      const done = await removeSecondFactor({ method, code });
      sessionChanged(done.session, done.second_factor_enrolment_required);
      setRemoving(false);
      toast.success('Verificação em duas etapas removida.');
      if (done.second_factor_enrolment_required) window.location.assign('/verificacao-em-duas-etapas');
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" data-testid="second-factor-section">
      <Group gap="xs">
        <Title order={3} size="h5">
          Verificação em duas etapas
        </Title>
        {s && (
          <Badge color={s.enrolled ? 'green' : 'gray'} variant="light">
            {s.enrolled ? 'Ativada' : 'Desativada'}
          </Badge>
        )}
        {s?.required && (
          <Badge color="orange" variant="light">
            Obrigatória para o seu perfil
          </Badge>
        )}
      </Group>
      {s?.enrolled && s.totp && (
        <Text size="sm">
          Aplicativo autenticador cadastrado em {formatDateTime(s.totp.confirmed_at)}. Restam{' '}
          {s.recovery_codes_left} códigos de recuperação.
        </Text>
      )}
      {s && !s.totp && !enrolling && (
        <Group>
          <Button variant="light" onClick={() => setEnrolling(true)} data-testid="second-factor-enable">
            Ativar verificação em duas etapas
          </Button>
        </Group>
      )}
      {/* stays until "Já guardei os códigos": the status turning to enrolled must not hide the codes */}
      {enrolling && <TotpEnrolment onDone={() => setEnrolling(false)} />}
      {s?.totp && !enrolling && !removing && (
        <Group>
          <Button variant="subtle" color="red" onClick={() => setRemoving(true)}>
            Remover verificação em duas etapas
          </Button>
        </Group>
      )}
      {s?.totp && removing && (
        <form onSubmit={remove} noValidate aria-label="Remover verificação em duas etapas">
          <Stack gap="sm">
            <FormFailure failure={failure} />
            {s.required && (
              <Text size="sm" c="orange">
                Ela é obrigatória para o seu perfil: depois de remover, você precisará cadastrar outro
                aplicativo para continuar usando o Sião.
              </Text>
            )}
            <SegmentedControl
              value={method}
              onChange={(v) => setMethod(v as 'totp' | 'recovery')}
              data={[
                { value: 'totp', label: 'Código do aplicativo' },
                { value: 'recovery', label: 'Código de recuperação' },
              ]}
            />
            <TextInput key={method} label="Código atual" name="code" autoComplete="one-time-code" required />
            <Group>
              <Button type="submit" color="red" loading={busy}>
                Remover
              </Button>
              <Button variant="default" onClick={() => setRemoving(false)}>
                Cancelar
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
