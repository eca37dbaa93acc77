import type {
  JourneyDetail,
  JourneySummary,
  ListFilters,
  Question,
  QuestionTag,
  QuizSummary,
  quizListQuerySchema,
} from '@siao/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { learningKeys } from './learning-api';

/** Superadmin lists (page, limit, search, filters), tags, pinned slots and covers (seg1). */

/** The list's query, as the API's schema reads it. */
type PageFilters = ListFilters<typeof quizListQuerySchema>;
const clean = (f: object): Record<string, string | number> =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '' && v !== undefined));

export const useJourneyPage = (f: PageFilters & { situacao?: string }) =>
  useQuery({
    queryKey: [...learningKeys.journeys(), 'page', f],
    queryFn: () => api.getPage<JourneySummary>('learning/journeys', { query: clean(f) }),
    placeholderData: keepPreviousData,
  });

export const useQuizPage = (f: PageFilters) =>
  useQuery({
    queryKey: [...learningKeys.quizzes(), 'page', f],
    queryFn: () => api.getPage<QuizSummary>('learning/quizzes', { query: clean(f) }),
    placeholderData: keepPreviousData,
  });

/** A quiz's questions (quizId) or the whole bank. */
export const useQuestionPage = (f: PageFilters & { tag?: string; category?: string }, quizId?: string) =>
  useQuery({
    queryKey: [...learningKeys.all, 'questions', quizId ?? 'banco', f],
    queryFn: () =>
      api.getPage<Question>(quizId ? `learning/quizzes/${quizId}/questions` : 'learning/questions', {
        query: clean(f),
      }),
    placeholderData: keepPreviousData,
  });

export const useQuestionTags = () =>
  useQuery({
    queryKey: [...learningKeys.all, 'question-tags'],
    queryFn: () => api.get<QuestionTag[]>('learning/question-tags'),
  });

function useCatalogMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: learningKeys.all }),
  });
}

/** `version: null` unpins (the slot follows the latest version again). */
export const usePinQuestion = () =>
  useCatalogMutation((a: { id: string; version: number | null }) =>
    api.put<Question>(`learning/questions/${a.id}/pin`, { version: a.version }),
  );

export const useUploadCover = (journeyId: string) =>
  useCatalogMutation((file: File) => {
    const form = new FormData();
    form.set('file', file);
    return api.put<JourneyDetail>(`learning/journeys/${journeyId}/cover`, form, { timeoutMs: 120_000 });
  });
export const useRemoveCover = (journeyId: string) =>
  useCatalogMutation(() => api.delete<JourneyDetail>(`learning/journeys/${journeyId}/cover`));
