// first: no schema may be built before zod's eval probe is turned off (strict CSP)
import '@siao/shared/zod-jitless';
import './styles/mantine-first-load';
import type { User } from '@siao/shared';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginShell } from './first-load/login-shell';
import { readTokens } from './lib/auth/token-storage';
import { ThemeProvider } from './theme-provider';

const container = document.getElementById('app');
if (!container) throw new Error('Elemento #app não encontrado');
const root = createRoot(container);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

let started = false;
/** The routed app (router, query cache, every screen), downloaded on demand. */
function startApp(user?: User): void {
  if (started) return;
  started = true;
  import('./app').then(({ createApp }) => render(createApp(user)));
}

// A visitor without a session opening /login gets the form alone (issue 14: the first /login does not
// download the app); everyone else, a signed-in user on /login included (sent on to the dashboard), the app.
if (window.location.pathname === '/login' && !readTokens()) {
  render(
    <ThemeProvider>
      <LoginShell startApp={startApp} />
    </ThemeProvider>,
  );
} else startApp();
