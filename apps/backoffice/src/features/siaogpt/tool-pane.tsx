import {
  AnalysisSkeleton,
  DropZone,
  EDITOR_FILL_DELAY_MS,
  MessageBubble,
  MultiFileForm,
  markdownToHtml,
  texts,
} from '@siao/chat-ui';
import type { Assistant } from '@siao/shared';
import { useEffect, useState } from 'react';
import { ToolResult } from './tool-result';
import type { Workspace } from './use-workspace';

/**
 * Tool mode (spec §2): choose or drop a file (or the multi-file form for window_context assistants), the
 * 'Analisando documento' skeleton while the reply streams, then the result in the editor.
 */
export function ToolPane({ workspace, assistant }: { workspace: Workspace; assistant: Assistant }) {
  const { conversation } = workspace;
  const last = conversation.messages.at(-1);
  const reply = last?.role === 'assistant' && !last.isLoading && !last.error ? last.text : null;
  const [html, setHtml] = useState<string | null>(null);

  // Spec §4: the editor is filled 0.5 s after the reply is complete.
  useEffect(() => {
    setHtml(null);
    if (reply === null) return;
    let live = true;
    const timer = setTimeout(() => {
      void markdownToHtml(reply).then((h) => live && setHtml(h));
    }, EDITOR_FILL_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [reply]);

  if (conversation.messages.length === 0) {
    if (assistant.window_context)
      return (
        <MultiFileForm
          disabled={conversation.loading}
          onSubmit={(s) => void workspace.sendText({ text: s.instruction, parts: s.parts })}
        />
      );
    return (
      <DropZone
        disabled={conversation.loading}
        onFileUpload={({ file, part }) =>
          void workspace.sendText({
            text: texts.analyseFile,
            parts: [part],
            attachment: { name: file.name, url: URL.createObjectURL(file) },
          })
        }
      />
    );
  }
  if (last?.error) return <MessageBubble message={last} mode="tool" />;
  if (html !== null) return <ToolResult html={html} />;
  return <AnalysisSkeleton />;
}
