import {
  type AcceptedUpload,
  greetingMessage,
  greetingTitle,
  MessageList,
  modelOptions,
  PromptBox,
} from '@siao/chat-ui';
import { useMemo, useRef } from 'react';
import type { Workspace } from './use-workspace';

/** Chat mode: messages (greeting when empty) and the prompt box of spec §2. */
export function ChatPane({ workspace, userName }: { workspace: Workspace; userName: string }) {
  const { conversation } = workspace;
  const pending = useRef<AcceptedUpload | null>(null);
  const greeting = useMemo(
    () => ({ title: greetingTitle(userName), message: greetingMessage(new Date()) }),
    [userName],
  );

  const send = (text: string) => {
    const upload = pending.current;
    pending.current = null;
    void workspace.sendText({
      text,
      parts: upload ? [upload.part] : [],
      attachment: upload ? { name: upload.file.name, url: URL.createObjectURL(upload.file) } : undefined,
    });
  };

  return (
    <>
      <MessageList
        messages={conversation.messages}
        mode="chat"
        greeting={greeting}
        threadKey={workspace.threadKey}
        onReachTop={() => void workspace.loadOlder()}
      />
      <PromptBox
        loading={conversation.loading}
        onSend={send}
        onAbort={() => conversation.abort()}
        onFileUpload={(upload) => {
          pending.current = upload;
        }}
        onCancelFileUpload={() => {
          pending.current = null;
        }}
        models={modelOptions}
        model={conversation.model}
        onModelChange={conversation.changeModel}
      />
    </>
  );
}
