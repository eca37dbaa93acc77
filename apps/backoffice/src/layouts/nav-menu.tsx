import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import type { User } from '@siao/shared';
import { Link, matchPath, useLocation } from 'react-router';
import { menuFor } from './menu-table';

export function NavMenu({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ScrollArea component="nav" aria-label="Menu principal" h="100%" type="scroll">
      <Stack gap="md" p="sm">
        {menuFor(user).map((section) => (
          <Stack gap={2} key={section.label ?? 'principal'}>
            {section.label && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
                {section.label}
              </Text>
            )}
            {section.items.map(({ label, path, icon: Icon, exact }) => {
              const active = !!matchPath({ path, end: exact ?? false }, pathname);
              return (
                <NavLink
                  key={path}
                  component={Link}
                  to={path}
                  label={label}
                  leftSection={<Icon size={18} stroke={1.6} />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
                />
              );
            })}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}
