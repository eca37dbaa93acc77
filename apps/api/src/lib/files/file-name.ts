import { xmlSafe } from '../export/safe-text';

/**
 * A file name as the intake keeps it: the last path segment, XML-safe (`xmlSafe`), without line
 * breaks, tabs or quotes (they would break a Content-Disposition header), at most 200 characters
 * (the end kept: it holds the extension). `<`, `>` and `&` stay: every export escapes them.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = xmlSafe(base)
    .replace(/[\t\n\r"]/g, '')
    .trim();
  return [...clean].slice(-200).join('') || 'arquivo';
}
