import type { Assistant, ContentPart } from '@siao/shared';
import type { AiToolEvent } from '@siao/shared/ai-tools';
import { DEFAULT_MODEL, FIRST_REPLY_DELAY_MS } from '@siao/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../chat-message';
import { toConverseMessages } from '../rules/conversation';
import { threadTitle } from '../rules/thread-title';
import { randomUuid } from '../rules/uuid';
import { createFrameBuffer } from '../stream/frame-buffer';
import type { ChatApi } from './chat-api';
import { useMessageList } from './use-message-list';

interface Run {
  controller: AbortController;
  timer: ReturnType<typeof setTimeout> | null;
  finish: () => void;
}

export interface SendInput {
  assistant: Assistant;
  text: string;
  parts?: ContentPart[];
  attachment?: ChatMessage['attachment'];
  /** the tool call this message confirms (the step's "Confirmar consulta" button) */
  confirmation?: string;
}

/** The steps with this call's latest state (a call keeps its place). */
function withStep(steps: AiToolEvent[] = [], step: AiToolEvent): AiToolEvent[] {
  const i = steps.findIndex((s) => s.id === step.id);
  return i === -1 ? [...steps, step] : steps.map((s, j) => (j === i ? step : s));
}

/**
 * Messages of the open conversation and the send/stream/abort cycle of spec §4. `onThreadsChanged` runs once
 * the streaming POST is on its way, so nothing but thread creation stands between send and that POST.
 */
export function useConversation(
  client: ChatApi,
  onThreadsChanged: () => void,
  onReply?: (text: string) => void,
) {
  const { messages, list, setMessages, patch, prepend } = useMessageList();
  const [loading, setLoading] = useState(false);
  const [model, setModel] = useState(DEFAULT_MODEL);
  const threadId = useRef<string | null>(null);
  const run = useRef<Run | null>(null);

  const abort = useCallback(() => {
    const current = run.current;
    if (!current) return;
    run.current = null;
    if (current.timer) clearTimeout(current.timer);
    current.controller.abort();
    current.finish();
    setLoading(false);
  }, []);

  const send = useCallback(
    async ({ assistant, text, parts = [], attachment, confirmation }: SendInput) => {
      if (text.trim() === '' || run.current) return;
      const user: ChatMessage = { id: randomUuid(), role: 'user', text, content: [{ text }, ...parts] };
      if (attachment) user.attachment = attachment;
      const reply: ChatMessage = { id: randomUuid(), role: 'assistant', text: '', isLoading: true };
      const history = [...list.current, user];
      setMessages([...history, reply]);
      setLoading(true);
      const buffer = createFrameBuffer((chunk) => patch(reply.id, (m) => ({ text: m.text + chunk })));
      const current: Run = {
        controller: new AbortController(),
        timer: null,
        finish: () => {
          buffer.flushNow();
          patch(reply.id, () => ({ isLoading: false }));
        },
      };
      run.current = current;
      let errorText = '';
      const fail = (error?: unknown) => {
        if (error) console.error('Erro ao enviar a mensagem:', error);
        buffer.discard();
        patch(reply.id, (m) => ({ isLoading: false, error: true, text: errorText || m.text }));
      };
      try {
        if (!threadId.current) {
          const title = threadTitle(text);
          const thread = await client.createThread({
            name: title,
            description: title,
            ai_engine_org_id: assistant.id,
          });
          threadId.current = thread.id;
        }
      } catch (error) {
        if (run.current === current) {
          run.current = null;
          setLoading(false);
          fail(error);
        }
        return;
      }
      if (run.current !== current) return; // aborted while the thread was being created
      current.timer = setTimeout(async () => {
        current.timer = null;
        const body = {
          messages: toConverseMessages(history),
          model,
          ...(confirmation ? { confirmar_ferramenta: confirmation } : {}),
        };
        const streaming = client.converse(threadId.current!, body, current.controller.signal, {
          onText: (t) => buffer.push(t),
          onError: (message) => {
            errorText = message;
          },
          onTool: (step) => patch(reply.id, (m) => ({ tools: withStep(m.tools, step) })),
        });
        onThreadsChanged();
        const outcome = await streaming;
        if (run.current !== current) return; // aborted: abort() already cleaned up
        run.current = null;
        setLoading(false);
        if (outcome === 'error') return fail();
        current.finish();
        onReply?.(list.current.find((m) => m.id === reply.id)?.text ?? '');
      }, FIRST_REPLY_DELAY_MS);
    },
    [client, model, list, patch, setMessages, onThreadsChanged, onReply],
  );

  /** Replace everything (new conversation, another thread, another assistant). */
  const reset = useCallback(
    (next: ChatMessage[] = [], nextThreadId: string | null = null) => {
      abort();
      threadId.current = nextThreadId;
      setMessages(next);
    },
    [abort, setMessages],
  );
  /** Spec §4: changing the model aborts and clears the current messages. */
  const changeModel = useCallback(
    (value: string) => {
      setModel(value);
      reset();
    },
    [reset],
  );
  useEffect(() => abort, [abort]); // unmount: stop the stream

  return { messages, loading, model, threadId, send, abort, reset, prepend, changeModel };
}
