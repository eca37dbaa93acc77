import { type EditorExportExtension, EditorFrame, ToolFlow } from '@siao/chat-ui';
import type { Assistant } from '@siao/shared';
import type { Shell } from '../core/use-shell';

export interface ToolViewProps {
  shell: Shell;
  assistant: Assistant;
  editorPage: string;
  onExport: (extension: EditorExportExtension, html: string) => void;
}

/** Spec §2 tool view: chat-ui's tool flow, its result in the editor frame. */
export function ToolView({ shell, assistant, editorPage, onExport }: ToolViewProps) {
  const { conversation } = shell;
  return (
    <ToolFlow
      assistant={assistant}
      messages={conversation.messages}
      reply={shell.reply}
      onSend={(input) => void conversation.send({ assistant, ...input })}
      renderResult={(html) => <EditorFrame src={editorPage} html={html} onExport={onExport} />}
      errorClassName="siao-tool__result"
    />
  );
}
