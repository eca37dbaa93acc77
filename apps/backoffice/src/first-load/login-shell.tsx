import type { User } from '@siao/shared';
import { forwardRef, type MouseEvent, useMemo } from 'react';
import type { Link } from 'react-router';
import { LoginForm } from '../features/auth/login-form';
import { SignFrame } from '../layouts/sign-frame';
import { safeRedirect } from '../lib/auth/login-path';

export interface LoginShellProps {
  /** Starts the routed app, at the current address, with the user who signed in (if any). */
  startApp: (user?: User) => void;
}

/** An anchor that, on a plain click, moves to `to` and starts the routed app there. */
function shellLink(startApp: () => void): typeof Link {
  return forwardRef<HTMLAnchorElement, { to: string; onClick?: (e: MouseEvent) => void }>(function ShellLink(
    { to, onClick, ...props },
    ref,
  ) {
    return (
      <a
        ref={ref}
        href={to}
        {...props}
        onClick={(event) => {
          onClick?.(event);
          const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
          if (event.defaultPrevented || event.button !== 0 || modified) return;
          event.preventDefault();
          window.history.pushState(null, '', to);
          startApp();
        }}
      />
    );
  }) as unknown as typeof Link;
}

/**
 * The first /login of a visitor without a session: the login form in the public frame, without the
 * router, the query cache or the rest of the app (issue 14: ≤ 120 KB gzipped). A link or a successful
 * login changes the address and starts the routed app there.
 */
export function LoginShell({ startApp }: LoginShellProps) {
  const link = useMemo(() => shellLink(() => startApp()), [startApp]);
  return (
    <SignFrame title="Login" linkComponent={link}>
      <LoginForm
        linkComponent={link}
        onSignedIn={(user) => {
          const redirect = new URLSearchParams(window.location.search).get('redirect');
          window.history.replaceState(null, '', safeRedirect(redirect));
          startApp(user);
        }}
      />
    </SignFrame>
  );
}
