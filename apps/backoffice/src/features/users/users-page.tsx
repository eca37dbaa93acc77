import { Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { formatCpf, formatDateTime, roleLabels, roles } from '@siao/shared';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyRow, ListPagination, LoadingRows, QueryErrorAlert } from '../../components/list-table-states';
import { SortableHeader } from '../../components/sortable-header';
import { useUrlListParams } from '../../components/url-list-params';
import { UserStatusBadge } from '../../components/user-status-badge';
import { useCurrentUser } from '../../lib/auth/session';
import { useUsers } from './users-api';

/** Usuários: search (name, e-mail, CPF), filters by role, client and situation; all in the URL. */
export function UsersPage() {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const manager = me.role === 'superadmin' || me.role === 'admin';
  const list = useUrlListParams(['q', 'role', 'active', 'client_id'] as const, { sort: 'name' });
  const query = useUsers({
    page: list.page,
    limit: list.limit,
    sort: list.sort,
    q: list.values.q || undefined,
    role: list.values.role || undefined,
    active: list.values.active || undefined,
    client_id: list.values.client_id || undefined,
  });
  const [search, setSearch] = useState(list.values.q);
  const applySearch = useDebouncedCallback((q: string) => list.set({ q }), 350);
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const filtered = !!(list.values.q || list.values.role || list.values.active || list.values.client_id);
  const header = (field: string, label: string) => (
    <SortableHeader field={field} label={label} sort={list.sort} onSort={(sort) => list.set({ sort })} />
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" align="flex-end">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            label="Buscar"
            placeholder="Nome, e-mail ou CPF"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              applySearch(e.currentTarget.value);
            }}
            w={260}
          />
          <Select
            label="Perfil"
            placeholder="Todos"
            clearable
            data={roles.map((r) => ({ value: r, label: roleLabels[r] }))}
            value={list.values.role || null}
            onChange={(v) => list.set({ role: v })}
            w={190}
          />
          <Select
            label="Situação"
            placeholder="Todas"
            clearable
            data={[
              { value: 'true', label: 'Ativos' },
              { value: 'false', label: 'Inativos' },
            ]}
            value={list.values.active || null}
            onChange={(v) => list.set({ active: v })}
            w={140}
          />
          {list.values.client_id && (
            <Button variant="subtle" onClick={() => list.set({ client_id: null })}>
              Mostrar todos os clientes
            </Button>
          )}
        </Group>
        {manager && (
          <Button component={Link} to="/users-new" leftSection={<IconUserPlus size={18} />}>
            Novo usuário
          </Button>
        )}
      </Group>

      {query.isError && <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />}

      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={820}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{header('name', 'Nome')}</Table.Th>
                <Table.Th>{header('email', 'E-mail')}</Table.Th>
                <Table.Th>{header('role', 'Perfil')}</Table.Th>
                <Table.Th>Cliente</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>{header('last_login_at', 'Último acesso')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending && <LoadingRows colSpan={6} />}
              {rows.map((u) => (
                <Table.Tr key={u.id} style={{ cursor: 'pointer' }} onClick={() => navigate(`/users/${u.id}`)}>
                  <Table.Td>
                    <Text fw={500} size="sm">
                      {u.name}
                    </Text>
                    {u.cpf && (
                      <Text size="xs" c="dimmed">
                        {formatCpf(u.cpf)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td>{roleLabels[u.role]}</Table.Td>
                  <Table.Td>{u.client_name ?? '—'}</Table.Td>
                  <Table.Td>
                    <UserStatusBadge user={u} />
                  </Table.Td>
                  <Table.Td>{u.last_login_at ? formatDateTime(u.last_login_at) : 'Nunca acessou'}</Table.Td>
                </Table.Tr>
              ))}
              {query.isSuccess && rows.length === 0 && (
                <EmptyRow colSpan={6}>
                  {filtered
                    ? 'Nenhum usuário encontrado. Limpe a busca ou os filtros.'
                    : 'Nenhum usuário encontrado. Clique em “Novo usuário” para convidar o primeiro.'}
                </EmptyRow>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <ListPagination
        total={total}
        limit={list.limit}
        page={list.page}
        onChange={(page) => list.set({ page })}
      />
    </Stack>
  );
}
