import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type CnibEnvironment,
  cnibCredentialsInputSchema,
  cnibEnvironmentLabels,
  cnibEnvironments,
} from '@siao/shared';
import { useState } from 'react';
import { MaskedInput } from '../../components/masked-input';
import { useCnibCredentials, useSaveCnibCredentials } from './services-api';

/** ONR credentials of the client: write-only; the API only says when and by whom they were set. */
export function CnibCredentialsPanel({ clientId }: { clientId?: string }) {
  const status = useCnibCredentials(clientId, true);
  const save = useSaveCnibCredentials();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState({
    onr_client_id: '',
    onr_client_secret: '',
    cpf_usuario: '',
    ambiente: 'producao' as CnibEnvironment,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const s = status.data;

  async function submit() {
    const parsed = cnibCredentialsInputSchema.safeParse({ ...form, client_id: clientId });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ ...form, client_id: clientId });
      setForm({ onr_client_id: '', onr_client_secret: '', cpf_usuario: '', ambiente: form.ambiente });
      setEditing(false);
      notifications.show({ color: 'green', message: 'Credenciais da ONR salvas.' });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Credenciais da ONR', message: (error as Error).message });
    }
  }

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Credenciais da ONR
          </Title>
          {s?.servico_ativo && !editing && (
            <Button variant="default" size="xs" onClick={() => setEditing(true)}>
              {s.configurado ? 'Substituir credenciais' : 'Configurar credenciais'}
            </Button>
          )}
        </Group>
        {s && !s.servico_ativo && (
          <Alert color="red">
            O serviço está desativado: o servidor ainda não tem a chave que protege as credenciais da ONR.
            Quem administra a instalação do Sião precisa configurá-la; até lá, procure o suporte do Sião.
          </Alert>
        )}
        {s?.servico_ativo && (
          <Text size="sm" data-testid="cnib-credenciais-resumo">
            {s.resumo}
            {s.ambiente && ` Ambiente: ${cnibEnvironmentLabels[s.ambiente]}.`}
            {!s.configurado &&
              ' Informe o client id e o client secret fornecidos pela ONR para a API Serventias e o CPF do usuário cadastrado na ONR.'}
          </Text>
        )}
        {editing && (
          <Stack gap="xs" maw={480}>
            <TextInput
              label="Client id"
              value={form.onr_client_id}
              error={errors.onr_client_id}
              onChange={(e) => setForm({ ...form, onr_client_id: e.currentTarget.value })}
              autoComplete="off"
            />
            <PasswordInput
              label="Client secret"
              value={form.onr_client_secret}
              error={errors.onr_client_secret}
              onChange={(e) => setForm({ ...form, onr_client_secret: e.currentTarget.value })}
              autoComplete="new-password"
            />
            <MaskedInput
              kind="cpf"
              label="CPF do usuário cadastrado na ONR"
              value={form.cpf_usuario}
              error={errors.cpf_usuario}
              onChange={(v) => setForm({ ...form, cpf_usuario: v })}
            />
            <Select
              label="Ambiente"
              data={cnibEnvironments.map((e) => ({ value: e, label: cnibEnvironmentLabels[e] }))}
              value={form.ambiente}
              onChange={(v) => v && setForm({ ...form, ambiente: v as CnibEnvironment })}
              allowDeselect={false}
            />
            <Group gap="xs">
              <Button onClick={submit} loading={save.isPending}>
                Salvar credenciais
              </Button>
              <Button variant="subtle" onClick={() => setEditing(false)}>
                Cancelar
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
