import { CAPTCHA_POLL_DELAY_MS } from '@siao/shared/constants';
/** The part of Google's reCAPTCHA v3 global we use. */
export interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

export type CaptchaLoadState = 'not-loaded' | 'loading' | 'loaded';

export interface RecaptchaLoaderOptions {
  /** Script address; `{key}` is replaced by the site key. */
  scriptUrl?: string;
  /** Polling delay while waiting for `grecaptcha` to appear (spec §9: 25 ms). */
  pollMs?: number;
  /** Give up after this long (offline, blocked by an extension). */
  timeoutMs?: number;
  hideBadge?: boolean;
  /** Injected for tests; defaults to the global window. */
  getWindow?: () => (Window & { grecaptcha?: Grecaptcha }) | undefined;
}

export const loaderErrors = {
  differentKey: 'already loaded with a different site key',
  browserOnly: 'library is for the browser only',
  failed: 'Não foi possível carregar a verificação de segurança (reCAPTCHA).',
} as const;

const defaultScript = 'https://www.google.com/recaptcha/api.js?render={key}&hl=pt-BR';
const badgeStyleId = 'siao-recaptcha-badge';

/** Loads the captcha v3 script once per page; states not loaded → loading → loaded (spec §4). */
export function createRecaptchaLoader(options: RecaptchaLoaderOptions = {}) {
  const pollMs = options.pollMs ?? CAPTCHA_POLL_DELAY_MS;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const getWindow =
    options.getWindow ??
    (() => (typeof window === 'undefined' ? undefined : (window as Window & { grecaptcha?: Grecaptcha })));
  let state: CaptchaLoadState = 'not-loaded';
  let loadedKey: string | null = null;
  let pending: Promise<Grecaptcha> | null = null;

  function hideBadge(doc: Document): void {
    // Hiding is allowed when the form shows Google's notice instead (the login page does).
    if (options.hideBadge === false || doc.getElementById(badgeStyleId)) return;
    const style = doc.createElement('style');
    style.id = badgeStyleId;
    style.textContent = '.grecaptcha-badge { visibility: hidden !important; }';
    doc.head.appendChild(style);
  }

  function inject(win: Window & { grecaptcha?: Grecaptcha }, siteKey: string): Promise<Grecaptcha> {
    return new Promise<Grecaptcha>((resolve, reject) => {
      const doc = win.document;
      const script = doc.createElement('script');
      script.src = (options.scriptUrl ?? defaultScript).replace('{key}', encodeURIComponent(siteKey));
      script.async = true;
      script.defer = true;
      const started = Date.now();
      let done = false;
      const fail = () => {
        if (done) return;
        done = true;
        script.remove();
        reject(new Error(loaderErrors.failed));
      };
      const poll = () => {
        if (done) return;
        const g = win.grecaptcha;
        if (g && typeof g.ready === 'function' && typeof g.execute === 'function') {
          done = true;
          g.ready(() => resolve(g));
        } else if (Date.now() - started > timeoutMs) fail();
        else setTimeout(poll, pollMs);
      };
      script.addEventListener('error', fail);
      doc.head.appendChild(script);
      hideBadge(doc);
      poll();
    });
  }

  function load(siteKey: string): Promise<Grecaptcha> {
    const win = getWindow();
    if (!win) return Promise.reject(new Error(loaderErrors.browserOnly));
    if (state !== 'not-loaded' && loadedKey !== siteKey)
      return Promise.reject(new Error(loaderErrors.differentKey));
    if (pending) return pending;
    state = 'loading';
    loadedKey = siteKey;
    pending = inject(win, siteKey).then(
      (g) => {
        state = 'loaded';
        return g;
      },
      (error: unknown) => {
        // A failed load may be retried later (e.g. once the connection is back).
        state = 'not-loaded';
        loadedKey = null;
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  /** A fresh token for `action` (tokens live two minutes and verify once: get one per submit). */
  async function execute(siteKey: string, action: string): Promise<string> {
    const g = await load(siteKey);
    return g.execute(siteKey, { action });
  }

  return {
    load,
    execute,
    get state(): CaptchaLoadState {
      return state;
    },
  };
}
