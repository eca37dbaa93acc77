import {
  autoSelectAssistant,
  defaultChatAssistant,
  modeOf,
  texts,
  useConversation,
  useHistory,
} from '@siao/chat-ui';
import type { Assistant, Thread } from '@siao/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResolvedOptions } from '../options/types';
import type { ApiClient } from './api-client';

/**
 * Which assistant is open and the transitions of spec §4: select (mode from interaction_mode, messages
 * cleared, optional presentation), open a past thread, and 'Nova conversa' / 'Nova ação'.
 */
export function useShell(
  client: ApiClient,
  options: ResolvedOptions,
  assistants: Assistant[],
  threads: Thread[],
) {
  // Chosen during the first render, so the picker never flashes before the auto-selected assistant.
  const [selected, setSelected] = useState<Assistant | null>(() =>
    autoSelectAssistant(assistants, { mode: options.mode, assistantId: options.assistantId }),
  );
  const [reply, setReply] = useState<{ text: string; at: number } | null>(null);
  const [threadKey, setThreadKey] = useState(0);
  const history = useHistory(client, threads);
  const onReply = useCallback((text: string) => setReply({ text, at: Date.now() }), []);
  const conversation = useConversation(client, history.refresh, onReply);
  const { reset, send } = conversation;

  const select = useCallback(
    (assistant: Assistant | null) => {
      setSelected(assistant);
      setReply(null);
      history.close();
      reset();
      if (assistant && (options.presentation ?? assistant.presentation))
        void send({ assistant, text: texts.presentation });
    },
    [options.presentation, reset, send, history.close],
  );

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (selected) select(selected); // the presentation message of an auto-selected assistant
  }, [selected, select]);

  const newAction = useCallback(() => {
    if (options.allowBackListWithButtonNewAction) return select(null);
    if (selected && modeOf(selected) === 'chat') return select(defaultChatAssistant(assistants) ?? selected);
    select(selected);
  }, [options.allowBackListWithButtonNewAction, selected, assistants, select]);

  const openThread = useCallback(
    async (threadId: string) => {
      conversation.abort();
      const thread = history.threads.find((t) => t.id === threadId);
      const owner = assistants.find((a) => a.id === thread?.ai_engine_org_id);
      try {
        const messages = await history.open(threadId);
        if (owner && owner.id !== selected?.id) setSelected(owner);
        reset(messages, threadId);
        setThreadKey((k) => k + 1);
      } catch (error) {
        console.error('Erro ao abrir a conversa:', error);
      }
    },
    [conversation.abort, history.threads, history.open, assistants, selected, reset],
  );

  const loadOlder = useCallback(async () => {
    const older = await history.loadOlder().catch((error) => {
      console.error('Erro ao carregar mensagens anteriores:', error);
      return null;
    });
    if (older?.length) conversation.prepend(older);
  }, [history.loadOlder, conversation.prepend]);

  return { selected, select, newAction, openThread, loadOlder, conversation, history, reply, threadKey };
}
export type Shell = ReturnType<typeof useShell>;
