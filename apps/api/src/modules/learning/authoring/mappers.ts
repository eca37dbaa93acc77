import type { UserFuncao } from '@siao/shared';
import {
  defaultReviewMatrix,
  type JourneySummary,
  type Question,
  type QuizSummary,
  type Step,
  type Trail,
} from '@siao/shared';
import { apiFileUrl, type FileSigner } from '../../../lib/storage/storage';
import type { JourneyRow, QuestionRow, QuizRow, StepRow, TrailRow, VersionRow } from './content-repository';

/** Signed link of a journey's cover (a day long: list pages stay open), null when it has none. */
export const coverUrl = (j: Pick<JourneyRow, 'coverKey' | 'coverMime'>, files: FileSigner | undefined) =>
  j.coverKey && files
    ? apiFileUrl(files, j.coverKey, {
        name: 'capa',
        contentType: j.coverMime ?? 'image/jpeg',
        ttlSeconds: 86_400,
      })
    : null;

/** `files` signs the cover's link; without it `cover_url` is null. */
export const toJourneySummary = (
  j: JourneyRow,
  clientIds: string[],
  trailCount: number,
  files?: FileSigner,
): JourneySummary => ({
  id: j.id,
  title: j.title,
  description: j.description,
  workload_hours: j.workloadHours,
  position: j.position,
  published: j.published,
  audience: j.audience,
  client_ids: clientIds,
  due_at: j.dueAt?.toISOString() ?? null,
  due_days: j.dueDays,
  trail_count: trailCount,
  funcoes: j.funcoes as UserFuncao[],
  cover_url: coverUrl(j, files),
});

const toStep = (s: StepRow): Step => ({
  id: s.id,
  kind: s.kind,
  title: s.title,
  position: s.position,
  document_id: s.documentId,
  video_url: s.videoUrl,
  video_minutes: s.videoMinutes,
  lesson_html: s.lessonHtml,
  quiz_id: s.quizId,
});

export const toTrail = (t: TrailRow, steps: StepRow[]): Trail => ({
  id: t.id,
  journey_id: t.journeyId,
  title: t.title,
  description: t.description,
  position: t.position,
  steps: steps.filter((s) => s.trailId === t.id).map(toStep),
});

export const toQuizSummary = (q: QuizRow, questionCount: number): QuizSummary => ({
  id: q.id,
  title: q.title,
  description: q.description,
  pass_percent: q.passPercent,
  time_limit_minutes: q.timeLimitMinutes,
  attempts_allowed: q.attemptsAllowed,
  grading: q.grading,
  shuffle: q.shuffle,
  show_answers: q.showAnswers,
  question_count: questionCount,
  one_per_page: q.onePerPage,
  review: q.review ?? defaultReviewMatrix,
  closes_at: q.closesAt?.toISOString() ?? null,
  random_slots: q.randomSlots,
});

/** Author's view, answer key included: only ever sent to staff. */
export const toQuestion = (q: QuestionRow, v: VersionRow, pinnedVersion: number | null = null): Question => ({
  id: q.id,
  quiz_id: q.quizId,
  position: q.position,
  version: v.version,
  version_id: v.id,
  used: v.usedAt !== null,
  type: v.type,
  statement: v.statement,
  options: v.options.map((o) => ({
    id: o.id,
    text: o.text,
    correct: o.correct,
    match: o.match,
    feedback: o.feedback,
  })),
  explanation: v.explanation,
  points: v.points,
  category: q.category,
  bank_only: q.bankOnly,
  tags: q.tags,
  pinned_version: q.pinnedVersionId ? pinnedVersion : null,
});
