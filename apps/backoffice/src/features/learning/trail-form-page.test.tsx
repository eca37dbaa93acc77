import type { JourneyDetail } from '@siao/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorOf, inputNamed, learningFake, refused } from '../../test/learning-form-fake';
import { renderApp } from '../../test/render-app';

const quizId = '7b0c6a3e-1d2f-4e5a-9b8c-0d1e2f3a4b5c';
const journey: JourneyDetail = {
  id: 'j1',
  title: 'Jornada LGPD',
  description: '',
  workload_hours: 2,
  position: 0,
  published: true,
  audience: 'todos_clientes',
  client_ids: [],
  due_at: null,
  due_days: null,
  trail_count: 1,
  funcoes: [],
  cover_url: null,
  trails: [
    {
      id: 't1',
      journey_id: 'j1',
      title: 'Trilha inicial',
      description: '',
      position: 0,
      steps: [
        {
          id: '5f1e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
          kind: 'quiz',
          title: 'Avaliação final',
          position: 0,
          document_id: null,
          video_url: null,
          video_minutes: null,
          lesson_html: null,
          quiz_id: quizId,
        },
      ],
    },
  ],
};
const closed = 'Este quiz está fechado.';
const fake = learningFake({
  'GET /api/learning/journeys/j1': () => [200, { data: journey }],
  'GET /api/learning/quizzes/all': () => [200, { data: [] }],
  // the API refuses the first step's quiz, by its field path
  'PUT /api/learning/journeys/j1/trails/t1': () => refused([{ field: 'steps.0.quiz_id', message: closed }]),
});

describe('the trail form', () => {
  it("refuses blank titles with the schema's words next to them and focuses the first", async () => {
    renderApp('/superadmin/siaoseg/journeys/j1/trail/t1');
    const ui = userEvent.setup();
    await screen.findByRole('button', { name: 'Salvar trilha' }, { timeout: 40_000 });
    const title = inputNamed('Título');
    const stepTitle = inputNamed('Título da etapa');
    await ui.clear(title);
    await ui.clear(stepTitle);
    await ui.click(screen.getByRole('button', { name: 'Salvar trilha' }));
    await waitFor(() => expect(errorOf(title)).toBe('O título deve ter pelo menos 3 caracteres.'));
    expect(errorOf(stepTitle)).toBe('O título deve ter pelo menos 3 caracteres.');
    expect(document.activeElement).toBe(title);
    expect(fake.server?.requests.some((r) => r.method === 'PUT')).toBe(false);

    // a step's field left too short is checked alone
    await ui.type(stepTitle, 'Av');
    expect(errorOf(stepTitle)).toBeNull();
    await ui.tab();
    await waitFor(() => expect(errorOf(stepTitle)).toBe('O título deve ter pelo menos 3 caracteres.'));
  }, 90_000);

  it("shows the server's field error next to the step's quiz", async () => {
    renderApp('/superadmin/siaoseg/journeys/j1/trail/t1');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Salvar trilha' }, { timeout: 40_000 }));
    const quiz = inputNamed('Quiz');
    await waitFor(() => expect(errorOf(quiz)).toBe(closed));
    expect(document.activeElement).toBe(quiz);
    expect(inputNamed('Título da etapa').value).toBe('Avaliação final');
    const put = fake.server?.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}').steps[0]).toMatchObject({ kind: 'quiz', quiz_id: quizId });
  }, 90_000);
});
