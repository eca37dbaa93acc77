import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '../../test/fill';
import { errorOf, inputNamed, learningFake, refused } from '../../test/learning-form-fake';
import { renderApp } from '../../test/render-app';

const taken = 'Já existe uma jornada com este título.';
const fake = learningFake({
  'POST /api/learning/journeys': () => refused([{ field: 'title', message: taken }]),
});

describe('the journey form', () => {
  it("refuses a blank title with the schema's words next to it, focused; checks the field left", async () => {
    renderApp('/superadmin/siaoseg/journeys-new');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Salvar' }, { timeout: 40_000 }));
    const title = inputNamed('Título');
    await waitFor(() => expect(errorOf(title)).toBe('O título deve ter pelo menos 3 caracteres.'));
    expect(document.activeElement).toBe(title);
    expect(fake.server?.requests.some((r) => r.method === 'POST')).toBe(false);

    const hours = inputNamed('Carga horária (horas)');
    await ui.clear(hours);
    await ui.tab();
    await waitFor(() => expect(errorOf(hours)).toBe('A carga horária deve ser de pelo menos 1 hora.'));
  }, 90_000);

  it("shows the server's field error next to the title and keeps what was typed", async () => {
    renderApp('/superadmin/siaoseg/journeys-new');
    const ui = userEvent.setup();
    await fill(ui, await screen.findByLabelText(/^Título/, {}, { timeout: 40_000 }), 'Jornada LGPD');
    await ui.click(screen.getByLabelText('Publicada (visível aos clientes)'));
    await ui.click(screen.getByRole('button', { name: 'Salvar' }));
    const title = inputNamed('Título');
    await waitFor(() => expect(errorOf(title)).toBe(taken));
    expect(document.activeElement).toBe(title);
    expect(title.value).toBe('Jornada LGPD');
    const post = fake.server?.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      title: 'Jornada LGPD',
      published: true,
      due_at: null,
    });
  }, 90_000);
});
