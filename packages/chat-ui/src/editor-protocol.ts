/**
 * postMessage protocol between the chat UI (host frame) and the embedded editor page (spec §7). Both sides
 * check the sender's origin and window, and always name the receiver's origin when posting.
 */
export const EXPORT_EXTENSIONS = ['.pdf', '.docx', '.xml'] as const;
export type EditorExportExtension = (typeof EXPORT_EXTENSIONS)[number];

export type HostToEditor = { source: 'siao-host'; type: 'set-content'; html: string };
export type EditorToHost =
  | { source: 'siao-editor'; type: 'ready' }
  | { source: 'siao-editor'; type: 'content-change'; html: string }
  | { source: 'siao-editor'; type: 'export'; extension: EditorExportExtension; html: string };

export function isEditorToHost(data: unknown): data is EditorToHost {
  if (!data || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  if (m.source !== 'siao-editor') return false;
  if (m.type === 'ready') return true;
  if (m.type === 'content-change') return typeof m.html === 'string';
  return (
    m.type === 'export' &&
    typeof m.html === 'string' &&
    EXPORT_EXTENSIONS.includes(m.extension as EditorExportExtension)
  );
}

export function isHostToEditor(data: unknown): data is HostToEditor {
  if (!data || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  return m.source === 'siao-host' && m.type === 'set-content' && typeof m.html === 'string';
}

/** The editor learns who embeds it from this query parameter, and only talks to that origin. */
export const PARENT_ORIGIN_PARAM = 'parentOrigin';

export function editorUrl(editorPage: string, parentOrigin: string): string {
  const url = new URL(editorPage);
  url.searchParams.set(PARENT_ORIGIN_PARAM, parentOrigin);
  return url.href;
}
