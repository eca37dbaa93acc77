import { Alert, Button, Code, Group, Image, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { TotpEnrolment as Enrolment } from '@siao/shared';
import { type FormEvent, useState } from 'react';
import { FormFailure } from '../../components/forms/form-failure';
import { errorMessage } from '../../lib/http/api-error';
import { confirmTotp, startTotp, useSessionChanged } from './second-factor-api';

/**
 * The authenticator app's enrolment: the QR code (and the key to type by hand), then a current code
 * confirms it; the ten recovery codes are shown this once.
 */
export function TotpEnrolment({ onDone }: { onDone: () => void }) {
  const sessionChanged = useSessionChanged();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function begin() {
    setBusy(true);
    setFailure(null);
    try {
      setEnrolment(await startTotp());
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setFailure(null);
    try {
      const done = await confirmTotp(code);
      sessionChanged(done.session, false);
      setCodes(done.recovery_codes);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (codes)
    return (
      <Stack gap="sm" data-testid="recovery-codes">
        <Alert color="green" title="Verificação em duas etapas ativada">
          Guarde estes códigos de recuperação em lugar seguro. Eles só aparecem agora; cada um vale uma vez e
          permite entrar se você perder o celular.
        </Alert>
        <SimpleGrid cols={2} spacing="xs">
          {codes.map((c) => (
            <Code key={c} fz="md">
              {c}
            </Code>
          ))}
        </SimpleGrid>
        <Group>
          <Button onClick={onDone} data-testid="recovery-codes-done">
            Já guardei os códigos
          </Button>
        </Group>
      </Stack>
    );

  if (!enrolment)
    return (
      <Stack gap="sm">
        <FormFailure failure={failure} />
        <Text size="sm">
          Use um aplicativo autenticador no celular (Google Authenticator, Microsoft Authenticator, 1Password,
          Authy…). A cada acesso, além da senha, o Sião pedirá o código de 6 dígitos do aplicativo.
        </Text>
        <Group>
          <Button onClick={begin} loading={busy} data-testid="totp-start">
            Configurar aplicativo autenticador
          </Button>
        </Group>
      </Stack>
    );

  return (
    <form onSubmit={confirm} noValidate aria-label="Confirmar aplicativo autenticador">
      <Stack gap="sm">
        <FormFailure failure={failure} testId="totp-error" />
        <List type="ordered" size="sm">
          <List.Item>No aplicativo, adicione uma conta lendo o código QR abaixo.</List.Item>
          <List.Item>Digite o código de 6 dígitos que o aplicativo mostrar.</List.Item>
        </List>
        <Image src={enrolment.qr_code} alt="Código QR para o aplicativo autenticador" w={200} h={200} />
        <Text size="xs" c="dimmed">
          Sem câmera? Digite a chave no aplicativo: <Code data-testid="totp-secret">{enrolment.secret}</Code>
        </Text>
        <TextInput
          label="Código do aplicativo"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
          data-testid="totp-code"
        />
        <Group>
          <Button type="submit" loading={busy} data-testid="totp-confirm">
            Ativar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
