import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderLogin } from './build/prerender-login.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.SIAO_API_URL ?? 'http://127.0.0.1:3000';

// Built assets are served by the API from apps/backoffice/dist with an SPA fallback.
export default defineConfig({
  root,
  plugins: [react(), prerenderLogin()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // read by build/sizes.mjs (bytes per route, budgets)
    manifest: true,
    // every supported browser preloads modules itself (Safari 17+); the polyfill cost ~1 KB gzip on each page
    modulePreload: {
      polyfill: false,
      // what /login loads on use (second step, passkey sign-in) is fetched when used, without a preload list
      // in the first /login's script (the list alone cost ~0.3 KB gzip of its budget)
      resolveDependencies: (file, deps) => (file.includes('login-extras') ? [] : deps),
    },
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // login.html: the first /login, prerendered (build/prerender-login.mjs) and hydrated on first use
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        login: fileURLToPath(new URL('./login.html', import.meta.url)),
      },
      output: {
        // @floating-ui in a chunk of its own: left to itself, rolldown put Mantine's DirectionProvider (used by
        // ScrollArea, Table, Tabs…) in the floating-ui chunk, so every screen downloaded floating-ui (15 KB gzip)
        codeSplitting: {
          groups: [
            { name: 'direction', test: /@mantine[\\/]core[\\/]esm[\\/]core[\\/]DirectionProvider[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/widget': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
