import { defaultReviewMatrix, type Question, type QuizDetail } from '@siao/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { renderAt } from '../../test/render-app';
import { signIn, testUser } from '../../test/users';

const user = testUser({ role: 'superadmin', products: ['siaoseg', 'siaogpt', 'servicos'] });

const question = (id: string, statement: string, over: Partial<Question> = {}): Question => ({
  id,
  quiz_id: 'q1',
  position: 0,
  version: 2,
  version_id: `${id}-v2`,
  used: true,
  type: 'unica',
  statement,
  options: [],
  explanation: null,
  points: 1,
  category: null,
  bank_only: false,
  tags: [],
  pinned_version: null,
  ...over,
});
const questions = [
  question('a', 'Quem é o encarregado de dados?', { tags: ['LGPD', 'encarregado'] }),
  question('b', 'O que é um backup?', { tags: ['backup'], pinned_version: 1 }),
];
const quiz: QuizDetail = {
  id: 'q1',
  title: 'Quiz de LGPD',
  description: '',
  pass_percent: 60,
  time_limit_minutes: null,
  attempts_allowed: null,
  grading: 'maior',
  shuffle: false,
  show_answers: 'apos_tentativa',
  question_count: 2,
  one_per_page: true,
  review: defaultReviewMatrix,
  closes_at: null,
  random_slots: [],
  questions,
};

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const url = new URL(req.path, 'http://x');
    const key = `${req.method} ${url.pathname}`;
    if (key === 'GET /api/me') return sendJson(res, 200, { data: user });
    if (key === 'GET /api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (key === 'GET /api/learning/quizzes/q1') return sendJson(res, 200, { data: quiz });
    if (key === 'GET /api/learning/question-tags')
      return sendJson(res, 200, {
        data: [
          { tag: 'LGPD', questions: 1 },
          { tag: 'backup', questions: 1 },
        ],
      });
    if (key === 'GET /api/learning/quizzes/q1/questions') {
      const tag = url.searchParams.get('tag');
      const data = questions.filter((q) => !tag || q.tags.includes(tag));
      return sendJson(res, 200, { data, page: 1, limit: 20, total: data.length });
    }
    if (key === 'PUT /api/learning/quizzes/q1/questions/order') return sendJson(res, 200, { data: quiz });
    if (key === 'PUT /api/learning/questions/a/pin')
      return sendJson(res, 200, { data: { ...questions[0], pinned_version: 1 } });
    return sendJson(res, 404, { error: { code: 'ROUTE_NOT_FOUND', message: 'Não encontrado.' } });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());
beforeEach(() => {
  server.requests.length = 0;
  signIn();
});
afterEach(() => queryClient.clear());

describe("a quiz's question list", () => {
  it('shows tags and the served version, filters by tag and pins a question to a version', async () => {
    const router = renderAt('/superadmin/siaoseg/quizzes/q1');
    const row = (
      await screen.findByRole('link', { name: 'Quem é o encarregado de dados?' }, { timeout: 40_000 })
    ).closest('tr') as HTMLElement;
    expect(within(row).getByText('LGPD')).toBeTruthy();
    expect(within(row).getByText('encarregado')).toBeTruthy();
    const versionInput = (name: RegExp) => screen.getAllByLabelText(name).find((e) => e.tagName === 'INPUT')!;
    const pinned = versionInput(/Versão servida da pergunta: O que é um backup/);
    expect((pinned as HTMLInputElement).value).toBe('Fixada na v1');

    const ui = userEvent.setup();
    const first = versionInput(/Versão servida da pergunta: Quem é o encarregado/);
    await ui.click(first);
    await waitFor(() => expect(first.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(first.getAttribute('aria-controls')!)!;
    await ui.click(within(listbox).getByRole('option', { name: 'Fixada na v1', hidden: true }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === '/api/learning/questions/a/pin')).toBe(true),
    );
    const pin = server.requests.find((r) => r.path === '/api/learning/questions/a/pin');
    expect(JSON.parse(pin!.body)).toEqual({ version: 1 });

    await ui.click(screen.getAllByLabelText('Etiqueta').find((e) => e.tagName === 'INPUT')!);
    await ui.click(
      await screen.findByRole('option', { name: 'backup (1)', hidden: true }, { timeout: 5000 }),
    );
    await waitFor(() => expect(router.state.location.search).toContain('tag=backup'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Quem é o encarregado de dados?' })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: 'O que é um backup?' })).toBeTruthy();
  }, 90_000);
});

/** happy-dom lays nothing out: each row of the reorder list gets a 40 px slot in its order (as a browser would). */
function layOutReorderRows() {
  const real = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const row = this.closest('[data-testid="questions-reorder-list"] > *');
    const top = row ? [...(row.parentElement?.children ?? [])].indexOf(row) * 40 : 0;
    const height = row ? 40 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height,
      right: 600,
      bottom: top + height,
      toJSON: () => ({}),
    } as DOMRect;
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = real;
  };
}

/** what dnd-kit's live region (and its instructions) said to screen readers */
const announced = (text: string) =>
  [...document.querySelectorAll('[id^="DndLiveRegion"], [role="status"]')].some((el) =>
    el.textContent?.includes(text),
  );

const orderCalls = () =>
  server.requests
    .filter((r) => r.method === 'PUT' && r.path === '/api/learning/quizzes/q1/questions/order')
    .map((r) => JSON.parse(r.body));

describe("a quiz's question order", () => {
  it('Reordenar: space lifts a question, ↓ moves it, space drops it, "Salvar ordem" sends the whole order once', async () => {
    const restore = layOutReorderRows();
    try {
      renderAt('/superadmin/siaoseg/quizzes/q1');
      const ui = userEvent.setup();
      await ui.click(await screen.findByRole('button', { name: 'Reordenar' }, { timeout: 40_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Reordenar perguntas' });
      const save = within(dialog).getByRole('button', { name: 'Salvar ordem' });
      expect(save.hasAttribute('disabled')).toBe(true); // nothing moved yet

      const handle = within(dialog).getByRole('button', { name: 'Arrastar Quem é o encarregado de dados?' });
      handle.focus();
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
      await waitFor(() => expect(announced('Posição 1 de 2.')).toBe(true));
      fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
      fireEvent.keyDown(document, { code: 'Space', key: ' ' });
      await waitFor(() =>
        expect(announced('Quem é o encarregado de dados? solto. Posição 2 de 2.')).toBe(true),
      );
      const list = within(dialog).getByTestId('questions-reorder-list');
      await waitFor(() =>
        expect([...list.children].map((row) => row.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
          '1. O que é um backup?',
          '2. Quem é o encarregado de dados?',
        ]),
      );
      expect(orderCalls()).toEqual([]); // saved only with "Salvar ordem"
      await ui.click(save);
      await waitFor(() => expect(orderCalls()).toEqual([{ ids: ['b', 'a'] }]));
      expect(await screen.findByText('Ordem das perguntas salva.')).toBeTruthy();
    } finally {
      restore();
    }
  }, 90_000);

  it('the up/down buttons stay as a fallback and save the order at once', async () => {
    renderAt('/superadmin/siaoseg/quizzes/q1');
    const ui = userEvent.setup();
    await ui.click(
      await screen.findByRole('button', { name: 'Mover pergunta 2 para cima' }, { timeout: 40_000 }),
    );
    await waitFor(() => expect(orderCalls()).toEqual([{ ids: ['b', 'a'] }]));
  }, 90_000);
});
