import { ActionIcon, Alert, Badge, Button, Group, Modal, Skeleton, Text, Tooltip } from '@mantine/core';
import { type AssistantAdmin, countLabel } from '@siao/shared';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ActiveBadge } from '../../components/active-badge';
import { type ListColumn, ListTable } from '../../components/list-page';
import { confirmAndRun, toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useManagedAssistants, useSaveAssistant } from './agents-api';
import { AssistantForm } from './assistant-form';
import {
  emptyAssistantForm,
  formFromAssistant,
  inputFromForm,
  providerLabels,
} from './assistant-form-values';

type Editing = { assistant: AssistantAdmin | null } | null;

const columns: ListColumn<AssistantAdmin>[] = [
  {
    key: 'nome',
    label: 'Nome',
    cell: (a) => (
      <>
        <Text fw={600}>{a.name}</Text>
        {a.default_chat && (
          <Badge size="xs" variant="light">
            Padrão do chat
          </Badge>
        )}
      </>
    ),
  },
  { key: 'modo', label: 'Modo', cell: (a) => (a.interaction_mode === 'chat' ? 'Chat' : 'Ferramenta') },
  {
    key: 'modelo',
    label: 'Provedor e modelo',
    cell: (a) => (
      <>
        <Text size="sm">{providerLabels[a.provider].split(' (')[0]}</Text>
        <Text size="xs" c="dimmed">
          {a.model}
        </Text>
      </>
    ),
  },
  {
    key: 'visivel',
    label: 'Visível para',
    cell: (a) => (a.client_ids?.length ? countLabel(a.client_ids.length, 'cliente') : 'Todos os clientes'),
  },
  {
    key: 'situacao',
    label: 'Situação',
    cell: (a) => <ActiveBadge active={a.active} />,
  },
];

/** Superadmin/admin: every assistant, with create, edit and activate/deactivate. */
export function AssistantsAdmin() {
  const list = useManagedAssistants(true);
  const save = useSaveAssistant();
  const [editing, setEditing] = useState<Editing>(null);

  async function toggle(a: AssistantAdmin) {
    await confirmAndRun({
      // activating asks nothing
      confirm: a.active
        ? {
            title: 'Desativar assistente',
            message: `"${a.name}" deixará de aparecer no SiãoGPT e no widget. As conversas já feitas continuam guardadas.`,
            confirmLabel: 'Desativar',
            danger: true,
          }
        : null,
      run: () =>
        save.mutateAsync({
          id: a.id,
          input: { ...inputFromForm(formFromAssistant(a)), active: !a.active },
        }),
      success: a.active ? 'Assistente desativado.' : 'Assistente ativado.',
    });
  }

  if (list.isPending) return <Skeleton h={200} />;
  if (list.isError) return <Alert color="red">{errorMessage(list.error)}</Alert>;
  const current = editing?.assistant ?? null;
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text c="dimmed" size="sm">
          {countLabel(list.data.length, 'assistente')}. Assistentes inativos não aparecem para os usuários.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ assistant: null })}>
          Novo assistente
        </Button>
      </Group>
      <ListTable
        label="Assistentes cadastrados"
        rows={list.data}
        rowKey={(a) => a.id}
        columns={[
          ...columns,
          {
            key: 'acoes',
            label: 'Ações',
            cell: (a) => (
              <Group gap={4} wrap="nowrap">
                <Tooltip label="Editar">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Editar ${a.name}`}
                    onClick={() => setEditing({ assistant: a })}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={a.active ? 'Desativar' : 'Ativar'}>
                  <ActionIcon
                    variant="subtle"
                    color={a.active ? 'red' : 'teal'}
                    aria-label={`${a.active ? 'Desativar' : 'Ativar'} ${a.name}`}
                    onClick={() => void toggle(a)}
                  >
                    {a.active ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
                  </ActionIcon>
                </Tooltip>
              </Group>
            ),
          },
        ]}
        rowTestId="assistant-row"
        striped
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? `Editar assistente: ${current.name}` : 'Novo assistente'}
        size="lg"
      >
        {editing && (
          <AssistantForm
            key={current?.id ?? 'new'}
            initial={current ? formFromAssistant(current) : emptyAssistantForm}
            submitLabel={current ? 'Salvar' : 'Criar assistente'}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              await save.mutateAsync({ id: current?.id ?? null, input });
              toast.success(current ? 'Assistente atualizado.' : 'Assistente criado.');
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </>
  );
}
