import {
  type Attempt,
  attemptSchema,
  certificateSchema,
  type JourneyDetail,
  journeyDetailSchema,
  learnerJourneySchema,
  type QuizDetail,
  questionSchema,
  quizDetailSchema,
  SHOW_ANSWERS_UNLIMITED_MESSAGE,
} from '@siao/shared';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, data } from '../../../../test/helpers/json';
import { queueDrained } from '../../../../test/helpers/queue-drained';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { auditLogs, learningAttempts, learningCertificates } from '../../../db/schema';
import { QUIZ_PASSED, recordPass } from './attempt-follow-up';
import { closeExpiredAttempts } from './attempt-service';

let t: TestApp;
let sup: { authorization: string };
let learner: { authorization: string };
let other: { authorization: string };
/** every body a `cliente` received, checked at the end for leaked answer keys */
const learnerBodies: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  sup = await t.authHeader('superadmin');
  learner = await t.authHeader('cliente');
  other = await t.authHeader('clienteB');
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(headers: { authorization: string }, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (headers === learner || headers === other) learnerBodies.push(res.body);
  return res;
}

const opt = (text: string, correct = false, extra: object = {}) => ({ text, correct, ...extra });

async function makeQuiz(body: object): Promise<QuizDetail> {
  const res = await call(sup, 'POST', '/api/learning/quizzes', { pass_percent: 60, ...body });
  expect(res.statusCode).toBe(201);
  return data(res, quizDetailSchema);
}

async function addQuestion(quizId: string, body: object) {
  const res = await call(sup, 'POST', `/api/learning/quizzes/${quizId}/questions`, body);
  expect(res.statusCode).toBe(201);
  return data(res, questionSchema);
}

const myJourneys = (res: Parameters<typeof data>[0]) => data(res, z.array(learnerJourneySchema));
/** What the QR code's public page reads (the certificate without its id). */
const publicCertificateSchema = certificateSchema.omit({ id: true });

