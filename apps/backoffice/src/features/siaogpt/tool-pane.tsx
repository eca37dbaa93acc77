import { ToolFlow } from '@siao/chat-ui';
import type { Assistant } from '@siao/shared';
import { useMemo } from 'react';
import { ToolResult } from './tool-result';
import type { Workspace } from './use-workspace';

/** Tool mode (spec §2) through chat-ui's tool flow; the result opens in the editor with its preview tab. */
export function ToolPane({ workspace, assistant }: { workspace: Workspace; assistant: Assistant }) {
  const { conversation } = workspace;
  const last = conversation.messages.at(-1);
  const text = last?.role === 'assistant' && !last.isLoading && !last.error ? last.text : null;
  // A new object only when the finished text changes, so re-renders do not refill the editor.
  const reply = useMemo(() => (text === null ? null : { text }), [text]);
  return (
    <ToolFlow
      assistant={assistant}
      messages={conversation.messages}
      reply={reply}
      disabled={conversation.loading}
      onSend={(input) => void workspace.sendText(input)}
      renderResult={(html) => <ToolResult html={html} />}
    />
  );
}
