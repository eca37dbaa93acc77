// The entry of login.html: the /login form arrives as ready HTML (rendered at build time from the real
// form, see build/prerender-login.mjs), so it shows without waiting for any script. React and Mantine
// (~100 KB gzipped, seconds of CPU on a slow phone) are fetched and the form hydrated on the visitor's
// first touch, click or key; a submit made before that waits for the hydration and then goes through the
// real form (its checks, the captcha, the error messages, the redirect).
import '../styles/mantine-first-load';
import { readTokens } from '../lib/auth/token-storage';

const TRIGGERS = ['pointerdown', 'touchstart', 'keydown', 'input'] as const;
const container = document.getElementById('app');

if (!container) throw new Error('Elemento #app não encontrado');
if (readTokens()) {
  // a signed-in visitor: the app, whose /login route sends them on to the dashboard (or keeps a dead session here)
  void import('./open-app').then(({ openApp }) => openApp(container));
} else {
  let started = false;
  let live = false;
  let submitter: HTMLElement | null | undefined;
  const holdSubmit = (event: SubmitEvent) => {
    if (live) return;
    event.preventDefault();
    submitter = event.submitter;
    start();
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) window.removeEventListener(type, start, true);
    import('./hydrate-login').then(({ hydrateLogin }) =>
      hydrateLogin(container, () => {
        live = true;
        document.removeEventListener('submit', holdSubmit, true);
        if (submitter === undefined) return;
        // what was typed before the hydration is in the inputs; the form reads it from there
        container
          .querySelector('form')
          ?.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null);
      }),
    );
  };
  for (const type of TRIGGERS) window.addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener('submit', holdSubmit, true);
}
