import { Button, Select, Stack, Text } from '@mantine/core';
import { formatCpf, formatDateTime, type ManagedUser, roleLabels, roles } from '@siao/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { type ListColumn, ListFilters, ListPager, ListSearch, ListTable } from '../../components/list-page';
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
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const filtered = !!(list.values.q || list.values.role || list.values.active || list.values.client_id);

  const columns: ListColumn<ManagedUser>[] = [
    {
      key: 'name',
      label: 'Nome',
      sort: 'name',
      cell: (u) => (
        <>
          <Text fw={500} size="sm">
            {u.name}
          </Text>
          {u.cpf && (
            <Text size="xs" c="dimmed">
              {formatCpf(u.cpf)}
            </Text>
          )}
        </>
      ),
    },
    { key: 'email', label: 'E-mail', sort: 'email', cell: (u) => u.email },
    { key: 'role', label: 'Perfil', sort: 'role', cell: (u) => roleLabels[u.role] },
    { key: 'client', label: 'Cliente', cell: (u) => u.client_name ?? '—' },
    { key: 'status', label: 'Situação', cell: (u) => <UserStatusBadge user={u} /> },
    {
      key: 'last_login',
      label: 'Último acesso',
      sort: 'last_login_at',
      cell: (u) => (u.last_login_at ? formatDateTime(u.last_login_at) : 'Nunca acessou'),
    },
  ];

  return (
    <Stack gap="md">
      <ListFilters
        active={[list.values.role, list.values.active, list.values.client_id].filter(Boolean).length}
        widths={[190, 140]}
        search={
          <ListSearch
            placeholder="Nome, e-mail ou CPF"
            value={list.values.q}
            onSearch={(q) => list.set({ q })}
          />
        }
        actions={
          manager && (
            <Button component={Link} to="/users-new" leftSection={<IconUserPlus size={18} />}>
              Novo usuário
            </Button>
          )
        }
      >
        <Select
          label="Perfil"
          placeholder="Todos"
          clearable
          data={roles.map((r) => ({ value: r, label: roleLabels[r] }))}
          value={list.values.role || null}
          onChange={(v) => list.set({ role: v })}
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
        />
        {list.values.client_id && (
          <Button variant="subtle" onClick={() => list.set({ client_id: null })}>
            Mostrar todos os clientes
          </Button>
        )}
      </ListFilters>

      <ListTable
        label="Usuários"
        rows={rows}
        rowKey={(u) => u.id}
        columns={columns}
        query={query}
        sort={list.sort}
        onSort={(sort) => list.set({ sort })}
        onRowClick={(u) => navigate(`/users/${u.id}`)}
        minWidth={820}
        empty={
          filtered
            ? 'Nenhum usuário encontrado. Limpe a busca ou os filtros.'
            : 'Nenhum usuário encontrado. Clique em “Novo usuário” para convidar o primeiro.'
        }
      />
      <ListPager
        total={total}
        limit={list.limit}
        page={list.page}
        onPage={(page) => list.set({ page })}
        noun="usuário"
      />
    </Stack>
  );
}
