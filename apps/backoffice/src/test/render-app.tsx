import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app-providers';
import { queryClient } from '../lib/query-client';
import { buildRoutes, wireNavigation } from '../router';
import { signIn } from './users';

/** The whole app, signed in, opened at `path` (a fresh query cache each time). */
export function renderApp(path: string) {
  queryClient.clear();
  signIn();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  wireNavigation(router);
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
