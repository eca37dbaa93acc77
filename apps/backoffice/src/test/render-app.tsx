import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app-providers';
import { queryClient } from '../lib/query-client';
import { buildRoutes, wireNavigation } from '../router';
import { signIn } from './users';

/** The whole app (providers, router, navigation) opened at `path`; returns the router to read the location. */
export function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  wireNavigation(router);
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** The whole app, signed in, opened at `path` (a fresh query cache each time). */
export function renderApp(path: string) {
  queryClient.clear();
  signIn();
  return renderAt(path);
}
