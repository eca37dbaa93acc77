import { Alert, Button, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconFileInvoice, IconFiles, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { HistoryTable } from '../../components/history-table';
import { useCurrentUser } from '../../lib/auth/session';
import { confirmAndRun, toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { ClientForm } from './client-form';
import { formFromClient } from './client-form-values';
import { ClientTrainingsTab } from './client-trainings-tab';
import { ClientUsersTab } from './client-users-tab';
import { useClient, useClientHistory, useDeleteClient, useSaveClient } from './clients-api';
import { documentOf } from './clients-page';
import { WidgetKeysSection } from './widget-keys-section';

const tabs = ['dados', 'usuarios', 'faturas', 'documentos', 'historico'] as const;

/** Editar Cliente: data, the client's users, faturas, documents and history, one tab each (tab in the URL). */
export function ClientEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t === params.get('aba')) ?? 'dados';
  const [historyPage, setHistoryPage] = useState(1);
  const client = useClient(id);
  const save = useSaveClient(id);
  const remove = useDeleteClient();
  const history = useClientHistory(id, historyPage, tab === 'historico');
  const staff = user.role !== 'cliente';
  const manager = user.role === 'superadmin' || user.role === 'admin';

  if (client.isPending) return <Skeleton h={400} />;
  if (client.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(client.error)}{' '}
        <Button component={Link} to="/clients" variant="subtle" size="compact-sm">
          Voltar para Clientes
        </Button>
      </Alert>
    );
  const c = client.data;

  async function deleteClient() {
    await confirmAndRun({
      confirm: {
        title: 'Excluir cliente',
        message: `Excluir ${c.legal_name}? Só é possível excluir um cliente sem usuários, faturas ou documentos; nos demais casos, desative-o.`,
        confirmLabel: 'Excluir',
        danger: true,
      },
      run: () => remove.mutateAsync(c.id),
      success: 'Cliente excluído.',
      onSuccess: () => navigate('/clients', { replace: true }),
    });
  }

  return (
    <Stack gap="md">
      <Text c="dimmed">
        {c.legal_name} · {documentOf(c)}
      </Text>
      <Tabs
        value={tab}
        onChange={(v) => setParams(v && v !== 'dados' ? { aba: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="dados">Dados</Tabs.Tab>
          <Tabs.Tab value="usuarios">Usuários do cliente</Tabs.Tab>
          <Tabs.Tab value="faturas">Faturas</Tabs.Tab>
          <Tabs.Tab value="documentos">Documentos</Tabs.Tab>
          {staff && <Tabs.Tab value="treinamentos">Treinamentos</Tabs.Tab>}
          {staff && <Tabs.Tab value="historico">Histórico</Tabs.Tab>}
        </Tabs.List>

        <Tabs.Panel value="dados" pt="md">
          <Stack gap="md">
            <ClientForm
              key={c.version}
              initial={formFromClient(c)}
              canDeactivate={manager}
              readOnly={!staff}
              submitLabel="Salvar alterações"
              onSubmit={async (input) => {
                // the version this form loaded: a save over someone else's newer one is refused (409)
                await save.mutateAsync({ ...input, version: c.version });
                toast.success('Cliente atualizado.');
              }}
              onReload={() => void client.refetch()}
              extraActions={
                manager && (
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={deleteClient}
                  >
                    Excluir
                  </Button>
                )
              }
            />
            {manager && <WidgetKeysSection clientId={c.id} />}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="usuarios" pt="md">
          <ClientUsersTab clientId={c.id} canManage={manager} />
        </Tabs.Panel>
        <Tabs.Panel value="faturas" pt="md">
          <Group>
            <Text>As faturas deste cliente, com situação, vencimento e valor.</Text>
            <Button
              component={Link}
              to={`/client/${c.id}/faturas`}
              leftSection={<IconFileInvoice size={18} />}
            >
              Abrir Faturas do Cliente
            </Button>
          </Group>
        </Tabs.Panel>
        <Tabs.Panel value="documentos" pt="md">
          <Group>
            <Text>Documentos disponíveis para este cliente.</Text>
            <Button component={Link} to="/documents" leftSection={<IconFiles size={18} />} variant="light">
              Abrir Documentos
            </Button>
          </Group>
        </Tabs.Panel>
        {staff && (
          <Tabs.Panel value="treinamentos" pt="md">
            <ClientTrainingsTab clientId={c.id} />
          </Tabs.Panel>
        )}
        {staff && (
          <Tabs.Panel value="historico" pt="md">
            <HistoryTable query={history} page={historyPage} onPage={setHistoryPage} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
