import { randomUUID } from 'node:crypto';
import {
  type QuestionInput,
  type QuestionListQuery,
  type QuizDetail,
  type QuizInput,
  type QuizListQuery,
  questionInputSchema,
  quizInputSchema,
} from '@siao/shared';
import type { Db, Tx } from '../../../db/client';
import type { StoredOption } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { type AuditOrigin, writeAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import {
  currentQuestions,
  findQuestion,
  findQuiz,
  pageQuestionRows,
  pageQuizRows,
  type QuestionRow,
  type QuizRow,
  questionCounts,
  type VersionRow,
  versionNumbers,
} from './content-repository';
import { applyOrder } from './content-service';
import { toQuestion, toQuizSummary } from './mappers';
import {
  deleteQuizRow,
  insertQuestionRow,
  insertQuizRow,
  insertVersionRow,
  nextQuestionPosition,
  quizInUse,
  updateQuestionRow,
  updateQuizRow,
  updateUnusedVersion,
  versionIdOf,
} from './question-repository';

export async function requireQuiz(db: Db | Tx, id: string): Promise<QuizRow> {
  const row = await findQuiz(db, id);
  if (!row) throw new AppError('QUIZ_NOT_FOUND');
  return row;
}

async function requireQuestion(db: Db | Tx, id: string) {
  const row = await findQuestion(db, id);
  if (!row) throw new AppError('QUESTION_NOT_FOUND');
  return row;
}

/** One page of the superadmin list of quizzes (search in the title), with question counts. */
export async function pageQuizzes(db: Db, query: QuizListQuery) {
  const [{ rows, total }, counts] = await Promise.all([pageQuizRows(db, query), questionCounts(db)]);
  return {
    data: rows.map((q) => toQuizSummary(q, counts.get(q.id) ?? 0)),
    page: query.page,
    limit: query.limit,
    total,
  };
}

/** One page of a quiz's questions, or of the whole bank: search in the statement, tag, category. */
export async function pageQuestions(db: Db, query: QuestionListQuery, quizId?: string) {
  if (quizId) await requireQuiz(db, quizId);
  const { rows, total } = await pageQuestionRows(db, { ...query, quizId });
  return { data: await questionViews(db, rows), page: query.page, limit: query.limit, total };
}

/** The author's view of questions (current version), with the version number a pinned slot serves. */
async function questionViews(db: Db | Tx, rows: { q: QuestionRow; v: VersionRow }[]) {
  const pinned = await versionNumbers(
    db,
    rows.flatMap(({ q }) => (q.pinnedVersionId ? [q.pinnedVersionId] : [])),
  );
  return rows.map(({ q, v }) => toQuestion(q, v, pinned.get(q.pinnedVersionId ?? '') ?? null));
}

export async function questionView(db: Db | Tx, id: string) {
  const [view] = await questionViews(db, [await requireQuestion(db, id)]);
  return view!;
}

export async function quizDetail(db: Db | Tx, id: string): Promise<QuizDetail> {
  const quiz = await requireQuiz(db, id);
  const questions = await currentQuestions(db, id);
  return { ...toQuizSummary(quiz, questions.length), questions: await questionViews(db, questions) };
}

/**
 * Pins the question's quiz slot to one of its versions (attempts then draw that version even after
 * later edits), or unpins it (`null`: follow the latest version again). Audited.
 */
export async function pinQuestion(deps: AppDeps, id: string, version: number | null, origin: AuditOrigin) {
  await deps.db.transaction(async (tx) => {
    const { q } = await requireQuestion(tx, id);
    let pinnedVersionId: string | null = null;
    if (version !== null) {
      pinnedVersionId = (await versionIdOf(tx, q.id, version)) ?? null;
      if (!pinnedVersionId) throw new AppError('QUESTION_VERSION_NOT_FOUND');
    }
    await updateQuestionRow(tx, q.id, { pinnedVersionId });
    await writeAudit(
      tx,
      {
        action: version === null ? 'learning.question.unpinned' : 'learning.question.pinned',
        entity: 'learning_question',
        entityId: q.id,
        details: { version },
      },
      origin,
    );
  });
}

const quizValues = (d: ReturnType<typeof quizInputSchema.parse>) => ({
  title: d.title,
  description: d.description,
  passPercent: d.pass_percent,
  timeLimitMinutes: d.time_limit_minutes,
  attemptsAllowed: d.attempts_allowed,
  grading: d.grading,
  shuffle: d.shuffle,
  showAnswers: d.show_answers,
  onePerPage: d.one_per_page,
  review: d.review,
  closesAt: d.closes_at ? new Date(d.closes_at) : null,
  randomSlots: d.random_slots,
  updatedAt: new Date(),
});

export async function saveQuiz(deps: AppDeps, id: string | null, input: QuizInput): Promise<string> {
  const d = quizInputSchema.parse(input);
  if (id) {
    await requireQuiz(deps.db, id);
    await updateQuizRow(deps.db, id, quizValues(d));
    return id;
  }
  return (await insertQuizRow(deps.db, quizValues(d))).id;
}

/** A quiz that a trail uses or that someone attempted keeps its history: it cannot be deleted. */
export async function deleteQuiz(deps: AppDeps, id: string) {
  await deps.db.transaction(async (tx) => {
    await requireQuiz(tx, id);
    if (await quizInUse(tx, id)) throw new AppError('QUIZ_IN_USE');
    await deleteQuizRow(tx, id);
  });
}

/** Option ids survive edits (so a new version's options line up with the old); new ones get fresh ids. */
function storedOptions(
  input: ReturnType<typeof questionInputSchema.parse>,
  previous: StoredOption[],
): StoredOption[] {
  return input.options.map((o) => {
    const before = o.id ? previous.find((p) => p.id === o.id) : undefined;
    return {
      id: before?.id ?? randomUUID().slice(0, 8),
      text: o.text,
      correct: input.type === 'associacao' || input.type === 'ordenacao' ? false : o.correct,
      match: input.type === 'associacao' ? o.match : null,
      match_id: before?.match_id ?? randomUUID().slice(0, 8),
      feedback: o.feedback,
    };
  });
}

export async function createQuestion(
  deps: AppDeps,
  quizId: string,
  input: QuestionInput,
  origin: AuditOrigin,
) {
  const d = questionInputSchema.parse(input);
  return deps.db.transaction(async (tx) => {
    await requireQuiz(tx, quizId);
    const q = await insertQuestionRow(tx, {
      quizId,
      position: await nextQuestionPosition(tx, quizId),
      category: d.category,
      bankOnly: d.bank_only,
      tags: d.tags,
    });
    const v = await insertVersionRow(tx, {
      questionId: q.id,
      version: 1,
      type: d.type,
      statement: d.statement,
      options: storedOptions(d, []),
      explanation: d.explanation,
      points: d.points,
      createdBy: origin.actorId ?? null,
    });
    await updateQuestionRow(tx, q.id, { currentVersionId: v.id });
    return q.id;
  });
}

/**
 * Saving a question: while its current version was never answered it is edited in place; once an
 * attempt used it, it is frozen and the save creates version N+1 (attempts keep pointing at N).
 */
export async function updateQuestion(deps: AppDeps, id: string, input: QuestionInput, origin: AuditOrigin) {
  const d = questionInputSchema.parse(input);
  await deps.db.transaction(async (tx) => {
    const { q, v } = await requireQuestion(tx, id);
    // bank category, tags and "only in the bank" belong to the identity, not to a version
    await updateQuestionRow(tx, q.id, { category: d.category, bankOnly: d.bank_only, tags: d.tags });
    const values = {
      type: d.type,
      statement: d.statement,
      options: storedOptions(d, v.options),
      explanation: d.explanation,
      points: d.points,
    };
    // in place while never answered (an attempt starting at this moment freezes it first: then N+1)
    if (!v.usedAt && (await updateUnusedVersion(tx, v.id, values))) return;
    const next = await insertVersionRow(tx, {
      ...values,
      questionId: q.id,
      version: v.version + 1,
      createdBy: origin.actorId ?? null,
    });
    await updateQuestionRow(tx, q.id, { currentVersionId: next.id });
    await writeAudit(
      tx,
      {
        action: 'learning.question.versioned',
        entity: 'learning_question',
        entityId: q.id,
        details: { from: v.version, to: v.version + 1 },
      },
      origin,
    );
  });
}

/** Soft delete: attempts that answered it stay reviewable. */
export async function deleteQuestion(deps: AppDeps, id: string) {
  await requireQuestion(deps.db, id);
  await updateQuestionRow(deps.db, id, { deletedAt: new Date() });
}

export async function reorderQuestions(deps: AppDeps, quizId: string, ids: string[]) {
  await deps.db.transaction(async (tx) => {
    await requireQuiz(tx, quizId);
    const current = (await currentQuestions(tx, quizId)).map(({ q }) => q.id);
    await applyOrder(tx, current, ids, (qid, position) => updateQuestionRow(tx, qid, { position }));
  });
}
