import { renderToString } from 'react-dom/server';
import { LoginTree } from './login-tree';

/** The first /login's HTML (form, frame and Mantine's CSS variables), written into dist/login.html at build time. */
export function renderLoginMarkup(): string {
  return renderToString(<LoginTree startApp={() => undefined} />);
}
