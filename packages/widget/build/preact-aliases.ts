import type { Alias } from 'vite';

/**
 * The widget's bundle renders with Preact: every React import — ours, chat-ui's and the libraries' (TipTap's
 * React bindings in the editor page) — resolves to preact/compat. Only in the widget's own Vite build and
 * tests: the back-office, chat-ui's tests and React hosts importing `@siao/widget` from source keep React.
 * React + ReactDOM were ~66 KB gzipped of the 86 KB the widget loaded up front; Preact + compat + hooks, ~10 KB.
 */
export const preactAliases: Alias[] = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