describe('SiãoSeg: content, quiz taking, certificate', () => {
  let quiz: QuizDetail;
  let journey: JourneyDetail;
  const q: Record<string, { id: string; options: { id: string; text: string }[] }> = {};

  it('refuses answers shown after each of unlimited attempts, in Portuguese, on create and on edit', async () => {
    const leaking = { title: 'Quiz aberto', show_answers: 'apos_tentativa', attempts_allowed: null };
    const created = await call(sup, 'POST', '/api/learning/quizzes', { pass_percent: 60, ...leaking });
    expect(created.statusCode).toBe(400);
    expect(apiError(created).details).toEqual([
      { field: 'show_answers', message: SHOW_ANSWERS_UNLIMITED_MESSAGE },
    ]);
    const finite = await makeQuiz({ ...leaking, attempts_allowed: 3 });
    const edited = await call(sup, 'PUT', `/api/learning/quizzes/${finite.id}`, {
      pass_percent: 60,
      ...leaking,
    });
    expect(edited.statusCode).toBe(400);
    expect(apiError(edited).message).toBe(SHOW_ANSWERS_UNLIMITED_MESSAGE);
    const after = await makeQuiz({ ...leaking, show_answers: 'apos_ultima' });
    expect(after).toMatchObject({ show_answers: 'apos_ultima', attempts_allowed: null });
  });

  it('refuses invalid questions with Portuguese messages next to the options field', async () => {
    quiz = await makeQuiz({ title: 'Quiz LGPD', show_answers: 'apos_tentativa', attempts_allowed: 10 });
    const cases: [object, string][] = [
      [
        { type: 'unica', statement: 'Qual?', options: [opt('A'), opt('B')] },
        'Marque pelo menos uma alternativa correta.',
      ],
      [
        { type: 'unica', statement: 'Qual?', options: [opt('A', true), opt('B', true)] },
        'Uma pergunta de única escolha deve ter só uma alternativa correta.',
      ],
      [
        { type: 'verdadeiro_falso', statement: 'É?', options: [opt('V', true), opt('F'), opt('Talvez')] },
        'Uma pergunta de verdadeiro/falso deve ter exatamente duas alternativas.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call(sup, 'POST', `/api/learning/quizzes/${quiz.id}/questions`, body);
      expect(res.statusCode).toBe(400);
      expect(apiError(res).details).toContainEqual({ field: 'options', message });
    }
  });

  it('lets a superadmin build a journey with a trail of a lesson and a quiz', async () => {
    q.single = await addQuestion(quiz.id, {
      type: 'unica',
      statement: 'Qual lei é a LGPD?',
      options: [opt('Lei 13.709/2018', true, { feedback: 'Isso.' }), opt('Lei 8.935/1994')],
      explanation: 'A LGPD é a Lei 13.709/2018.',
    });
    q.multiple = await addQuestion(quiz.id, {
      type: 'multipla',
      statement: 'Quais são dados pessoais sensíveis?',
      options: [opt('Saúde', true), opt('Biometria', true), opt('Nome'), opt('Endereço')],
    });
    q.matching = await addQuestion(quiz.id, {
      type: 'associacao',
      statement: 'Associe.',
      options: [
        opt('Titular', false, { match: 'Pessoa natural' }),
        opt('ANPD', false, { match: 'Autoridade' }),
      ],
    });
    q.ordering = await addQuestion(quiz.id, {
      type: 'ordenacao',
      statement: 'Ordene.',
      options: [opt('Detectar'), opt('Conter'), opt('Comunicar')],
    });
    const created = await call(sup, 'POST', '/api/learning/journeys', {
      title: 'Jornada de teste',
      workload_hours: 4,
      published: true,
      audience: 'clientes_escolhidos',
      client_ids: [t.fixture.clientA.id],
      due_days: 30,
    });
    expect(created.statusCode).toBe(201);
    journey = data(created, journeyDetailSchema);
    const withTrail = await call(sup, 'POST', `/api/learning/journeys/${journey.id}/trails`, {
      title: 'Trilha 1',
      steps: [
        { kind: 'licao', title: 'Leitura', lesson_html: '<p>Olá<script>x()</script></p>' },
        { kind: 'quiz', title: 'Avaliação', quiz_id: quiz.id },
      ],
    });
    expect(withTrail.statusCode).toBe(201);
    journey = data(withTrail, journeyDetailSchema);
    expect(journey.trails[0]!.steps.map((s) => s.kind)).toEqual(['licao', 'quiz']);
    expect(journey.trails[0]!.steps[0]!.lesson_html).toBe('<p>Olá</p>');
    const key = await call(learner, 'GET', `/api/learning/quizzes/${quiz.id}`);
    expect(key.statusCode).toBe(403);
  });

  it('shows the journey only to its client and unlocks steps in order', async () => {
    const mine = myJourneys(await call(learner, 'GET', '/api/learning/me/journeys'));
    expect(mine.map((j) => j.title)).toEqual(['Jornada de teste']);
    expect(mine[0]!.trails[0]!.steps.map((s) => s.status)).toEqual(['disponivel', 'bloqueada']);
    expect(mine[0]!.due_at).not.toBeNull();
    expect(myJourneys(await call(other, 'GET', '/api/learning/me/journeys'))).toEqual([]);
    const otherQuiz = await call(other, 'GET', `/api/learning/me/quizzes/${quiz.id}`);
    expect(otherQuiz.statusCode).toBe(404);
    const locked = await call(learner, 'POST', `/api/learning/me/quizzes/${quiz.id}/attempts`, {});
    expect(apiError(locked).code).toBe('STEP_LOCKED');
    const quizStep = journey.trails[0]!.steps[1]!;
    expect(apiError(await call(learner, 'POST', `/api/learning/me/steps/${quizStep.id}/done`)).code).toBe(
      'STEP_DONE_BY_QUIZ',
    );
    const done = await call(
      learner,
      'POST',
      `/api/learning/me/steps/${journey.trails[0]!.steps[0]!.id}/done`,
    );
    expect(done.statusCode).toBe(200);
  });

  let attempt: Attempt;
  it('takes the quiz: answers saved idempotently, scored on the server, certificate issued', async () => {
    const started = await call(learner, 'POST', `/api/learning/me/quizzes/${quiz.id}/attempts`, {});
    expect(started.statusCode).toBe(201);
    attempt = data(started, attemptSchema);
    expect(attempt.questions).toHaveLength(4);
    const resumed = await call(learner, 'POST', `/api/learning/me/quizzes/${quiz.id}/attempts`, {});
    expect(data(resumed, attemptSchema).id).toBe(attempt.id);

    const byId = (id: string) => attempt.questions.find((x) => x.question_id === id)!;
    const right = q.single!.options.find((o) => o.text.startsWith('Lei 13'))!.id;
    const put = (qid: string, answer: object) =>
      call(learner, 'PUT', `/api/learning/attempts/${attempt.id}/answers/${qid}`, answer);
    expect((await put(q.single!.id, { option_ids: [q.single!.options[1]!.id] })).statusCode).toBe(200);
    expect((await put(q.single!.id, { option_ids: [right] })).statusCode).toBe(200);
    expect((await put(q.single!.id, { option_ids: [right] })).statusCode).toBe(200);
    const sens = q.multiple!.options.filter((o) => ['Saúde', 'Nome'].includes(o.text)).map((o) => o.id);
    await put(q.multiple!.id, { option_ids: sens }); // one right, one wrong: 1/2 − 1/2 = 0
    const m = byId(q.matching!.id);
    const pairOf = (left: string, right: string) => [
      m.options.find((o) => o.text === left)!.id,
      m.matches.find((o) => o.text === right)!.id,
    ];
    await put(q.matching!.id, {
      pairs: Object.fromEntries([pairOf('Titular', 'Pessoa natural'), pairOf('ANPD', 'Autoridade')]),
    });
    const o = byId(q.ordering!.id);
    await put(q.ordering!.id, {
      order: ['Detectar', 'Conter', 'Comunicar'].map((x) => o.options.find((y) => y.text === x)!.id),
    });

    expect((await call(other, 'GET', `/api/learning/attempts/${attempt.id}`)).statusCode).toBe(404);
    expect(
      (await call(other, 'PUT', `/api/learning/attempts/${attempt.id}/answers/${q.single!.id}`, {}))
        .statusCode,
    ).toBe(404);
    const reread = data(await call(learner, 'GET', `/api/learning/attempts/${attempt.id}`), attemptSchema);
    expect(reread.questions.find((x) => x.question_id === q.single!.id)!.answer).toEqual({
      option_ids: [right],
    });
    expect(reread.review).toBeNull();

    const submitted = await call(learner, 'POST', `/api/learning/attempts/${attempt.id}/submit`);
    const result = data(submitted, attemptSchema);
    expect(result.score_percent).toBe(75);
    expect(result.passed).toBe(true);
    expect(result.review!.find((r) => r.question_id === q.single!.id)).toMatchObject({
      correct_option_ids: [right],
      feedback: [{ option_id: right, text: 'Isso.' }],
      explanation: 'A LGPD é a Lei 13.709/2018.',
    });
    const again = await call(
      learner,
      'PUT',
      `/api/learning/attempts/${attempt.id}/answers/${q.single!.id}`,
      {},
    );
    expect(apiError(again).code).toBe('ATTEMPT_CLOSED');

    // progress and the certificate follow a passing close in a background job, right after it
    await queueDrained(t, QUIZ_PASSED);
    const mine = myJourneys(await call(learner, 'GET', '/api/learning/me/journeys'));
    expect(mine[0]).toMatchObject({ steps_done: 2, steps_total: 2 });
    expect(mine[0]!.completed_at).not.toBeNull();
    const certId = mine[0]!.certificate_id!;
    expect((await call(other, 'GET', `/api/learning/certificates/${certId}`)).statusCode).toBe(404);
    const pdf = await call(learner, 'GET', `/api/learning/certificates/${certId}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const cert = data(await call(learner, 'GET', `/api/learning/certificates/${certId}`), certificateSchema);
    const pub = await t.app.inject({ url: `/api/public/certificates/${cert.code}` });
    expect(data(pub, publicCertificateSchema)).toMatchObject({
      learner_name: 'Cliente A',
      journey_title: 'Jornada de teste',
      workload_hours: 4,
      revoked_at: null,
    });
    // the key set is a standard JWKS document (no shared schema): read as is
    const jwks = (await t.app.inject({ url: '/.well-known/jwks.json' })).json();
    const { payload } = await jwtVerify(cert.credential_jwt, createLocalJWKSet(jwks));
    expect(payload).toMatchObject({
      vc: { type: ['VerifiableCredential', 'OpenBadgeCredential'], verification_code: cert.code },
    });
    // the public credential names the learner by an id of this certificate alone, never the user id
    const subject = (payload.vc as { credentialSubject: { id: string } }).credentialSubject.id;
    expect(subject).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(payload.sub).toBe(subject);
    expect(JSON.stringify(payload)).not.toContain(t.fixture.users.cliente.id);

    // that job is idempotent: running it again (a retry) issues no second certificate
    await recordPass(t.app.deps, {
      userId: t.fixture.users.cliente.id,
      clientId: t.fixture.clientA.id,
      quizId: quiz.id,
      at: result.finished_at!,
    });
    const twice = myJourneys(await call(learner, 'GET', '/api/learning/me/journeys'));
    expect(twice[0]!.certificate_id).toBe(certId);
    expect(
      await t.app.deps.db
        .select()
        .from(learningCertificates)
        .where(eq(learningCertificates.userId, t.fixture.users.cliente.id)),
    ).toHaveLength(1);

    const revoke = await call(
      await t.authHeader('operador'),
      'POST',
      `/api/learning/certificates/${certId}/revoke`,
      {
        reason: 'Emitido por engano',
      },
    );
    expect(revoke.statusCode).toBe(200);
    const after = await t.app.inject({ url: `/api/public/certificates/${cert.code}` });
    const revoked = data(after, publicCertificateSchema);
    expect(revoked).toMatchObject({ revoked_reason: 'Emitido por engano' });
    expect(revoked.revoked_at).not.toBeNull();
    const audit = await t.app.deps.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'learning.certificate.revoked'));
    expect(audit).toHaveLength(1);
  });

  it('versions a question once answered: the closed attempt keeps the version it answered', async () => {
    const edit = await call(sup, 'PUT', `/api/learning/questions/${q.single!.id}`, {
      type: 'unica',
      statement: 'Qual lei é a LGPD? (revisada)',
      options: q.single!.options.map((o, i) => ({ id: o.id, text: o.text, correct: i === 0 })),
    });
    expect(data(edit, questionSchema)).toMatchObject({
      version: 2,
      statement: 'Qual lei é a LGPD? (revisada)',
    });
    const old = data(await call(learner, 'GET', `/api/learning/attempts/${attempt.id}`), attemptSchema);
    expect(old.questions.find((x) => x.question_id === q.single!.id)!.statement).toBe('Qual lei é a LGPD?');
    expect(old.score_percent).toBe(75);
    const unused = await call(sup, 'PUT', `/api/learning/questions/${q.single!.id}`, {
      type: 'unica',
      statement: 'Qual lei é a LGPD? (v2 corrigida)',
      options: q.single!.options.map((o, i) => ({ id: o.id, text: o.text, correct: i === 0 })),
    });
    expect(data(unused, questionSchema).version).toBe(2);
  });

  it('enforces the time limit on the server and closes expired attempts as of their deadline', async () => {
    const timed = await makeQuiz({
      title: 'Quiz cronometrado',
      time_limit_minutes: 10,
      attempts_allowed: 2,
      show_answers: 'nunca',
    });
    const tq = await addQuestion(timed.id, {
      type: 'verdadeiro_falso',
      statement: 'A LGPD protege dados pessoais.',
      options: [opt('Verdadeiro', true), opt('Falso')],
    });
    const j = data(
      await call(sup, 'POST', '/api/learning/journeys', {
        title: 'Jornada cronometrada',
        workload_hours: 1,
        published: true,
      }),
      journeyDetailSchema,
    );
    await call(sup, 'POST', `/api/learning/journeys/${j.id}/trails`, {
      title: 'Trilha cronometrada',
      steps: [{ kind: 'quiz', title: 'Prova', quiz_id: timed.id }],
    });
    const db = t.app.deps.db;
    const expire = async (id: string, minutesAgo: number) => {
      const deadline = new Date(Date.now() - minutesAgo * 60_000);
      await db.update(learningAttempts).set({ deadlineAt: deadline }).where(eq(learningAttempts.id, id));
      return deadline;
    };

    const first = data(
      await call(learner, 'POST', `/api/learning/me/quizzes/${timed.id}/attempts`, {}),
      attemptSchema,
    );
    expect(first.deadline_at).not.toBeNull();
    await call(learner, 'PUT', `/api/learning/attempts/${first.id}/answers/${tq.id}`, {
      option_ids: [tq.options[0]!.id],
    });
    const deadline1 = await expire(first.id, 1);
    const late = await call(learner, 'PUT', `/api/learning/attempts/${first.id}/answers/${tq.id}`, {
      option_ids: [tq.options[1]!.id],
    });
    expect(apiError(late).code).toBe('ATTEMPT_TIME_OVER');
    const closed1 = data(await call(learner, 'GET', `/api/learning/attempts/${first.id}`), attemptSchema);
    expect(closed1).toMatchObject({ finished_at: deadline1.toISOString(), score_percent: 100 });
    // "mostrar respostas: nunca" holds back the key, feedback and explanation; correctness stays
    expect(closed1.review![0]).toMatchObject({
      state: 'correta',
      correct_option_ids: null,
      feedback: null,
      explanation: null,
    });

    const second = data(
      await call(learner, 'POST', `/api/learning/me/quizzes/${timed.id}/attempts`, {}),
      attemptSchema,
    );
    const deadline2 = await expire(second.id, 3);
    expect(await closeExpiredAttempts(t.app.deps, new Date())).toBe(1);
    expect(await closeExpiredAttempts(t.app.deps, new Date())).toBe(0);
    const closed2 = data(await call(learner, 'GET', `/api/learning/attempts/${second.id}`), attemptSchema);
    expect(closed2).toMatchObject({
      finished_at: deadline2.toISOString(),
      score_percent: 0,
      attempts_left: 0,
    });

    const third = await call(learner, 'POST', `/api/learning/me/quizzes/${timed.id}/attempts`, {});
    expect(apiError(third).code).toBe('ATTEMPTS_EXHAUSTED');
  });

  it('lets staff preview a quiz without recording progress', async () => {
    const op = await t.authHeader('operador');
    const preview = await call(op, 'POST', `/api/learning/quizzes/${quiz.id}/preview`);
    const previewed = data(preview, attemptSchema);
    expect(previewed).toMatchObject({ preview: true, attempts_left: null });
    const submitted = await call(op, 'POST', `/api/learning/attempts/${previewed.id}/submit`);
    expect(data(submitted, attemptSchema).review).not.toBeNull();
  });

  it('never sent an answer key or feedback to a learner before the attempt closed', () => {
    const open = learnerBodies.filter((b) => !b.includes('"finished_at":"'));
    expect(open.length).toBeGreaterThan(10);
    for (const body of open) {
      expect(body).not.toMatch(/"correct|"feedback"|"explanation"|"match"|match_id|correct_option_ids/);
      expect(body).not.toContain('Isso.');
    }
  });
});
