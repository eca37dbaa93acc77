import type { FeedbackItem, FeedbackRating, FeedbackSummary, FeedbackThread } from '@siao/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, saveBlob } from '../../lib/api';

const feedbackKeys = {
  all: ['agents', 'feedback'] as const,
  summary: (id: string) => [...feedbackKeys.all, 'summary', id] as const,
  list: (id: string, rating: FeedbackRating | undefined, page: number) =>
    [...feedbackKeys.all, 'list', id, rating ?? 'todas', page] as const,
  thread: (id: string, threadId: string) => [...feedbackKeys.all, 'thread', id, threadId] as const,
};

export const FEEDBACK_PAGE_SIZE = 20;

export function useFeedbackSummary(assistantId: string) {
  return useQuery({
    queryKey: feedbackKeys.summary(assistantId),
    queryFn: () => api.get<FeedbackSummary>(`assistants/${assistantId}/feedback/summary`),
  });
}

export function useFeedbackList(assistantId: string, rating: FeedbackRating | undefined, page: number) {
  return useQuery({
    queryKey: feedbackKeys.list(assistantId, rating, page),
    queryFn: () =>
      api.getPage<FeedbackItem>(`assistants/${assistantId}/feedback`, {
        query: { rating, page, limit: FEEDBACK_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackThread(assistantId: string, threadId: string | null) {
  return useQuery({
    queryKey: feedbackKeys.thread(assistantId, threadId ?? ''),
    queryFn: () => api.get<FeedbackThread>(`assistants/${assistantId}/feedback/threads/${threadId}`),
    enabled: Boolean(threadId),
  });
}

export const exportFeedback = (
  assistantId: string,
  rating: FeedbackRating | undefined,
  formato: 'csv' | 'xlsx',
) => saveBlob(`assistants/${assistantId}/feedback/export`, { rating, formato }, `avaliacoes.${formato}`);
