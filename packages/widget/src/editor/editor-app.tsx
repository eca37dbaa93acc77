import type { EditorExportExtension } from '@siao/chat-ui/editor-protocol';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { listenToHost, postToHost } from './bridge';
import { extensions } from './extensions';
import { Toolbar } from './toolbar';

/** The embedded editor (spec §2/§7): shows what the host sends, reports edits, asks the host to export. */
export function EditorApp({ origin }: { origin: string }) {
  const [codeView, setCodeView] = useState(false);
  const [code, setCode] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const editor = useEditor({
    extensions,
    injectCSS: false, // strict CSP: no <style> element; editor.css carries the base styles
    content: '',
    onUpdate: ({ editor: e }) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => postToHost(origin, { source: 'siao-editor', type: 'content-change', html: e.getHTML() }),
        300,
      );
    },
  });

  useEffect(() => {
    const stop = listenToHost(origin, (html) => editor.commands.setContent(html, { emitUpdate: false }));
    postToHost(origin, { source: 'siao-editor', type: 'ready' });
    return stop;
  }, [editor, origin]);

  const toggleCode = () => {
    if (codeView) editor.commands.setContent(code, { emitUpdate: true });
    else setCode(editor.getHTML());
    setCodeView(!codeView);
  };
  const exportAs = (extension: EditorExportExtension) => {
    const html = codeView ? code : editor.getHTML();
    postToHost(origin, { source: 'siao-editor', type: 'export', extension, html });
  };

  return (
    <div className="editor">
      <Toolbar editor={editor} codeView={codeView} onToggleCodeView={toggleCode} onExport={exportAs} />
      {codeView ? (
        <textarea
          className="editor__code"
          aria-label="Código HTML"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      ) : (
        <EditorContent editor={editor} className="editor__content" data-testid="editor-content" />
      )}
    </div>
  );
}
