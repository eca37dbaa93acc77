import type {
  Accommodation,
  AccommodationInput,
  BankCategory,
  ManagedUser,
  QuizAnalytics,
  RegradeResult,
  VersionDiff,
} from '@siao/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { learningKeys } from './learning-api';

/** Quiz engine tools (segquiz): bank categories, accommodations, versions, regrade, analytics. */
const keys = {
  bank: () => [...learningKeys.all, 'bank'] as const,
  accommodations: (quizId: string) => [...learningKeys.all, 'accommodations', quizId] as const,
  analytics: (quizId: string) => [...learningKeys.all, 'analytics', quizId] as const,
  versions: (questionId: string) => [...learningKeys.all, 'versions', questionId] as const,
  diff: (questionId: string, from: number, to: number) =>
    [...learningKeys.all, 'diff', questionId, from, to] as const,
  learners: (q: string) => ['learning-learners', q] as const,
};

export const useBankCategories = () =>
  useQuery({ queryKey: keys.bank(), queryFn: () => api.get<BankCategory[]>('learning/bank-categories') });

export const useAccommodations = (quizId: string) =>
  useQuery({
    queryKey: keys.accommodations(quizId),
    queryFn: () => api.get<Accommodation[]>(`learning/quizzes/${quizId}/accommodations`),
  });

export function useSaveAccommodation(quizId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AccommodationInput) =>
      api.put<Accommodation>(`learning/quizzes/${quizId}/accommodations`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.accommodations(quizId) }),
  });
}

export function useDeleteAccommodation(quizId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete(`learning/quizzes/${quizId}/accommodations/${userId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.accommodations(quizId) }),
  });
}

/** Learner users (role cliente) matching a search, for the accommodation form. */
export const useLearnerOptions = (q: string) =>
  useQuery({
    queryKey: keys.learners(q),
    queryFn: () =>
      api.getPage<ManagedUser>('users', { query: { role: 'cliente', q: q || undefined, limit: 20 } }),
  });

export const useQuizAnalytics = (quizId: string) =>
  useQuery({
    queryKey: keys.analytics(quizId),
    queryFn: () => api.get<QuizAnalytics>(`learning/quizzes/${quizId}/analytics`),
  });

export function useRegrade(quizId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (apply: boolean) => api.post<RegradeResult>(`learning/quizzes/${quizId}/regrade`, { apply }),
    onSuccess: (r) => {
      if (r.applied) void qc.invalidateQueries({ queryKey: learningKeys.all });
    },
  });
}

export const useQuestionVersions = (questionId: string) =>
  useQuery({
    queryKey: keys.versions(questionId),
    queryFn: () =>
      api.get<{ id: string; version: number; created_at: string; used: boolean }[]>(
        `learning/questions/${questionId}/versions`,
      ),
  });

export const useVersionDiff = (questionId: string, from: number, to: number) =>
  useQuery({
    queryKey: keys.diff(questionId, from, to),
    queryFn: () => api.get<VersionDiff>(`learning/questions/${questionId}/diff`, { query: { from, to } }),
    enabled: from > 0 && to > 0 && from !== to,
  });
