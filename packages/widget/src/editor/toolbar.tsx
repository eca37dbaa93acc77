import { type EditorExportExtension, EXPORT_EXTENSIONS } from '@siao/chat-ui/editor-protocol';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { FormatControls } from './format-controls';
import { ToolbarIcon } from './toolbar-icons';

export interface ToolbarProps {
  editor: Editor;
  codeView: boolean;
  onToggleCodeView: () => void;
  onExport: (extension: EditorExportExtension) => void;
}

const LABELS: Record<EditorExportExtension, string> = { '.pdf': 'PDF', '.docx': 'DOCX', '.xml': 'XML' };

/** Spec §2: styles, bold, underline, font, colour, lists, paragraph, table, link, picture, code view; exports. */
export function Toolbar({ editor, codeView, onToggleCodeView, onExport }: ToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      underline: e.isActive('underline'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      heading: ([1, 2, 3] as const).find((level) => e.isActive('heading', { level })) ?? 0,
      font: (e.getAttributes('textStyle').fontFamily as string | undefined) ?? '',
      color: (e.getAttributes('textStyle').color as string | undefined) ?? '#000000',
    }),
  });
  return (
    <div className="toolbar" role="toolbar" aria-label="Formatação">
      <FormatControls editor={editor} state={state} disabled={codeView} />
      <button
        type="button"
        aria-pressed={codeView}
        onClick={onToggleCodeView}
        aria-label="Ver código HTML"
        title="Ver código HTML"
      >
        <ToolbarIcon name="code" />
      </button>
      <span className="toolbar__spacer" />
      {EXPORT_EXTENSIONS.map((ext) => (
        <button
          key={ext}
          type="button"
          className="toolbar__export"
          onClick={() => onExport(ext)}
          data-testid={`export-${ext.slice(1)}`}
        >
          {LABELS[ext]}
        </button>
      ))}
    </div>
  );
}
