// Writes the first /login as ready HTML: after `vite build`, renders the real login tree
// (src/first-load/login-markup.tsx: the form in its frame, with Mantine's CSS variables) with React's server
// renderer and puts it in dist/login.html, which the API serves at /login (apps/api/src/lib/static-files.ts).
// The page then shows without waiting for a script; src/first-load/login-entry.ts hydrates it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';

export const LOGIN_PLACEHOLDER = '<!--login-markup-->';

/** @returns {import('vite').Plugin} */
export function prerenderLogin() {
  /** @type {{ root: string, outDir: string }} */
  let paths;
  return {
    name: 'siao-prerender-login',
    apply: 'build',
    configResolved(config) {
      paths = { root: config.root, outDir: resolve(config.root, config.build.outDir) };
    },
    async closeBundle() {
      const file = join(paths.outDir, 'login.html');
      const html = readFileSync(file, 'utf8');
      if (!html.includes(LOGIN_PLACEHOLDER)) throw new Error(`${file} sem ${LOGIN_PLACEHOLDER}`);
      writeFileSync(file, html.replace(LOGIN_PLACEHOLDER, await renderLogin(paths.root)));
    },
  };
}

/** @param {string} root */
async function renderLogin(root) {
  const server = await createServer({
    configFile: false,
    root,
    plugins: [react()],
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { renderLoginMarkup } = await server.ssrLoadModule('/src/first-load/login-markup.tsx');
    return renderLoginMarkup();
  } finally {
    await server.close();
  }
}
