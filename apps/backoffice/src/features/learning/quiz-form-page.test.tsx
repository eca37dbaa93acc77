import { SHOW_ANSWERS_UNLIMITED_MESSAGE } from '@siao/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '../../test/fill';
import { errorOf, inputNamed, learningFake, refused } from '../../test/learning-form-fake';
import { renderApp } from '../../test/render-app';

const tooFew = 'Só há 2 perguntas da categoria LGPD no banco.';
const fake = learningFake({
  'GET /api/learning/bank-categories': () => [200, { data: [{ category: 'LGPD', questions: 2 }] }],
  // the API refuses the first random slot's count, by its field path
  'POST /api/learning/quizzes': () => refused([{ field: 'random_slots.0.count', message: tooFew }]),
});

describe('the quiz form', () => {
  it("refuses a blank title with the schema's words next to it, focused; checks the field left", async () => {
    renderApp('/superadmin/siaoseg/quizzes-new');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Salvar' }, { timeout: 40_000 }));
    // the author learns where learners will (and will not yet) see it
    expect(screen.getByRole('note').textContent).toMatch(
      /só depois que a jornada dessa trilha for publicada/,
    );
    const title = inputNamed('Título');
    await waitFor(() => expect(errorOf(title)).toBe('O título deve ter pelo menos 3 caracteres.'));
    expect(document.activeElement).toBe(title);
    expect(fake.server?.requests.some((r) => r.method === 'POST')).toBe(false);

    // typing takes the error away; leaving a field too short brings it back
    await ui.type(title, 'Qu');
    expect(errorOf(title)).toBeNull();
    await ui.tab();
    await waitFor(() => expect(errorOf(title)).toBe('O título deve ter pelo menos 3 caracteres.'));
  }, 90_000);

  it("shows the server's field error next to the random slot it names", async () => {
    renderApp('/superadmin/siaoseg/quizzes-new');
    const ui = userEvent.setup();
    await fill(ui, await screen.findByLabelText(/^Título/, {}, { timeout: 40_000 }), 'Quiz de LGPD');
    await ui.click(screen.getByRole('button', { name: 'Adicionar sorteio' }));
    await fill(ui, inputNamed('Categoria'), 'LGPD');
    await ui.click(screen.getByRole('button', { name: 'Salvar' }));
    const count = inputNamed('Quantas');
    await waitFor(() => expect(errorOf(count)).toBe(tooFew));
    expect(document.activeElement).toBe(count);
    expect(screen.getByRole('alert').textContent).toBe('Verifique os campos destacados.');
    const post = fake.server?.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      title: 'Quiz de LGPD',
      random_slots: [{ category: 'LGPD', count: 1 }],
    });
  }, 90_000);

  it('warns in place when answers would show after each of unlimited attempts, and offers the valid choices', async () => {
    renderApp('/superadmin/siaoseg/quizzes-new');
    const ui = userEvent.setup();
    await fill(ui, await screen.findByLabelText(/^Título/, {}, { timeout: 40_000 }), 'Quiz de LGPD');
    const attempts = inputNamed('Tentativas');
    const showAnswers = inputNamed('Mostrar respostas');
    // a new quiz starts valid: unlimited attempts, answers after the last one
    expect(showAnswers.value).toBe('Após a última tentativa');
    expect(screen.queryByTestId('show-answers-warning')).toBeNull();

    await ui.type(attempts, '2');
    await ui.click(showAnswers);
    await ui.click(await screen.findByRole('option', { name: 'Após cada tentativa', hidden: true }));
    expect(showAnswers.value).toBe('Após cada tentativa');
    expect(screen.queryByTestId('show-answers-warning')).toBeNull();

    // attempts made unlimited again: the warning says why, and nothing is sent
    await ui.clear(attempts);
    const warning = await screen.findByTestId('show-answers-warning');
    expect(warning.textContent).toContain(SHOW_ANSWERS_UNLIMITED_MESSAGE);
    await ui.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(fake.server?.requests.some((r) => r.method === 'POST')).toBe(false);

    // way out 1: a finite number of attempts
    await ui.click(screen.getByRole('button', { name: 'Limitar a 3 tentativas' }));
    expect(attempts.value).toBe('3');
    expect(screen.queryByTestId('show-answers-warning')).toBeNull();

    // way out 2: the answers only after the last attempt
    await ui.clear(attempts);
    await ui.click(await screen.findByRole('button', { name: 'Mostrar após a última tentativa' }));
    expect(showAnswers.value).toBe('Após a última tentativa');
    expect(screen.queryByTestId('show-answers-warning')).toBeNull();
    // and with unlimited attempts the leaking choice is not offered
    await ui.click(showAnswers);
    expect(
      (await screen.findByRole('option', { name: 'Após cada tentativa', hidden: true })).getAttribute(
        'data-combobox-disabled',
      ),
    ).toBe('true');
  }, 90_000);
});
