import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CnibConsultation, cnibConsultInputSchema } from '@siao/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { MaskedInput } from '../../components/masked-input';
import { DocumentKindSwitch } from './document-kind-switch';
import { useCnibConsult } from './services-api';

/** CPF or CNPJ (alphanumeric too), checked by its digits here and again by the API before any ONR call. */
export function CnibConsultForm({
  clientId,
  onResult,
}: {
  clientId?: string;
  onResult: (c: CnibConsultation) => void;
}) {
  const consult = useCnibConsult();
  const [kind, setKind] = useState<'cpf' | 'cnpj'>('cpf');
  const [documento, setDocumento] = useState('');
  const [finalidade, setFinalidade] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = { client_id: clientId, documento, finalidade: finalidade || undefined };
    const parsed = cnibConsultInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Dados inválidos.');
      return;
    }
    setError(null);
    try {
      onResult(await consult.mutateAsync(input));
    } catch (err) {
      notifications.show({ color: 'red', title: 'Consulta à CNIB', message: (err as Error).message });
    }
  }

  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            Nova consulta
          </Title>
          <DocumentKindSwitch
            value={kind}
            onChange={(next) => {
              setKind(next);
              setDocumento('');
            }}
            w={200}
          />
          <Group align="start" wrap="wrap">
            <MaskedInput
              key={kind}
              kind={kind}
              label={kind === 'cpf' ? 'CPF' : 'CNPJ (numérico ou alfanumérico)'}
              value={documento}
              onChange={setDocumento}
              error={error}
              w={260}
            />
            <TextInput
              label="Finalidade (opcional)"
              description="Ex.: número do protocolo do ato"
              value={finalidade}
              maxLength={200}
              onChange={(e) => setFinalidade(e.currentTarget.value)}
              w={320}
            />
          </Group>
          <Group>
            <Button type="submit" leftSection={<IconSearch size={16} />} loading={consult.isPending}>
              Consultar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
