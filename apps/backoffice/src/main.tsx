// first: no schema may be built before zod's eval probe is turned off (strict CSP)
import '@siao/shared/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';

const router = createAppRouter();

const container = document.getElementById('app');
if (!container) throw new Error('Elemento #app não encontrado');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
