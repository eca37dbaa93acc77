import type { Assistant, ContentPart, MessageFeedbackInput } from '@siao/shared';
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

  /**
   * Shows `reply` after `history` and streams it: the POST leaves after FIRST_REPLY_DELAY_MS (or at once
   * when `delay` is false). `prepare` runs first (thread creation); false from it ends the run.
   */
  const start = useCallback(
    (
      history: ChatMessage[],
      extra: { regenerate?: string; confirmar_ferramenta?: string },
      prepare: (fail: (error: unknown) => void, current: Run) => Promise<boolean>,
    ) => {
      const reply: ChatMessage = { id: randomUuid(), role: 'assistant', text: '', isLoading: true };
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
      const stop = (error: unknown) => {
        if (run.current !== current) return;
        run.current = null;
        setLoading(false);
        fail(error);
      };
      void (async () => {
        if (!(await prepare(stop, current))) return;
        if (run.current !== current) return; // aborted while the thread was being created
        current.timer = setTimeout(async () => {
          current.timer = null;
          const body = { messages: toConverseMessages(history), model, ...extra };
          const streaming = client.converse(threadId.current!, body, current.controller.signal, {
            onText: (t) => buffer.push(t),
            onError: (message) => {
              errorText = message;
            },
            onTool: (step) => patch(reply.id, (m) => ({ tools: withStep(m.tools, step) })),
            onReply: (id) => patch(reply.id, () => ({ savedId: id })),
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
      })();
    },
    [client, model, patch, setMessages, onThreadsChanged, onReply, list],
  );

  const send = useCallback(
    async ({ assistant, text, parts = [], attachment, confirmation }: SendInput) => {
      if (text.trim() === '' || run.current) return;
      const user: ChatMessage = { id: randomUuid(), role: 'user', text, content: [{ text }, ...parts] };
      if (attachment) user.attachment = attachment;
      start(
        [...list.current, user],
        confirmation ? { confirmar_ferramenta: confirmation } : {},
        async (stop) => {
          if (threadId.current) return true;
          try {
            const title = threadTitle(text);
            const thread = await client.createThread({
              name: title,
              description: title,
              ai_engine_org_id: assistant.id,
            });
            threadId.current = thread.id;
            return true;
          } catch (error) {
            stop(error);
            return false;
          }
        },
      );
    },
    [client, list, start],
  );

  /**
   * Replaces the last reply with a new one (the server deletes the old one and streams again). Ignored
   * while a reply streams, so a double click sends one request; the server refuses a stale one anyway.
   */
  const regenerate = useCallback(() => {
    const last = list.current.at(-1);
    if (run.current || !threadId.current || last?.role !== 'assistant' || !last.savedId) return;
    start(list.current.slice(0, -1), { regenerate: last.savedId }, async () => true);
  }, [list, start]);

  /** The user's vote on a reply (null takes it back); the reply shows it at once, and again if the call fails. */
  const vote = useCallback(
    async (id: string, input: MessageFeedbackInput | null) => {
      const message = list.current.find((m) => m.id === id);
      if (!message?.savedId || !client.sendFeedback) return;
      const before = message.feedback ?? null;
      patch(id, () => ({
        feedback: input
          ? { rating: input.rating, comment: input.comment ?? '', updated_at: new Date().toISOString() }
          : null,
      }));
      try {
        const saved = await client.sendFeedback(message.savedId, input);
        patch(id, () => ({ feedback: saved }));
      } catch (error) {
        patch(id, () => ({ feedback: before }));
        throw error;
      }
    },
    [client, list, patch],
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

  return {
    messages,
    loading,
    model,
    threadId,
    send,
    regenerate,
    vote,
    canVote: Boolean(client.sendFeedback),
    abort,
    reset,
    prepend,
    changeModel,
  };
}
