import type {
  Answer,
  BankCategory,
  QuestionAnalytics,
  QuizAnalytics,
  RegradeResult,
  RegradeRow,
  VersionChange,
  VersionDiff,
} from '@siao/shared';
import type { Tx } from '../../../db/client';
import type { AttemptSlot, StoredOption } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { type AuditOrigin, writeAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { type VersionRow, versionsByIds } from '../authoring/content-repository';
import { requireQuiz } from '../authoring/quiz-service';
import { queueQuizPassed } from './attempt-follow-up';
import {
  answersOfAttempts,
  bankCategories,
  closedAttemptsOf,
  currentVersionIds,
  setAnswerScores,
  updateAttemptScore,
  versionsOf,
} from './quiz-repository';
import { percentOf, scoreAnswer } from './scoring';

/** Quiz tools for staff (segquiz): version history and diff, "recalcular notas", analytics. */

export async function listBankCategories(deps: AppDeps): Promise<BankCategory[]> {
  return (await bankCategories(deps.db)).map((r) => ({
    category: r.category!,
    questions: Number(r.questions),
  }));
}

export async function questionVersions(deps: AppDeps, questionId: string) {
  const rows = await versionsOf(deps.db, questionId);
  if (!rows.length) throw new AppError('QUESTION_NOT_FOUND');
  return rows.map((v) => ({
    id: v.id,
    version: v.version,
    created_at: v.createdAt.toISOString(),
    used: v.usedAt !== null,
  }));
}

const optionText = (o: StoredOption) =>
  [
    o.text,
    o.correct ? '(correta)' : '',
    o.match ? `→ ${o.match}` : '',
    o.feedback ? `[comentário: ${o.feedback}]` : '',
  ]
    .filter(Boolean)
    .join(' ');

/** Field-by-field changes from one version to another; options line up by their stable ids. */
function diffVersions(a: VersionRow, b: VersionRow): VersionChange[] {
  const out: VersionChange[] = [];
  const field = (name: string, label: string, before: unknown, after: unknown) => {
    const x = before === null || before === undefined ? '' : String(before);
    const y = after === null || after === undefined ? '' : String(after);
    if (x !== y) out.push({ field: name, label, before: x, after: y });
  };
  field('type', 'Tipo', a.type, b.type);
  field('statement', 'Enunciado', a.statement, b.statement);
  field('points', 'Pontos', a.points, b.points);
  field('explanation', 'Explicação', a.explanation, b.explanation);
  const ids = [...new Set([...a.options.map((o) => o.id), ...b.options.map((o) => o.id)])];
  for (const id of ids) {
    const before = a.options.find((o) => o.id === id);
    const after = b.options.find((o) => o.id === id);
    const n = (after ? b.options.indexOf(after) : a.options.indexOf(before!)) + 1;
    field(
      `options.${id}`,
      `Alternativa ${n}`,
      before ? optionText(before) : '',
      after ? optionText(after) : '',
    );
  }
  const order = (v: VersionRow) => v.options.map((o) => o.id).join(',');
  if (order(a) !== order(b) && a.options.length === b.options.length)
    field(
      'options.order',
      'Ordem das alternativas',
      a.options.map((o) => o.text).join(' | '),
      b.options.map((o) => o.text).join(' | '),
    );
  return out;
}

export async function questionDiff(
  deps: AppDeps,
  questionId: string,
  from: number,
  to: number,
): Promise<VersionDiff> {
  const rows = await versionsOf(deps.db, questionId);
  const a = rows.find((v) => v.version === from);
  const b = rows.find((v) => v.version === to);
  if (!a || !b) throw new AppError('QUESTION_VERSION_NOT_FOUND');
  return { from, to, changes: diffVersions(a, b) };
}

/** The latest version of a slot's question, when its answers still line up (same type, same option ids). */
function latestFor(
  slot: AttemptSlot,
  current: Map<string, string | null>,
  versions: Map<string, VersionRow>,
) {
  const old = versions.get(slot.version_id)!;
  const latest = versions.get(current.get(slot.question_id) ?? '');
  if (!latest || latest.id === old.id || latest.type !== old.type) return old;
  const ids = (v: VersionRow) =>
    v.options
      .map((o) => o.id)
      .sort()
      .join(',');
  const matches = (v: VersionRow) =>
    v.options
      .map((o) => o.match_id)
      .sort()
      .join(',');
  return ids(latest) === ids(old) && matches(latest) === matches(old) ? latest : old;
}

/**
 * "Recalcular notas": rescores every closed recorded attempt against the latest version of each of
 * its questions (when the answers still line up with it). Dry run by default: lists the attempts
 * whose score changes and by how much; `apply` writes them (attempts then point at the latest
 * versions), audits the change, and records a pass that the new score earns. A pass already
 * recorded is not taken back.
 */
export async function regradeQuiz(
  deps: AppDeps,
  quizId: string,
  apply: boolean,
  origin: AuditOrigin,
): Promise<RegradeResult> {
  const quiz = await requireQuiz(deps.db, quizId);
  const rows = await closedAttemptsOf(deps.db, quizId);
  const answers = await answersOfAttempts(
    deps.db,
    rows.map((r) => r.attempt.id),
  );
  const questionIds = [...new Set(rows.flatMap((r) => r.attempt.slots.map((s) => s.question_id)))];
  const current = await currentVersionIds(deps.db, questionIds);
  const versionIds = [
    ...new Set([
      ...rows.flatMap((r) => r.attempt.slots.map((s) => s.version_id)),
      ...[...current.values()].filter((v): v is string => !!v),
    ]),
  ];
  const versions = new Map((await versionsByIds(deps.db, versionIds)).map((v) => [v.id, v]));
  const changes: (RegradeRow & { write: (tx: Tx) => Promise<unknown> })[] = [];
  for (const { attempt, name } of rows) {
    let points = 0;
    let maxPoints = 0;
    const scores: [string, number][] = [];
    const slots = attempt.slots.map((slot) => {
      const v = latestFor(slot, current, versions);
      const given = answers.find((a) => a.attemptId === attempt.id && a.questionId === slot.question_id);
      const score = scoreAnswer(v, given?.answer as Answer | undefined) * v.points;
      if (given) scores.push([slot.question_id, score]);
      points += score;
      maxPoints += v.points;
      return { ...slot, version_id: v.id };
    });
    const scorePercent = percentOf(points, maxPoints);
    const passed = scorePercent >= quiz.passPercent;
    const before = attempt.scorePercent ?? 0;
    if (Math.abs(scorePercent - before) < 0.005 && passed === attempt.passed) continue;
    changes.push({
      attempt_id: attempt.id,
      user_name: name,
      number: attempt.number,
      before_percent: before,
      after_percent: scorePercent,
      before_passed: attempt.passed ?? false,
      after_passed: passed,
      write: async (tx) => {
        await updateAttemptScore(tx, attempt.id, { slots, points, maxPoints, scorePercent, passed });
        await setAnswerScores(tx, attempt.id, scores);
        // the pass's follow-up (steps, completion, certificate), enqueued with the new score
        if (passed && attempt.clientId)
          await queueQuizPassed(deps, tx, [
            {
              userId: attempt.userId,
              clientId: attempt.clientId,
              quizId,
              at: attempt.finishedAt!.toISOString(),
            },
          ]);
      },
    });
  }
  // every new score, the pass follow-ups and the audit entry commit together, or nothing changes
  if (apply && changes.length) {
    await deps.db.transaction(async (tx) => {
      for (const c of changes) await c.write(tx);
      await writeAudit(
        tx,
        {
          action: 'learning.quiz.regraded',
          entity: 'learning_quiz',
          entityId: quizId,
          details: {
            changes: changes.map((c) => ({
              attempt_id: c.attempt_id,
              before: c.before_percent,
              after: c.after_percent,
            })),
          },
        },
        origin,
      );
    });
  }
  return {
    applied: apply && changes.length > 0,
    attempts_checked: rows.length,
    changes: changes.map(({ write: _w, ...row }) => row),
  };
}

/**
 * Per question of the quiz's closed recorded attempts: how many met it, the share that earned full
 * points, the average share of points, and how often each option was ticked (associação/ordenação:
 * how often each item was placed right). Most missed first.
 */
export async function quizAnalytics(deps: AppDeps, quizId: string): Promise<QuizAnalytics> {
  await requireQuiz(deps.db, quizId);
  const rows = await closedAttemptsOf(deps.db, quizId);
  const answers = await answersOfAttempts(
    deps.db,
    rows.map((r) => r.attempt.id),
  );
  const byAttempt = new Map<string, Map<string, (typeof answers)[number]>>();
  for (const a of answers) {
    const m = byAttempt.get(a.attemptId) ?? new Map();
    m.set(a.questionId, a);
    byAttempt.set(a.attemptId, m);
  }
  const versions = new Map(
    (
      await versionsByIds(deps.db, [
        ...new Set(rows.flatMap((r) => r.attempt.slots.map((s) => s.version_id))),
      ])
    ).map((v) => [v.id, v]),
  );
  const stats = new Map<
    string,
    { v: VersionRow; met: number; full: number; share: number; chosen: Map<string, number> }
  >();
  for (const { attempt } of rows)
    for (const slot of attempt.slots) {
      const v = versions.get(slot.version_id)!;
      const s = stats.get(slot.question_id) ?? { v, met: 0, full: 0, share: 0, chosen: new Map() };
      if (v.version > s.v.version) s.v = v; // report against the latest version met
      const given = byAttempt.get(attempt.id)?.get(slot.question_id);
      const score = given?.score ?? 0;
      s.met++;
      if (score >= v.points) s.full++;
      s.share += v.points ? score / v.points : 0;
      const answer = given?.answer as Answer | undefined;
      const bump = (id: string) => s.chosen.set(id, (s.chosen.get(id) ?? 0) + 1);
      for (const id of answer?.option_ids ?? []) bump(id);
      if (v.type === 'associacao')
        for (const o of v.options) if (answer?.pairs?.[o.id] === o.match_id) bump(o.id);
      if (v.type === 'ordenacao')
        v.options.forEach((o, i) => {
          if (answer?.order?.[i] === o.id) bump(o.id);
        });
      stats.set(slot.question_id, s);
    }
  const questions: QuestionAnalytics[] = [...stats.entries()].map(([questionId, s]) => ({
    question_id: questionId,
    statement: s.v.statement,
    type: s.v.type,
    answered: s.met,
    correct_percent: percentOf(s.full, s.met),
    average_percent: percentOf(s.share, s.met),
    options: s.v.options.map((o) => ({
      id: o.id,
      text: o.text,
      correct: o.correct,
      chosen: s.chosen.get(o.id) ?? 0,
    })),
  }));
  questions.sort((a, b) => a.correct_percent - b.correct_percent || b.answered - a.answered);
  return { attempts: rows.length, questions };
}
