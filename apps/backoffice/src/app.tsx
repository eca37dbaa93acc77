import type { User } from '@siao/shared';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { sessionKeys } from './lib/auth/session';
import { queryClient } from './lib/query-client';
import { createAppRouter } from './router';

/** The routed app (every screen); `user` = who just signed in on the first /login, so GET me is not repeated. */
export function createApp(user?: User) {
  if (user) queryClient.setQueryData(sessionKeys.me(), user);
  const router = createAppRouter();
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
