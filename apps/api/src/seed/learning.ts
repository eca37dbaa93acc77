import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type clients, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { checkDocumentFile, documentFileKey, storeDocumentBytes } from '../lib/files/document-upload';
import { saveJourney, saveTrail } from '../modules/learning/authoring/content-service';
import { createQuestion, saveQuiz } from '../modules/learning/authoring/quiz-service';
import { issueCertificate } from '../modules/learning/certificates/certificate-service';
import { createLearningDocument } from '../modules/learning/documents/document-service';
import {
  completeEnrollment,
  enroll,
  journeySteps,
  markDone,
} from '../modules/learning/progress/learner-repository';
import { demoJourney, demoTrails, welcomeJourney } from './learning-content';
import { tinyPdf } from './tiny-pdf';

/**
 * SiãoSeg demo: one published journey (3 trails, 3 quizzes, 22 questions); the demo `cliente` is
 * enrolled with the first trail done, so a fresh install shows progress; a short welcome journey
 * (a SiãoSeg document and a lesson) is completed, so it also shows a certificate.
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
      // the answer key only once the learner has no attempt left (or the quiz closed): a blank
      // attempt never reveals it
      show_answers: 'apos_ultima',
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
  await seedWelcome(deps, client, learner);
}

/** The welcome journey, completed by the demo learner 3 days ago (certificate issued). */
async function seedWelcome(
  deps: AppDeps,
  client: typeof clients.$inferSelect,
  learner: typeof users.$inferSelect,
) {
  const origin = { actorId: null };
  const [author] = await deps.db.select().from(users).where(eq(users.role, 'superadmin')).limit(1);
  const documentId = randomUUID();
  const { document } = welcomeJourney;
  const stored = await storeDocumentBytes(
    deps.storage,
    documentFileKey(documentId, 1),
    document.fileName,
    tinyPdf(document.title, document.lines),
  );
  await createLearningDocument(
    deps,
    documentId,
    { title: document.title, description: document.description },
    await checkDocumentFile(stored, deps.storage),
    { actorId: author?.id ?? learner.id },
  );
  const journeyId = await saveJourney(
    deps,
    null,
    { ...welcomeJourney.journey, position: 1, published: true },
    origin,
  );
  await saveTrail(deps, journeyId, null, {
    title: welcomeJourney.trail.title,
    description: welcomeJourney.trail.description,
    steps: [
      { kind: 'documento', title: document.title, document_id: documentId },
      { kind: 'licao', title: welcomeJourney.lesson.title, lesson_html: welcomeJourney.lesson.html },
    ],
  });
  const at = new Date(Date.now() - 3 * 86_400_000);
  await enroll(deps.db, learner.id, client.id, [journeyId]);
  await markDone(
    deps.db,
    learner.id,
    client.id,
    (await journeySteps(deps.db, journeyId)).map((s) => s.step.id),
  );
  if (await completeEnrollment(deps.db, learner.id, journeyId, at))
    await issueCertificate(deps, learner.id, client.id, journeyId, at);
}
