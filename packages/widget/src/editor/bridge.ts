import { type EditorToHost, isHostToEditor, PARENT_ORIGIN_PARAM } from '@siao/chat-ui/editor-protocol';

/**
 * The editor's side of the postMessage protocol. It talks only to the window that embeds it, and only if
 * that window's origin is the one named in the URL (and, when the browser tells us, the referrer's).
 */
export function parentOrigin(): string | null {
  const declared = new URLSearchParams(location.search).get(PARENT_ORIGIN_PARAM);
  if (!declared || window.parent === window) return null;
  try {
    const origin = new URL(declared).origin;
    if (document.referrer && new URL(document.referrer).origin !== origin) return null;
    return origin;
  } catch {
    return null;
  }
}

export function postToHost(origin: string, message: EditorToHost): void {
  window.parent.postMessage(message, origin);
}

export function listenToHost(origin: string, onContent: (html: string) => void): () => void {
  const handler = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== window.parent) return;
    if (isHostToEditor(event.data)) onContent(event.data.html);
  };
  window.addEventListener('message', handler);
  return () => window.removeEventListener('message', handler);
}
