import {
  attemptSchema,
  type JourneyDetail,
  journeyDetailSchema,
  journeySummarySchema,
  learnerJourneySchema,
  managedUserSchema,
  type QuizDetail,
  questionSchema,
  questionTagSchema,
  quizDetailSchema,
  quizSummarySchema,
} from '@siao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, data, page } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { users } from '../../../db/schema';
import { multipartBody } from '../../documents/test-multipart';

/** seg1: paginated lists, question tags and pinned slots, journey covers, audience by "função". */
let t: TestApp;
let sup: { authorization: string };
let operador: { authorization: string };
let learner: { authorization: string };
let other: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  sup = await t.authHeader('superadmin');
  operador = await t.authHeader('operador');
  learner = await t.authHeader('cliente');
  other = await t.authHeader('clienteB');
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (headers: { authorization: string }, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function makeJourney(body: object): Promise<JourneyDetail> {
  const res = await call(sup, 'POST', '/api/learning/journeys', { workload_hours: 2, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return data(res, journeyDetailSchema);
}
async function makeQuiz(title: string): Promise<QuizDetail> {
  const res = await call(sup, 'POST', '/api/learning/quizzes', { title, pass_percent: 50 });
  expect(res.statusCode).toBe(201);
  return data(res, quizDetailSchema);
}
const question = (statement: string, extra: object = {}) => ({
  type: 'unica',
  statement,
  options: [
    { text: 'Certa', correct: true },
    { text: 'Errada', correct: false },
  ],
  ...extra,
});
async function addQuestion(quizId: string, body: object) {
  const res = await call(sup, 'POST', `/api/learning/quizzes/${quizId}/questions`, body);
  expect(res.statusCode, res.body).toBe(201);
  return data(res, questionSchema);
}
const setFuncao = (email: string, funcao: string | null) =>
  t.app.deps.db.update(users).set({ funcao }).where(eq(users.email, email));

/** A 1 × 1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
function uploadCover(journeyId: string, file: { name: string; bytes: Buffer }) {
  const body = multipartBody({}, file);
  return t.app.inject({
    method: 'PUT',
    url: `/api/learning/journeys/${journeyId}/cover`,
    headers: { ...sup, ...body.headers },
    payload: body.payload,
  });
}

describe('superadmin lists: page, limit, total, search, filters', () => {
  it('pages the journeys in their order, searches the title and filters by situação', async () => {
    for (const n of [1, 2, 3, 4, 5])
      await makeJourney({ title: `Jornada de paginação ${n}`, position: n, published: n % 2 === 1 });
    const first = await call(sup, 'GET', '/api/learning/journeys?q=paginação&limit=2');
    expect(first.statusCode).toBe(200);
    const firstPage = page(first, journeySummarySchema);
    expect(firstPage).toMatchObject({ page: 1, limit: 2, total: 5 });
    expect(firstPage.data.map((j) => j.title)).toEqual(['Jornada de paginação 1', 'Jornada de paginação 2']);
    const third = page(
      await call(sup, 'GET', '/api/learning/journeys?q=paginação&limit=2&page=3'),
      journeySummarySchema,
    );
    expect(third.data.map((j) => j.title)).toEqual(['Jornada de paginação 5']);
    const drafts = page(
      await call(operador, 'GET', '/api/learning/journeys?q=paginação&situacao=rascunho'),
      journeySummarySchema,
    );
    expect(drafts.total).toBe(2);
    expect(drafts.data.every((j) => !j.published)).toBe(true);
    // the search's pattern characters are literal
    expect(page(await call(sup, 'GET', '/api/learning/journeys?q=%25'), journeySummarySchema).total).toBe(0);
    // the reorder view still gets every journey
    const all = data(await call(sup, 'GET', '/api/learning/journeys/all'), z.array(journeySummarySchema));
    expect(all.filter((j) => j.title.startsWith('Jornada de paginação'))).toHaveLength(5);
  });

  it('pages the quizzes by title with their question counts', async () => {
    const a = await makeQuiz('Quiz paginado A');
    await makeQuiz('Quiz paginado B');
    await addQuestion(a.id, question('Pergunta do quiz A'));
    const quizzes = page(
      await call(sup, 'GET', '/api/learning/quizzes?q=paginado&limit=1'),
      quizSummarySchema,
    );
    expect(quizzes).toMatchObject({ total: 2, limit: 1 });
    expect(quizzes.data[0]).toMatchObject({ title: 'Quiz paginado A', question_count: 1 });
    const all = data(await call(sup, 'GET', '/api/learning/quizzes/all'), z.array(quizSummarySchema));
    expect(all.map((q) => q.title)).toContain('Quiz paginado B');
  });
});

describe('question tags and the bank', () => {
  let quiz: QuizDetail;

  it('stores tags on a question, lists them, and filters a quiz’s questions and the bank by tag', async () => {
    quiz = await makeQuiz('Quiz com etiquetas');
    const tagged = await addQuestion(
      quiz.id,
      question('Quem é o encarregado?', { tags: ['LGPD', 'encarregado', 'LGPD'] }),
    );
    expect(tagged.tags).toEqual(['LGPD', 'encarregado']);
    await addQuestion(quiz.id, question('O que é backup?', { tags: ['backup'] }));
    await addQuestion(quiz.id, question('O que é incidente?'));

    const byTag = page(
      await call(sup, 'GET', `/api/learning/quizzes/${quiz.id}/questions?tag=LGPD`),
      questionSchema,
    );
    expect(byTag.total).toBe(1);
    expect(byTag.data[0]!.statement).toBe('Quem é o encarregado?');
    const firstTwo = page(
      await call(sup, 'GET', `/api/learning/quizzes/${quiz.id}/questions?limit=2`),
      questionSchema,
    );
    expect(firstTwo).toMatchObject({ total: 3, limit: 2 });
    expect(firstTwo.data.map((q) => q.statement)).toEqual(['Quem é o encarregado?', 'O que é backup?']);
    const search = page(await call(sup, 'GET', '/api/learning/questions?q=incidente'), questionSchema);
    expect(search.data.map((q) => q.statement)).toEqual(['O que é incidente?']);
    const bank = page(await call(operador, 'GET', '/api/learning/questions?tag=backup'), questionSchema);
    expect(bank.data.map((q) => q.quiz_id)).toEqual([quiz.id]);
    const tags = data(await call(sup, 'GET', '/api/learning/question-tags'), z.array(questionTagSchema));
    expect(tags).toEqual(
      expect.arrayContaining([
        { tag: 'LGPD', questions: 1 },
        { tag: 'backup', questions: 1 },
      ]),
    );
  });

  it('edits the tags in the question form (no new version for a tag change)', async () => {
    const [first] = page(
      await call(sup, 'GET', `/api/learning/quizzes/${quiz.id}/questions?tag=backup`),
      questionSchema,
    ).data;
    const res = await call(
      sup,
      'PUT',
      `/api/learning/questions/${first!.id}`,
      question(first!.statement, { tags: ['backup', 'continuidade'] }),
    );
    expect(data(res, questionSchema)).toMatchObject({ tags: ['backup', 'continuidade'], version: 1 });
    const tooShort = await call(
      sup,
      'PUT',
      `/api/learning/questions/${first!.id}`,
      question('X?', { tags: ['a'] }),
    );
    expect(tooShort.statusCode).toBe(400);
    expect(apiError(tooShort).details).toContainEqual({
      field: 'tags.0',
      message: 'Cada etiqueta deve ter pelo menos 2 caracteres.',
    });
  });
});

describe('a quiz slot pinned to a question version', () => {
  it('serves the pinned version to new attempts until unpinned', async () => {
    const quiz = await makeQuiz('Quiz com versão fixada');
    const q = await addQuestion(quiz.id, question('Versão 1 do enunciado'));
    const journey = await makeJourney({
      title: 'Jornada da versão fixada',
      published: true,
      audience: 'clientes_escolhidos',
      client_ids: [t.fixture.clientA.id],
    });
    await call(sup, 'POST', `/api/learning/journeys/${journey.id}/trails`, {
      title: 'Trilha única',
      steps: [{ kind: 'quiz', title: 'Quiz', quiz_id: quiz.id }],
    });
    // staff preview uses version 1: it is frozen, the next save creates version 2
    const preview = await call(sup, 'POST', `/api/learning/quizzes/${quiz.id}/preview`);
    expect(preview.statusCode).toBe(201);
    await call(sup, 'POST', `/api/learning/attempts/${data(preview, attemptSchema).id}/submit`);
    const edited = await call(
      sup,
      'PUT',
      `/api/learning/questions/${q.id}`,
      question('Versão 2 do enunciado'),
    );
    expect(data(edited, questionSchema).version).toBe(2);

    const pinned = await call(sup, 'PUT', `/api/learning/questions/${q.id}/pin`, { version: 1 });
    expect(pinned.statusCode).toBe(200);
    expect(data(pinned, questionSchema)).toMatchObject({ version: 2, pinned_version: 1 });
    const listed = data(await call(sup, 'GET', `/api/learning/quizzes/${quiz.id}`), quizDetailSchema);
    expect(listed.questions[0]!.pinned_version).toBe(1);
    expect((await call(sup, 'PUT', `/api/learning/questions/${q.id}/pin`, { version: 9 })).statusCode).toBe(
      404,
    );
    expect(
      (await call(operador, 'PUT', `/api/learning/questions/${q.id}/pin`, { version: 2 })).statusCode,
    ).toBe(403);

    const attempt = data(
      await call(learner, 'POST', `/api/learning/me/quizzes/${quiz.id}/attempts`, {}),
      attemptSchema,
    );
    expect(attempt.questions[0]!.statement).toBe('Versão 1 do enunciado');
    await call(learner, 'POST', `/api/learning/attempts/${attempt.id}/submit`);

    await call(sup, 'PUT', `/api/learning/questions/${q.id}/pin`, { version: null });
    const again = data(await call(sup, 'POST', `/api/learning/quizzes/${quiz.id}/preview`), attemptSchema);
    expect(again.questions[0]!.statement).toBe('Versão 2 do enunciado');
  });
});

describe('journey cover image', () => {
  let journey: JourneyDetail;

  it('accepts a PNG, shows it in the lists and on the learner’s card, and removes it', async () => {
    journey = await makeJourney({ title: 'Jornada com capa', published: true });
    const res = await uploadCover(journey.id, { name: 'capa.png', bytes: png });
    expect(res.statusCode, res.body).toBe(200);
    const url = data(res, journeyDetailSchema).cover_url ?? '';
    expect(url).toMatch(/^\/api\/files\//);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');

    const list = page(await call(sup, 'GET', '/api/learning/journeys?q=com capa'), journeySummarySchema).data;
    expect(list[0]!.cover_url).toMatch(/^\/api\/files\//);
    const mine = data(await call(learner, 'GET', '/api/learning/me/journeys'), z.array(learnerJourneySchema));
    expect(mine.find((j) => j.id === journey.id)?.cover_url).toMatch(/^\/api\/files\//);

    const removed = await call(sup, 'DELETE', `/api/learning/journeys/${journey.id}/cover`);
    expect(data(removed, journeyDetailSchema).cover_url).toBeNull();
  });

  it('refuses what is not a JPEG, PNG or WebP by its content, whatever its name', async () => {
    const res = await uploadCover(journey.id, {
      name: 'capa.png',
      bytes: Buffer.from('%PDF-1.4 não é imagem'),
    });
    expect(res.statusCode).toBe(415);
    expect(apiError(res).message).toBe('Envie a capa como imagem JPEG, PNG ou WebP.');
    expect(
      data(await call(sup, 'GET', `/api/learning/journeys/${journey.id}`), journeyDetailSchema).cover_url,
    ).toBeNull();
  });
});

describe('audience by função', () => {
  let journey: JourneyDetail;
  const titles = async (who: { authorization: string }) =>
    data(await call(who, 'GET', '/api/learning/me/journeys'), z.array(learnerJourneySchema)).map(
      (j) => j.title,
    );

  it('shows a journey limited to some funções only to users of those funções in the audience', async () => {
    const quiz = await makeQuiz('Quiz dos escreventes');
    await addQuestion(quiz.id, question('Pergunta para escreventes'));
    journey = await makeJourney({
      title: 'Jornada dos escreventes',
      published: true,
      funcoes: ['escrevente', 'substituto'],
    });
    expect(journey.funcoes).toEqual(['escrevente', 'substituto']);
    await call(sup, 'POST', `/api/learning/journeys/${journey.id}/trails`, {
      title: 'Trilha',
      steps: [{ kind: 'quiz', title: 'Quiz', quiz_id: quiz.id }],
    });

    // no função informed: not in a role-limited audience
    await setFuncao('cliente@teste.dev', null);
    expect(await titles(learner)).not.toContain('Jornada dos escreventes');
    await setFuncao('cliente@teste.dev', 'auxiliar');
    expect(await titles(learner)).not.toContain('Jornada dos escreventes');
    const refused = await call(learner, 'POST', `/api/learning/me/quizzes/${quiz.id}/attempts`, {});
    expect(refused.statusCode).toBe(404);

    await setFuncao('cliente@teste.dev', 'escrevente');
    expect(await titles(learner)).toContain('Jornada dos escreventes');
    const started = await call(learner, 'POST', `/api/learning/me/quizzes/${quiz.id}/attempts`, {});
    expect(started.statusCode).toBe(201);
  });

  it('also needs the client: an escrevente of a client outside the audience does not see it', async () => {
    await call(sup, 'PUT', `/api/learning/journeys/${journey.id}`, {
      title: journey.title,
      workload_hours: 2,
      published: true,
      audience: 'clientes_escolhidos',
      client_ids: [t.fixture.clientA.id],
      funcoes: ['escrevente'],
    });
    await setFuncao(t.fixture.users.clienteB.email, 'escrevente');
    expect(await titles(other)).not.toContain('Jornada dos escreventes');
    expect(await titles(learner)).toContain('Jornada dos escreventes');
  });

  it('stores the função of a client user through the users form, and drops it for staff', async () => {
    const put = async (id: string, body: object) => {
      const loaded = data(await call(sup, 'GET', `/api/users/${id}`), managedUserSchema);
      return call(sup, 'PUT', `/api/users/${id}`, { ...body, version: loaded.version });
    };
    const b = t.fixture.users.clienteB;
    const base = { name: b.name, email: b.email, role: 'cliente', client_id: b.clientId, active: true };
    const saved = await put(b.id, { ...base, funcao: 'ti_encarregado' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(data(saved, managedUserSchema).funcao).toBe('ti_encarregado');
    const wrong = await put(b.id, { ...base, funcao: 'gerente' });
    expect(wrong.statusCode).toBe(400);
    expect(apiError(wrong).details).toContainEqual({
      field: 'funcao',
      message: 'Selecione uma função da lista.',
    });
    const op = t.fixture.users.operador;
    const staff = await put(op.id, {
      name: op.name,
      email: op.email,
      role: 'operador',
      funcao: 'escrevente',
    });
    expect(data(staff, managedUserSchema).funcao).toBeNull();
  });
});

describe("a quiz's question order (the back-office's drag and drop saves it in one call)", () => {
  it('keeps the new order of the fixed questions, refuses a partial or foreign list, and only for the superadmin', async () => {
    const quiz = await makeQuiz('Quiz para reordenar');
    const [a, b, c] = [
      await addQuestion(quiz.id, question('Primeira')),
      await addQuestion(quiz.id, question('Segunda')),
      await addQuestion(quiz.id, question('Terceira')),
    ];
    const url = `/api/learning/quizzes/${quiz.id}/questions/order`;
    const statements = async () =>
      data(await call(sup, 'GET', `/api/learning/quizzes/${quiz.id}`), quizDetailSchema).questions.map(
        (q) => q.statement,
      );

    const saved = await call(sup, 'PUT', url, { ids: [c!.id, a!.id, b!.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(data(saved, quizDetailSchema).questions.map((q) => q.statement)).toEqual([
      'Terceira',
      'Primeira',
      'Segunda',
    ]);
    expect(await statements()).toEqual(['Terceira', 'Primeira', 'Segunda']);

    const partial = await call(sup, 'PUT', url, { ids: [a!.id, b!.id] });
    expect(partial.statusCode).toBe(400);
    expect(apiError(partial).message).toBe('A nova ordem deve conter exatamente os itens atuais.');
    const repeated = await call(sup, 'PUT', url, { ids: [a!.id, a!.id, b!.id] });
    expect(repeated.statusCode).toBe(400);
    const foreign = await call(sup, 'PUT', url, {
      ids: [a!.id, b!.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(foreign.statusCode).toBe(400);
    expect((await call(operador, 'PUT', url, { ids: [a!.id, b!.id, c!.id] })).statusCode).toBe(403);
    expect(await statements()).toEqual(['Terceira', 'Primeira', 'Segunda']); // nothing refused was applied
  });
});
