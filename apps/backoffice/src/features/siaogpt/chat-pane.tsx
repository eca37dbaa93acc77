import { ChatConversation } from '@siao/chat-ui';
import type { Workspace } from './use-workspace';

/** Chat mode: messages (greeting when empty) and the prompt box of spec §2. */
export function ChatPane({ workspace, userName }: { workspace: Workspace; userName: string }) {
  return (
    <ChatConversation
      conversation={workspace.conversation}
      userName={userName}
      threadKey={workspace.threadKey}
      onReachTop={() => void workspace.loadOlder()}
      onSend={(input) => void workspace.sendText(input)}
      suggestions={workspace.assistant?.suggested_questions}
    />
  );
}
