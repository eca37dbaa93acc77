import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '../../test/fill';
import { errorOf, inputNamed, learningFake, refused } from '../../test/learning-form-fake';
import { renderApp } from '../../test/render-app';

const twoCorrect = 'Uma pergunta de única escolha deve ter só uma alternativa correta.';
const fake = learningFake({
  'GET /api/learning/question-tags': () => [200, { data: [] }],
  'GET /api/learning/bank-categories': () => [200, { data: [] }],
  // the API refuses this one with the field path of the second option's "Correta"
  'POST /api/learning/quizzes/q1/questions': () =>
    refused([{ field: 'options.1.correct', message: twoCorrect }]),
});

describe('the question form', () => {
  it("refuses a blank question with the schema's words next to the fields and focuses the first", async () => {
    renderApp('/superadmin/siaoseg/quizzes/q1/question-new');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Salvar pergunta' }, { timeout: 40_000 }));
    const statement = inputNamed('Enunciado');
    await waitFor(() => expect(errorOf(statement)).toBe('Escreva o enunciado.'));
    expect(errorOf(inputNamed('Alternativa 1'))).toBe('Informe o texto da alternativa.');
    expect(document.activeElement).toBe(statement);
    expect(fake.server?.requests.some((r) => r.method === 'POST')).toBe(false);

    // the field just left is checked alone: a statement too short is blamed on blur
    await ui.type(statement, 'Oi');
    await ui.tab();
    await waitFor(() => expect(errorOf(statement)).toBe('Escreva o enunciado.'));

    // no correct option: the list's message, and the first "Correta" gets the focus
    await fill(ui, statement, ' qual lei é a LGPD?');
    await fill(ui, inputNamed('Alternativa 1'), 'Lei 13.709/2018');
    await fill(ui, inputNamed('Alternativa 2'), 'Lei 6.015/1973');
    await ui.click(screen.getByRole('button', { name: 'Salvar pergunta' }));
    expect(
      (await screen.findAllByRole('alert')).some(
        (a) => a.textContent === 'Marque pelo menos uma alternativa correta.',
      ),
    ).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(inputNamed('Correta', 0)));
  }, 90_000);

  it("shows the server's field error next to the option it names", async () => {
    renderApp('/superadmin/siaoseg/quizzes/q1/question-new');
    const ui = userEvent.setup();
    await fill(ui, await screen.findByLabelText(/^Enunciado/, {}, { timeout: 40_000 }), 'Qual lei é a LGPD?');
    await fill(ui, inputNamed('Alternativa 1'), 'Lei 13.709/2018');
    await fill(ui, inputNamed('Alternativa 2'), 'Lei 6.015/1973');
    await ui.click(inputNamed('Correta', 0));
    await ui.click(screen.getByRole('button', { name: 'Salvar pergunta' }));
    const second = inputNamed('Correta', 1);
    await waitFor(() => expect(errorOf(second)).toBe(twoCorrect));
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(errorOf(inputNamed('Correta', 0))).toBeNull();
    // what was typed stays
    expect(inputNamed('Alternativa 2').value).toBe('Lei 6.015/1973');
    const post = fake.server?.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}').options[0]).toMatchObject({
      text: 'Lei 13.709/2018',
      correct: true,
    });
  }, 90_000);

  it('a single-choice question marks its one correct answer with radios; the option feedback is in Portuguese', async () => {
    renderApp('/superadmin/siaoseg/quizzes/q1/question-new');
    const ui = userEvent.setup();
    await screen.findByRole('button', { name: 'Salvar pergunta' }, { timeout: 40_000 });
    const radios = screen.getAllByRole('radio', { name: 'Correta' }) as HTMLInputElement[];
    expect(radios).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: 'Correta' })).toBeNull();
    await ui.click(radios[0]!);
    await ui.click(radios[1]!);
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
    expect(screen.getByRole('textbox', { name: 'Explicação da alternativa 1' })).toBeTruthy();
    expect(screen.queryByPlaceholderText(/Feedback/)).toBeNull();
  }, 90_000);
});
