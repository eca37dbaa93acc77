import { Menu, Text } from '@mantine/core';
import type { User } from '@siao/shared';
import { roleLabels } from '@siao/shared/roles';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { UserMenuButton } from './user-menu-button';

/** The user menu itself (Mantine Menu, Popover, floating-ui): loaded when the user reaches for it. */
/** Replaces the stand-in button after its first click: opens at once, with the focus on its button. */
export default function UserMenuDropdown({ user }: { user: User }) {
  const target = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    target.current?.focus();
  }, []);
  return (
    <Menu position="bottom-end" width={240} withinPortal opened={open} onChange={setOpen}>
      <Menu.Target>
        <UserMenuButton user={user} ref={target} />
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
