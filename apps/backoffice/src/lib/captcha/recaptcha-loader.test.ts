import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Handler, startFakeServer } from '../../test/fake-server';
import { createRecaptchaLoader, type Grecaptcha, loaderErrors } from './recaptcha-loader';

type WithCaptcha = Window & { grecaptcha?: Grecaptcha; __captchaCalls?: string[] };

// Speaks like Google's api.js: defines window.grecaptcha some time after the script runs.
const fakeScript: Handler = (req, res) => {
  res.writeHead(200, { 'content-type': 'text/javascript' });
  // Any other path is a script that never defines grecaptcha (blocked or broken download).
  if (!req.path.startsWith('/api.js')) return void res.end('/* nada */');
  res.end(`setTimeout(function () {
    window.grecaptcha = {
      ready: function (cb) { cb(); },
      execute: function (key, opts) { (window.__captchaCalls = window.__captchaCalls || []).push(key + ':' + opts.action); return Promise.resolve('token-' + opts.action); }
    };
  }, 60);`);
};

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer(fakeScript);
});
afterAll(() => server?.close());
beforeEach(() => {
  delete (window as WithCaptcha).grecaptcha;
  for (const el of document.querySelectorAll('script, style')) el.remove();
});

describe('captcha v3 loader', () => {
  it('goes not loaded → loading → loaded and returns an action token', async () => {
    const loader = createRecaptchaLoader({ scriptUrl: `${server.url}/api.js?render={key}` });
    expect(loader.state).toBe('not-loaded');
    const loading = loader.execute('site-1', 'login');
    expect(loader.state).toBe('loading');
    await expect(loading).resolves.toBe('token-login');
    expect(loader.state).toBe('loaded');
    expect((window as WithCaptcha).__captchaCalls).toContain('site-1:login');
    expect(server.requests.at(-1)?.path).toBe('/api.js?render=site-1');
  });

  it('injects the script once and hides the badge', async () => {
    const loader = createRecaptchaLoader({ scriptUrl: `${server.url}/api.js?render={key}` });
    await Promise.all([loader.load('k'), loader.load('k'), loader.execute('k', 'a')]);
    expect(document.querySelectorAll('script[src*="render=k"]')).toHaveLength(1);
    const style = document.getElementById('siao-recaptcha-badge');
    expect(style?.textContent).toContain('.grecaptcha-badge');
  });

  it('polls every 25 ms until grecaptcha appears', async () => {
    // a fake clock: the 25 ms rhythm is checked exactly, whatever the machine's load
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const loader = createRecaptchaLoader({ scriptUrl: `${server.url}/missing.js?render={key}` });
      let settled = false;
      const promise = loader.load('late').then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(100);
      expect(settled).toBe(false);
      // No script defines it here: the page defines it later, the loader must notice by polling.
      (window as WithCaptcha).grecaptcha = { ready: (cb) => cb(), execute: async () => 'late-token' };
      await vi.advanceTimersByTimeAsync(24);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      await promise;
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects a second, different site key', async () => {
    const loader = createRecaptchaLoader({ scriptUrl: `${server.url}/api.js?render={key}` });
    const first = loader.load('one');
    await expect(loader.load('two')).rejects.toThrow(loaderErrors.differentKey);
    await first;
    await expect(loader.execute('two', 'login')).rejects.toThrow('already loaded with a different site key');
  });

  it('rejects without a window', async () => {
    const loader = createRecaptchaLoader({ getWindow: () => undefined });
    await expect(loader.load('x')).rejects.toThrow('library is for the browser only');
    expect(loader.state).toBe('not-loaded');
  });

  it('gives up on a script that never defines grecaptcha, and may retry later', async () => {
    const loader = createRecaptchaLoader({
      scriptUrl: `${server.url}/missing.js?render={key}`,
      timeoutMs: 150,
    });
    await expect(loader.load('x')).rejects.toThrow(loaderErrors.failed);
    expect(loader.state).toBe('not-loaded');
    expect(document.querySelector('script[src*="missing.js"]')).toBeNull();
    await expect(loader.load('other')).rejects.toThrow(loaderErrors.failed);
  });
});
