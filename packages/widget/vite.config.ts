import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CORE_SOURCE, loaderPlugin } from './build/loader-plugin';
import { preactAliases } from './build/preact-aliases';

/**
 * dist/siao-assistant.js  loader (classic script, stable name, built by loaderPlugin)
 * dist/chunks/*           chat core entry and lazy chunks (markdown, mermaid, editor), hashed
 * dist/editor.html        embedded editor page (iframe)
 * dist/demo/              demo host page
 * React imports resolve to preact/compat (build/preact-aliases.ts).
 * Everything is referenced relatively, so the API can serve the folder under /widget/.
 */
export default defineConfig({
  root: import.meta.dirname, // the size test builds from the repository root
  base: './',
  plugins: [react(), loaderPlugin()],
  resolve: { alias: preactAliases },
  // Library code checks process.env.NODE_ENV; without this some libraries ship their development build.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      input: { core: CORE_SOURCE, editor: 'editor.html' },
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'chunks/[name]-[hash][extname]',
      },
    },
  },
});
