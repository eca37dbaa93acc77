import { StrictMode, useEffect } from 'react';
import { ThemeProvider } from '../theme-provider';
import { LoginShell, type LoginShellProps } from './login-shell';

/** Renders nothing; calls `onMounted` once the tree is live (after the hydration's commit). */
function Mounted({ onMounted }: { onMounted?: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(() => onMounted?.(), []);
  return null;
}

/**
 * The first /login exactly as the browser shows it: rendered to HTML at build time (login-markup.tsx),
 * hydrated by hydrate-login.tsx, or rendered by main.tsx when no prerendered page was served (dev server).
 * One tree for the three, so the markup and the hydration (Mantine's ids included) always match.
 */
export function LoginTree({ startApp, onMounted }: LoginShellProps & { onMounted?: () => void }) {
  return (
    <StrictMode>
      <ThemeProvider>
        <LoginShell startApp={startApp} />
      </ThemeProvider>
      <Mounted onMounted={onMounted} />
    </StrictMode>
  );
}
