import { useEffect, useMemo, useRef, useState } from 'react';
import { type EditorExportExtension, editorUrl, type HostToEditor, isEditorToHost } from '../editor-protocol';

export interface EditorFrameProps {
  /** absolute URL of the editor page (served next to the widget) */
  src: string;
  /** HTML to show; sent again whenever it changes */
  html: string;
  onExport: (extension: EditorExportExtension, html: string) => void;
  onContentChange?: (html: string) => void;
}

/** Spec §2/§7: hosts the rich-text editor iframe and talks to it through origin-checked postMessage. */
export function EditorFrame({ src, html, onExport, onContentChange }: EditorFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const target = useMemo(() => new URL(src).origin, [src]);
  const url = useMemo(() => editorUrl(src, window.location.origin), [src]);
  const handlers = useRef({ onExport, onContentChange });
  handlers.current = { onExport, onContentChange };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== target || event.source !== frame.current?.contentWindow) return;
      if (!isEditorToHost(event.data)) return;
      const m = event.data;
      if (m.type === 'ready') setReady(true);
      else if (m.type === 'content-change') handlers.current.onContentChange?.(m.html);
      else handlers.current.onExport(m.extension, m.html);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [target]);

  useEffect(() => {
    if (!ready) return;
    const message: HostToEditor = { source: 'siao-host', type: 'set-content', html };
    frame.current?.contentWindow?.postMessage(message, target);
  }, [ready, html, target]);

  return (
    <iframe
      ref={frame}
      className="siao-editor-frame"
      src={url}
      title="Editor do resultado"
      data-testid="siao-editor-frame"
    />
  );
}
