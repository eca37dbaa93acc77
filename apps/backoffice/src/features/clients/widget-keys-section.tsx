import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { formatDateTime } from '@siao/shared';
import { IconCheck, IconCopy, IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type ListColumn, ListTable } from '../../components/list-page';
import { confirmAndRun } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useCreateWidgetKey, useRevokeWidgetKey, useWidgetKeys, type WidgetApiKey } from './clients-api';

const columns: ListColumn<WidgetApiKey>[] = [
  { key: 'nome', label: 'Nome', cell: (k) => k.name },
  { key: 'inicio', label: 'Início', cell: (k) => <Code>{k.prefix}…</Code> },
  { key: 'criada', label: 'Criada em', nowrap: true, cell: (k) => formatDateTime(k.created_at) },
  {
    key: 'uso',
    label: 'Último uso',
    cell: (k) => (k.last_used_at ? formatDateTime(k.last_used_at) : 'Nunca usada'),
  },
];

/** "Chaves de API do widget": host back-ends exchange a key for widget tokens; the key shows once. */
export function WidgetKeysSection({ clientId }: { clientId: string }) {
  const keys = useWidgetKeys(clientId, true);
  const create = useCreateWidgetKey(clientId);
  const revoke = useRevokeWidgetKey(clientId);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  async function add() {
    if (!name.trim()) return setNameError('Informe um nome para identificar a chave.');
    try {
      const result = await create.mutateAsync(name.trim());
      setCreated(result.key);
      setName('');
    } catch (error) {
      setNameError(errorMessage(error));
    }
  }

  async function remove(id: string, keyName: string) {
    await confirmAndRun({
      confirm: {
        title: 'Revogar chave',
        message: `A chave "${keyName}" deixará de funcionar imediatamente nos sites que a usam. Continuar?`,
        confirmLabel: 'Revogar',
        danger: true,
      },
      run: () => revoke.mutateAsync(id),
      success: 'Chave revogada.',
    });
  }

  const live = (keys.data ?? []).filter((k) => !k.revoked_at);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h5" mb="sm">
        Chaves de API do widget
      </Title>
      <Stack gap="sm">
        {created && (
          <Alert
            color="teal"
            title="Copie a chave agora: ela não será exibida novamente."
            onClose={() => setCreated(null)}
            withCloseButton
          >
            <Group gap="xs" wrap="nowrap">
              <Code style={{ wordBreak: 'break-all' }}>{created}</Code>
              <CopyButton value={created}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copiada' : 'Copiar'}>
                    <ActionIcon variant="subtle" onClick={copy} aria-label="Copiar chave">
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          </Alert>
        )}
        <Group align="flex-start" gap="sm">
          <TextInput
            placeholder="Nome da chave (ex.: site institucional)"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(null);
            }}
            error={nameError}
            maxLength={100}
            w={320}
            aria-label="Nome da chave"
          />
          <Button leftSection={<IconKey size={16} />} onClick={add} loading={create.isPending}>
            Gerar chave
          </Button>
        </Group>
        <ListTable
          label="Chaves do widget"
          rows={live}
          rowKey={(k) => k.id}
          columns={[
            ...columns,
            {
              key: 'revogar',
              label: 'Revogar',
              align: 'right',
              cell: (k) => (
                <ActionIcon
                  color="red"
                  variant="subtle"
                  onClick={() => remove(k.id, k.name)}
                  aria-label={`Revogar ${k.name}`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              ),
            },
          ]}
          query={keys}
          empty="Nenhuma chave ativa. Gere uma chave para o sistema do cliente obter tokens do widget."
          rowTestId="widget-key"
          minWidth={0}
        />
      </Stack>
    </Paper>
  );
}
