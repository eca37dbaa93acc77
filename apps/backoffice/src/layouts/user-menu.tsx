import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { User } from '@siao/shared';
import { roleLabels } from '@siao/shared/roles';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

export function UserMenu({ user }: { user: User }) {
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        {/* named by what it shows (avatar, name) plus its purpose; an aria-label would hide the name */}
        <UnstyledButton data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.avatar_url} alt={user.name} radius="xl" size={34} color="siao">
              {initials(user.name)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" maw={180} truncate>
              {user.name}
            </Text>
            <IconChevronDown size={14} />
            <VisuallyHidden>Menu do usuário</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
          <Text size="xs" c="dimmed">
            {roleLabels[user.role]}
            {user.client_name ? ` · ${user.client_name}` : ''}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} />}>
          Meu perfil
        </Menu.Item>
        <Menu.Item component={Link} to="/logout" color="red" leftSection={<IconLogout size={16} />}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
