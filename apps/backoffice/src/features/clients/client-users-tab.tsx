import { Alert, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatDateTime, roleLabels } from '@siao/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPagination } from '../../components/list-table-states';
import { UserStatusBadge } from '../../components/user-status-badge';
import { errorMessage } from '../../lib/http/api-error';
import { useClientUsers } from './clients-api';

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
      {total === 0 ? (
        <Text c="dimmed">Nenhum usuário encontrado para este cliente. Convide o primeiro usuário.</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Último acesso</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td>
                    <UserStatusBadge user={u} />
                  </Table.Td>
                  <Table.Td>{u.last_login_at ? formatDateTime(u.last_login_at) : 'Nunca acessou'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination total={total} limit={limit} page={page} onChange={setPage} size="sm" />
    </Stack>
  );
}
