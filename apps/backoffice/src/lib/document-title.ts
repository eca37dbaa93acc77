const appName = 'Sião';

export function documentTitle(title: string | undefined): string {
  return title ? `${title} — ${appName}` : appName;
}
