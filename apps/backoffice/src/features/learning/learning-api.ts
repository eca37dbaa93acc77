import type {
  Attempt,
  Certificate,
  JourneyDetail,
  JourneyInput,
  JourneySummary,
  LearnerJourney,
  LearnerQuiz,
  Question,
  QuestionInput,
  QuizDetail,
  QuizInput,
  QuizSummary,
  TrailInput,
} from '@siao/shared';
import { certificateFileName } from '@siao/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, saveBlob } from '../../lib/api';

export const learningKeys = {
  all: ['learning'] as const,
  journeys: () => [...learningKeys.all, 'journeys'] as const,
  journey: (id: string) => [...learningKeys.all, 'journey', id] as const,
  quizzes: () => [...learningKeys.all, 'quizzes'] as const,
  quiz: (id: string) => [...learningKeys.all, 'quiz', id] as const,
  question: (id: string) => [...learningKeys.all, 'question', id] as const,
  myJourneys: () => [...learningKeys.all, 'me', 'journeys'] as const,
  myQuiz: (id: string) => [...learningKeys.all, 'me', 'quiz', id] as const,
};

export const useJourneys = () =>
  useQuery({
    queryKey: learningKeys.journeys(),
    // every journey in its order (reorder, pickers); the paginated list is useJourneyPage
    queryFn: () => api.get<JourneySummary[]>('learning/journeys/all'),
  });
export const useJourney = (id: string | undefined) =>
  useQuery({
    queryKey: learningKeys.journey(id ?? ''),
    queryFn: () => api.get<JourneyDetail>(`learning/journeys/${id}`),
    enabled: !!id,
  });
export const useQuizzes = () =>
  useQuery({
    queryKey: learningKeys.quizzes(),
    queryFn: () => api.get<QuizSummary[]>('learning/quizzes/all'),
  });
export const useQuiz = (id: string | undefined) =>
  useQuery({
    queryKey: learningKeys.quiz(id ?? ''),
    queryFn: () => api.get<QuizDetail>(`learning/quizzes/${id}`),
    enabled: !!id,
  });
export const useQuestion = (id: string | undefined) =>
  useQuery({
    queryKey: learningKeys.question(id ?? ''),
    queryFn: () => api.get<Question>(`learning/questions/${id}`),
    enabled: !!id,
  });

/** Every content mutation invalidates the whole area: lists and details are small. */
function useLearningMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: learningKeys.all }),
  });
}

export const useSaveJourney = (id?: string) =>
  useLearningMutation((body: JourneyInput) =>
    id
      ? api.put<JourneyDetail>(`learning/journeys/${id}`, body)
      : api.post<JourneyDetail>('learning/journeys', body),
  );
export const useDeleteJourney = () =>
  useLearningMutation((id: string) => api.delete(`learning/journeys/${id}`));
export const useReorderJourneys = () =>
  useLearningMutation((ids: string[]) => api.put('learning/journeys/order', { ids }));
export const useReorderTrails = (journeyId: string) =>
  useLearningMutation((ids: string[]) => api.put(`learning/journeys/${journeyId}/trails/order`, { ids }));
export const useSaveTrail = (journeyId: string, trailId?: string) =>
  useLearningMutation((body: TrailInput) =>
    trailId
      ? api.put<JourneyDetail>(`learning/journeys/${journeyId}/trails/${trailId}`, body)
      : api.post<JourneyDetail>(`learning/journeys/${journeyId}/trails`, body),
  );
export const useDeleteTrail = (journeyId: string) =>
  useLearningMutation((trailId: string) => api.delete(`learning/journeys/${journeyId}/trails/${trailId}`));
export const useSaveQuiz = (id?: string) =>
  useLearningMutation((body: QuizInput) =>
    id ? api.put<QuizDetail>(`learning/quizzes/${id}`, body) : api.post<QuizDetail>('learning/quizzes', body),
  );
export const useDeleteQuiz = () => useLearningMutation((id: string) => api.delete(`learning/quizzes/${id}`));
export const useReorderQuestions = (quizId: string) =>
  useLearningMutation((ids: string[]) => api.put(`learning/quizzes/${quizId}/questions/order`, { ids }));
export const useSaveQuestion = (quizId: string, id?: string) =>
  useLearningMutation((body: QuestionInput) =>
    id
      ? api.put<Question>(`learning/questions/${id}`, body)
      : api.post<Question>(`learning/quizzes/${quizId}/questions`, body),
  );
export const useDeleteQuestion = () =>
  useLearningMutation((id: string) => api.delete(`learning/questions/${id}`));

// ---- learner ------------------------------------------------------------------------------

export const useMyJourneys = () =>
  useQuery({
    queryKey: learningKeys.myJourneys(),
    queryFn: () => api.get<LearnerJourney[]>('learning/me/journeys'),
  });
export const useMarkStepDone = () =>
  useLearningMutation((stepId: string) => api.post(`learning/me/steps/${stepId}/done`));
export const useMyQuiz = (id: string) =>
  useQuery({
    queryKey: learningKeys.myQuiz(id),
    queryFn: () => api.get<LearnerQuiz>(`learning/me/quizzes/${id}`),
  });

export const startAttempt = (quizId: string, preview: boolean) =>
  preview
    ? api.post<Attempt>(`learning/quizzes/${quizId}/preview`)
    : api.post<Attempt>(`learning/me/quizzes/${quizId}/attempts`, {});
export const fetchAttempt = (id: string) => api.get<Attempt>(`learning/attempts/${id}`);
export const submitAttempt = (id: string) => api.post<Attempt>(`learning/attempts/${id}/submit`);
export const saveAnswer = (attemptId: string, questionId: string, answer: object) =>
  api.put<{ saved_at: string }>(`learning/attempts/${attemptId}/answers/${questionId}`, answer, {
    timeoutMs: 10_000,
  });

/** Saved as `Certificado_<jornada>_<nome>.pdf`, the name the API also gives it. */
export const downloadCertificate = (id: string, journeyTitle: string, learnerName: string) =>
  saveBlob(`learning/certificates/${id}/pdf`, {}, certificateFileName(journeyTitle, learnerName));
export const fetchPublicCertificate = (code: string) =>
  api.get<Omit<Certificate, 'id'>>(`public/certificates/${code}`, { session: false });
