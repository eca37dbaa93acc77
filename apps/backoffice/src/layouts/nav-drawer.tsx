import { Drawer } from '@mantine/core';
import type { User } from '@siao/shared';
import { NavMenu } from './nav-menu';

/** The menu as a drawer below 768 px (loaded the first time the burger opens it). */
export default function NavDrawer({
  user,
  opened,
  onClose,
}: {
  user: User;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={280}
      padding={0}
      hiddenFrom="sm"
      title="Menu"
      styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
    >
      <NavMenu user={user} onNavigate={onClose} />
    </Drawer>
  );
}
