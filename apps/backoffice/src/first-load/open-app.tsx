// first: no schema may be built before zod's eval probe is turned off (strict CSP)
import '@siao/shared/zod-jitless';
import { createRoot } from 'react-dom/client';
import { appStarter } from './start-app';

/** The routed app in place of the prerendered form (a signed-in visitor on /login is sent on by the router). */
export function openApp(container: HTMLElement): void {
  appStarter(createRoot(container))();
}
