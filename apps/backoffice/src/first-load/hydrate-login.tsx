// first: no schema may be built before zod's eval probe is turned off (strict CSP)
import '@siao/shared/zod-jitless';
import type { User } from '@siao/shared';
import { hydrateRoot } from 'react-dom/client';
import { LoginTree } from './login-tree';
import { appStarter } from './start-app';

/** Makes the prerendered /login form live (React + Mantine); `onHydrated` runs once it is. */
export function hydrateLogin(container: HTMLElement, onHydrated: () => void): void {
  let startApp: (user?: User) => void = () => undefined;
  const root = hydrateRoot(
    container,
    <LoginTree startApp={(user) => startApp(user)} onMounted={onHydrated} />,
  );
  startApp = appStarter(root);
}
