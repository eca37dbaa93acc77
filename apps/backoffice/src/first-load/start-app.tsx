import type { User } from '@siao/shared';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';

/** Starts the routed app (router, query cache, every screen) in `root`, once, downloading it on demand. */
export function appStarter(root: Root): (user?: User) => void {
  let started = false;
  return (user) => {
    if (started) return;
    started = true;
    import('../app').then(({ createApp }) => root.render(<StrictMode>{createApp(user)}</StrictMode>));
  };
}
