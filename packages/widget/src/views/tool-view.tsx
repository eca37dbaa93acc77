import {
  AnalysisSkeleton,
  DropZone,
  EDITOR_FILL_DELAY_MS,
  type EditorExportExtension,
  EditorFrame,
  MessageBubble,
  MultiFileForm,
  markdownToHtml,
  texts,
} from '@siao/chat-ui';
import type { Assistant } from '@siao/shared';
import { useEffect, useState } from 'react';
import type { Shell } from '../core/use-shell';

export interface ToolViewProps {
  shell: Shell;
  assistant: Assistant;
  editorPage: string;
  onExport: (extension: EditorExportExtension, html: string) => void;
}

/** Spec §2 tool view: choose/drop (or the multi-file form), skeleton while analysing, then the editor. */
export function ToolView({ shell, assistant, editorPage, onExport }: ToolViewProps) {
  const { conversation, reply } = shell;
  const [html, setHtml] = useState<string | null>(null);

  // Spec §4: the editor is filled 0.5 s after the reply is complete.
  useEffect(() => {
    setHtml(null);
    if (!reply) return;
    let live = true;
    const timer = setTimeout(() => {
      void markdownToHtml(reply.text).then((h) => live && setHtml(h));
    }, EDITOR_FILL_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [reply]);

  const last = conversation.messages.at(-1);
  const started = conversation.messages.length > 0;
  if (!started) {
    if (assistant.window_context) {
      return (
        <MultiFileForm
          onSubmit={(s) => void conversation.send({ assistant, text: s.instruction, parts: s.parts })}
        />
      );
    }
    return (
      <DropZone
        onFileUpload={({ file, part }) =>
          void conversation.send({
            assistant,
            text: texts.analyseFile,
            parts: [part],
            attachment: { name: file.name, url: URL.createObjectURL(file) },
          })
        }
      />
    );
  }
  if (last?.error)
    return (
      <div className="siao-tool__result">
        <MessageBubble message={last} mode="tool" />
      </div>
    );
  if (html !== null) return <EditorFrame src={editorPage} html={html} onExport={onExport} />;
  return <AnalysisSkeleton />;
}
