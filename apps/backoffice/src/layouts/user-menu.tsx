import type { User } from '@siao/shared';
import { lazy, Suspense, useState } from 'react';
import { UserMenuButton } from './user-menu-button';

export { initials } from './user-menu-button';

// Mantine's Menu brings Popover and floating-ui (~27 KB gzip): not part of the dashboard's first load
// (issue 14). The pointer or the focus reaching the button fetches it; the first click shows it.
let loading: Promise<typeof import('./user-menu-dropdown')> | undefined;
const load = () => {
  loading ??= import('./user-menu-dropdown');
  return loading;
};
const UserMenuDropdown = lazy(load);

export function UserMenu({ user }: { user: User }) {
  const [used, setUsed] = useState(false);
  const standIn = (
    <UserMenuButton
      user={user}
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenuDropdown user={user} />
    </Suspense>
  );
}
