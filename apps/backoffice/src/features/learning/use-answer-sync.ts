import type { Answer } from '@siao/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/http/api-error';
import { saveAnswer } from './learning-api';

export type SyncState = 'salvo' | 'salvando' | 'sem_conexao' | 'erro';
type Pending = Record<string, Answer>;

const storageKey = (attemptId: string) => `siao-quiz-${attemptId}`;
const readPending = (attemptId: string): Pending => {
  try {
    return JSON.parse(localStorage.getItem(storageKey(attemptId)) ?? '{}') as Pending;
  } catch {
    return {};
  }
};

/**
 * Every change is written to localStorage first, then PUT to the server (idempotent per question).
 * What the server has not confirmed stays in localStorage and is re-sent when the browser is back
 * online, after a reload, or every few seconds: a lost connection or a closed tab loses nothing.
 */
export function useAnswerSync(
  attemptId: string,
  initial: Record<string, Answer | null>,
  onSaved?: (questionId: string) => void,
) {
  const savedRef = useRef(onSaved);
  savedRef.current = onSaved;
  const [answers, setAnswers] = useState<Record<string, Answer | null>>(() => ({
    ...initial,
    ...readPending(attemptId),
  }));
  const [state, setState] = useState<SyncState>(() =>
    Object.keys(readPending(attemptId)).length ? 'salvando' : 'salvo',
  );
  const [error, setError] = useState<string | null>(null);
  const flushing = useRef(false);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (;;) {
        const pending = readPending(attemptId);
        const [questionId, answer] = Object.entries(pending)[0] ?? [];
        if (!questionId || !answer) break;
        setState('salvando');
        try {
          await saveAnswer(attemptId, questionId, answer);
          savedRef.current?.(questionId);
        } catch (e) {
          if (isApiError(e) && e.isNetwork) {
            setState('sem_conexao');
            return;
          }
          // refused for good (time over, closed): drop it so the queue does not stall
          setError(isApiError(e) ? e.message : 'Erro ao salvar a resposta.');
        }
        const now = readPending(attemptId);
        // only forget it when the learner did not change it again meanwhile
        if (JSON.stringify(now[questionId]) === JSON.stringify(answer)) delete now[questionId];
        localStorage.setItem(storageKey(attemptId), JSON.stringify(now));
      }
      localStorage.removeItem(storageKey(attemptId));
      setState(navigator.onLine ? 'salvo' : 'sem_conexao');
    } finally {
      flushing.current = false;
    }
  }, [attemptId]);

  const change = useCallback(
    (questionId: string, answer: Answer) => {
      setAnswers((a) => ({ ...a, [questionId]: answer }));
      const pending = readPending(attemptId);
      pending[questionId] = answer;
      localStorage.setItem(storageKey(attemptId), JSON.stringify(pending));
      if (navigator.onLine) void flush();
      else setState('sem_conexao');
    },
    [attemptId, flush],
  );

  useEffect(() => {
    void flush();
    const online = () => void flush();
    const offline = () => setState('sem_conexao');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    const timer = window.setInterval(() => {
      if (navigator.onLine && Object.keys(readPending(attemptId)).length) void flush();
    }, 5000);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.clearInterval(timer);
    };
  }, [attemptId, flush]);

  const hasPending = () => Object.keys(readPending(attemptId)).length > 0;
  return { answers, change, state, error, flush, hasPending };
}
