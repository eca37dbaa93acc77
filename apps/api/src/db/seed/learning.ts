import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { saveJourney, saveTrail } from '../../modules/learning/content-service';
import { enroll, journeySteps, markDone } from '../../modules/learning/learner-repository';
import { createQuestion, saveQuiz } from '../../modules/learning/quiz-service';
import { type clients, users } from '../schema';
import { demoJourney, demoTrails } from './learning-content';

/**
 * SiãoSeg demo: one published journey (3 trails, 3 quizzes, 22 questions); the demo `cliente` is
 * enrolled with the first trail done, so a fresh install shows progress.
 */
export async function seedLearning(
  deps: AppDeps,
  client: typeof clients.$inferSelect,
  learnerEmail = 'cliente@siao.demo',
) {
  const origin = { actorId: null };
  const journeyId = await saveJourney(deps, null, { ...demoJourney, published: true, due_days: 30 }, origin);
  for (const trail of demoTrails) {
    const quizId = await saveQuiz(deps, null, {
      ...trail.quiz,
      pass_percent: 70,
      show_answers: 'apos_tentativa',
    });
    for (const q of trail.questions) await createQuestion(deps, quizId, q, origin);
    await saveTrail(deps, journeyId, null, {
      title: trail.title,
      description: trail.description,
      steps: [
        { kind: 'licao', title: trail.lesson.title, lesson_html: trail.lesson.html },
        { kind: 'quiz', title: trail.quiz.title, quiz_id: quizId },
      ],
    });
  }
  const [learner] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.clientId, client.id), eq(users.email, learnerEmail)));
  if (!learner) return;
  await enroll(deps.db, learner.id, client.id, [journeyId]);
  const first = (await journeySteps(deps.db, journeyId)).filter(
    (s) => s.trail.title === demoTrails[0]!.title,
  );
  await markDone(
    deps.db,
    learner.id,
    client.id,
    first.map((s) => s.step.id),
  );
}
