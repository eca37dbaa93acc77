import { defaultReviewMatrix, type JourneyDetail, type QuizDetail } from '@siao/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '../../test/fill';
import { errorOf, inputNamed, learningFake } from '../../test/learning-form-fake';
import { renderApp } from '../../test/render-app';

const created: QuizDetail = {
  id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
  title: 'Avaliação de LGPD',
  description: '',
  pass_percent: 70,
  time_limit_minutes: null,
  attempts_allowed: null,
  grading: 'maior',
  shuffle: false,
  show_answers: 'apos_tentativa',
  question_count: 0,
  one_per_page: true,
  review: defaultReviewMatrix,
  closes_at: null,
  random_slots: [],
  questions: [],
};
// a draft journey (not published) with a trail whose quiz step has no quiz yet
const journey: JourneyDetail = {
  id: 'j2',
  title: 'Jornada em rascunho',
  description: '',
  workload_hours: 1,
  position: 0,
  published: false,
  audience: 'todos_clientes',
  client_ids: [],
  due_at: null,
  due_days: null,
  trail_count: 1,
  funcoes: [],
  cover_url: null,
  trails: [
    {
      id: 't2',
      journey_id: 'j2',
      title: 'Trilha em rascunho',
      description: '',
      position: 0,
      steps: [
        {
          id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
          kind: 'licao',
          title: 'Introdução',
          position: 0,
          document_id: null,
          video_url: null,
          video_minutes: null,
          lesson_html: '<p>Olá</p>',
          quiz_id: null,
        },
      ],
    },
  ],
};
const fake = learningFake({
  'GET /api/learning/journeys/j2': () => [200, { data: journey }],
  'GET /api/learning/quizzes/all': () => [200, { data: [] }],
  'POST /api/learning/quizzes': () => [201, { data: created }],
  'PUT /api/learning/journeys/j2/trails/t2': () => [200, { data: journey }],
});

describe('authoring a trail', () => {
  it('says a draft journey is not visible to learners and confirms a save in place', async () => {
    renderApp('/superadmin/siaoseg/journeys/j2/trail/t2');
    const ui = userEvent.setup();
    expect(await screen.findByText('Ainda não visível para os alunos', {}, { timeout: 40_000 })).toBeTruthy();
    await ui.click(screen.getByRole('button', { name: 'Salvar trilha' }));
    expect(await screen.findByText(/^Trilha salva às \d\d:\d\d\.$/)).toBeTruthy();
  }, 90_000);

  it("creates the quiz step's quiz in place, without leaving the trail", async () => {
    renderApp('/superadmin/siaoseg/journeys/j2/trail/t2');
    const ui = userEvent.setup();
    await screen.findByRole('button', { name: 'Salvar trilha' }, { timeout: 40_000 });
    await ui.click(screen.getAllByLabelText('Tipo da nova etapa').find((e) => e.tagName === 'INPUT')!);
    await ui.click(await screen.findByRole('option', { name: 'Quiz', hidden: true }));
    await ui.click(screen.getByRole('button', { name: 'Adicionar etapa' }));
    await ui.click(await screen.findByRole('button', { name: 'Criar quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo quiz' });
    await fill(ui, within(dialog).getByRole('textbox', { name: /Título do quiz/ }), 'Avaliação de LGPD');
    await ui.click(within(dialog).getByRole('button', { name: 'Criar e usar nesta etapa' }));
    await waitFor(() => expect(inputNamed('Quiz').value).toBe('Avaliação de LGPD'));
    const post = fake.server?.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({ title: 'Avaliação de LGPD', pass_percent: 70 });
    expect(
      screen.getByRole('link', { name: 'Abrir o quiz para editar as perguntas' }).getAttribute('href'),
    ).toBe(`/superadmin/siaoseg/quizzes/${created.id}`);
  }, 90_000);

  it('leaving an empty required title keeps its error; "Remover" works on the first click', async () => {
    renderApp('/superadmin/siaoseg/journeys/j2/trail/t2');
    const ui = userEvent.setup();
    await screen.findByRole('button', { name: 'Salvar trilha' }, { timeout: 40_000 });
    const stepTitle = inputNamed('Título da etapa');
    await ui.clear(stepTitle);
    await ui.click(screen.getByRole('button', { name: 'Salvar trilha' }));
    await waitFor(() => expect(errorOf(stepTitle)).toBe('O título deve ter pelo menos 3 caracteres.'));
    await ui.click(stepTitle);
    await ui.tab();
    expect(errorOf(stepTitle)).toBe('O título deve ter pelo menos 3 caracteres.');
    // pressing "Remover" does not take the focus from the field (its blur cannot move the button away)
    await ui.click(stepTitle);
    const remove = screen.getByRole('button', { name: 'Remover' });
    expect(
      await ui.pointer({ keys: '[MouseLeft>]', target: remove }).then(() => document.activeElement),
    ).toBe(stepTitle);
    await ui.pointer({ keys: '[/MouseLeft]', target: remove });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Título da etapa/ })).toBeNull());
  }, 90_000);
});
