// first: no schema may be built before zod's eval probe is turned off (strict CSP)
import '@siao/shared/zod-jitless';
import './styles/mantine-first-load';
import { createRoot } from 'react-dom/client';
import { LoginTree } from './first-load/login-tree';
import { appStarter } from './first-load/start-app';
import { readTokens } from './lib/auth/token-storage';

const container = document.getElementById('app');
if (!container) throw new Error('Elemento #app não encontrado');
const root = createRoot(container);
const startApp = appStarter(root);

// A visitor without a session opening /login gets the form alone (issue 14: the first /login does not
// download the app); everyone else, a signed-in user on /login included (sent on to the dashboard), the app.
// In production /login is login.html (the form prerendered, see first-load/login-entry.ts); this branch
// serves the dev server and builds without it.
if (window.location.pathname === '/login' && !readTokens()) root.render(<LoginTree startApp={startApp} />);
else startApp();
