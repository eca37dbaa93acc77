import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { User } from '@siao/shared';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

/** The header's user button (avatar, name): the menu's target, and alone until the menu is wanted. */
export function UserMenuButton({ user, ...props }: { user: User } & ComponentPropsWithRef<'button'>) {
  return (
    // named by what it shows (avatar, name) plus its purpose; an aria-label would hide the name
    <UnstyledButton data-testid="user-menu" aria-haspopup="menu" {...props}>
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
  );
}
