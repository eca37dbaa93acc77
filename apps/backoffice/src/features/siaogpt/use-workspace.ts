import { defaultChatAssistant, type SendInput, texts, useConversation, useHistory } from '@siao/chat-ui';
import type { Assistant, Thread } from '@siao/shared';
import { useCallback, useState } from 'react';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { backofficeChatApi, deleteThread } from './siaogpt-api';

/** The assistant a session belongs to, even when it is no longer listed (deactivated, hidden). */
function assistantOf(thread: Thread, assistants: Assistant[]): Assistant {
  return (
    assistants.find((a) => a.id === thread.ai_engine_org_id) ?? {
      id: thread.ai_engine_org_id,
      name: thread.ai_engine_org.name,
      description: '',
      interaction_mode: 'chat',
      default_chat: false,
      window_context: false,
      presentation: false,
    }
  );
}

/** The default chat assistant ("Assistente Sião"), else the first chat assistant, else anything. */
export function startingAssistant(assistants: Assistant[]): Assistant | null {
  return (
    defaultChatAssistant(assistants) ??
    assistants.find((a) => a.interaction_mode === 'chat') ??
    assistants[0] ??
    null
  );
}

/**
 * SiãoGPT state: the sessions menu, the open conversation and its assistant, over chat-ui's conversation
 * and history hooks (so the back-office and the widget follow the same send/stream/abort rules of spec §4).
 */
export function useWorkspace(assistants: Assistant[], initialThreads: Thread[], initial: Assistant | null) {
  const history = useHistory(backofficeChatApi, initialThreads);
  const conversation = useConversation(backofficeChatApi, history.refresh);
  const [assistant, setAssistant] = useState<Assistant | null>(initial);
  // Changes whenever another conversation is shown: the message list then jumps to the bottom.
  const [threadKey, setThreadKey] = useState(0);
  const [opening, setOpening] = useState(false);
  const { reset, send } = conversation;

  const newConversation = useCallback(() => {
    reset();
    history.close();
    setThreadKey((k) => k + 1);
  }, [reset, history]);

  /** Spec §4: selecting an assistant clears the messages; presentation makes it introduce itself. */
  const selectAssistant = useCallback(
    (next: Assistant, introduce: boolean) => {
      newConversation();
      setAssistant(next);
      if (introduce && next.presentation) void send({ assistant: next, text: texts.presentation });
    },
    [newConversation, send],
  );

  /** Spec §4: opening a past thread aborts any stream and loads its newest page. */
  const openThread = useCallback(
    async (thread: Thread) => {
      reset();
      setAssistant(assistantOf(thread, assistants));
      setOpening(true);
      try {
        const messages = await history.open(thread.id);
        reset(messages, thread.id);
        setThreadKey((k) => k + 1);
      } catch (error) {
        toast.error(errorMessage(error), 'Não foi possível abrir a conversa');
      } finally {
        setOpening(false);
      }
    },
    [reset, history, assistants],
  );

  const loadOlder = useCallback(async () => {
    const older = await history.loadOlder().catch(() => null);
    if (older?.length) conversation.prepend(older);
  }, [history, conversation.prepend]);

  const removeCurrent = useCallback(async () => {
    const id = conversation.threadId.current;
    if (!id) return;
    await deleteThread(id);
    newConversation();
    history.refresh();
  }, [conversation.threadId, newConversation, history]);

  const sendText = useCallback(
    (input: Omit<SendInput, 'assistant'>) => assistant && send({ assistant, ...input }),
    [assistant, send],
  );

  return {
    history,
    conversation,
    assistant,
    threadKey,
    opening,
    newConversation,
    selectAssistant,
    openThread,
    loadOlder,
    removeCurrent,
    sendText,
  };
}

export type Workspace = ReturnType<typeof useWorkspace>;
