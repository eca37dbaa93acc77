import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { setNavigation } from './lib/api';
import { loginPath } from './lib/auth/login-path';
import { createAppRouter } from './router';

const router = createAppRouter();

// The http client lives outside React; 401/403 navigate through the router without a page reload.
setNavigation({
  toLogin: () => router.navigate(loginPath(router.state.location), { replace: true }),
  toUnauthorized: () => router.navigate('/unauthorized'),
});

const container = document.getElementById('app');
if (!container) throw new Error('Elemento #app não encontrado');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
