/** /login, remembering where the user was so the login can take them back. */
export function loginPath(from?: { pathname: string; search: string }): string {
  if (!from || from.pathname === '/' || from.pathname === '/login' || from.pathname === '/logout')
    return '/login';
  return `/login?redirect=${encodeURIComponent(from.pathname + from.search)}`;
}

/** Only same-site paths are followed after login (an open redirect would help phishing). */
export function safeRedirect(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
