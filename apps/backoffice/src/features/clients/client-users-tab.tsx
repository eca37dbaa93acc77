import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatDateTime, type ManagedUser, roleLabels } from '@siao/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ListColumn, ListTable } from '../../components/list-page';
import { ListPagination } from '../../components/list-table-states';
import { UserStatusBadge } from '../../components/user-status-badge';
import { errorMessage } from '../../lib/http/api-error';
import { useClientUsers } from './clients-api';

function columns(canManage: boolean): ListColumn<ManagedUser>[] {
  return [
    {
      key: 'nome',
      label: 'Nome',
      cell: (u) => (
        <>
          {/* operadores see the list; the user pages are for managers */}
          {canManage ? (
            <Text component={Link} to={`/users/${u.id}`} fw={500} size="sm">
              {u.name}
            </Text>
          ) : (
            <Text fw={500} size="sm">
              {u.name}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {roleLabels[u.role]}
          </Text>
        </>
      ),
    },
    { key: 'email', label: 'E-mail', cell: (u) => u.email },
    { key: 'situacao', label: 'Situação', cell: (u) => <UserStatusBadge user={u} /> },
    {
      key: 'acesso',
      label: 'Último acesso',
      cell: (u) => (u.last_login_at ? formatDateTime(u.last_login_at) : 'Nunca acessou'),
    },
  ];
}

/** "Usuários do cliente": the client's users, linking to the user pages. */
export function ClientUsersTab({ clientId, canManage }: { clientId: string; canManage: boolean }) {
  const [page, setPage] = useState(1);
  const query = useClientUsers(clientId, page, true);
  if (query.isError) return <Alert color="red">{errorMessage(query.error)}</Alert>;
  if (query.isPending) return <Skeleton h={120} />;
  const { data, total, limit } = query.data;
  return (
    <Stack gap="sm">
      {canManage && (
        <Group justify="flex-end">
          <Button
            component={Link}
            to={`/users-new?client_id=${clientId}`}
            leftSection={<IconUserPlus size={18} />}
            variant="light"
          >
            Convidar usuário
          </Button>
        </Group>
      )}
      <ListTable
        label="Usuários do cliente"
        rows={data}
        rowKey={(u) => u.id}
        columns={columns(canManage)}
        empty="Nenhum usuário encontrado para este cliente. Convide o primeiro usuário."
        rowTestId="client-user"
        minWidth={600}
      />
      <ListPagination total={total} limit={limit} page={page} onChange={setPage} size="sm" />
    </Stack>
  );
}
