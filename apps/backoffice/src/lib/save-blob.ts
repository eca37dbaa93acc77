import { api } from './api';

/** Downloads a file the API writes (CSV, XLSX, PDF) under `fileName`. */
export async function saveApiFile(path: string, query: Record<string, string | undefined>, fileName: string) {
  const blob = await api.blob(path, { query });
  const url = URL.createObjectURL(blob);
  const anchor = Object.assign(document.createElement('a'), { href: url, download: fileName });
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
