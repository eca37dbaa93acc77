import type { Attempt, LearnerJourney } from '@siao/shared';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app-providers';
import { sessionKeys } from '../../lib/auth/session';
import { queryClient } from '../../lib/query-client';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { signIn, testUser } from '../../test/users';
import { AttemptResult } from './attempt-result';

const attempt: Attempt = {
  id: 'a1',
  quiz_id: 'q1',
  quiz_title: 'LGPD no cartório',
  number: 1,
  preview: false,
  started_at: '2026-11-26T12:00:00Z',
  deadline_at: null,
  server_now: '2026-11-26T12:05:00Z',
  finished_at: '2026-11-26T12:05:00Z',
  score_percent: 100,
  passed: true,
  pass_percent: 70,
  attempts_left: 2,
  questions: [
    {
      question_id: 'p1',
      type: 'unica',
      statement: 'Qual lei é a LGPD?',
      points: 1,
      options: [{ id: 'o1', text: 'Lei 13.709/2018' }],
      matches: [],
      answer: null,
    },
  ],
  review: [
    {
      question_id: 'p1',
      state: 'correta',
      score: 1,
      points: 1,
      correct_option_ids: ['o1'],
      correct_pairs: null,
      correct_order: null,
      feedback: null,
      explanation: null,
    },
  ],
  review_moment: 'logo_apos',
  one_per_page: false,
};
const journey: LearnerJourney = {
  id: 'j1',
  title: 'Proteção de dados',
  description: '',
  workload_hours: 2,
  enrolled_at: '2026-11-01T00:00:00Z',
  due_at: null,
  completed_at: '2026-11-26T12:05:00Z',
  steps_total: 1,
  steps_done: 1,
  certificate_id: 'cert1',
  trails: [
    {
      id: 't1',
      title: 'Trilha',
      description: '',
      steps: [
        {
          id: 's1',
          kind: 'quiz',
          title: 'Quiz',
          position: 0,
          document_id: null,
          video_url: null,
          video_minutes: null,
          lesson_html: null,
          quiz_id: 'q1',
          status: 'concluida',
        },
      ],
    },
  ],
};

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    if (req.path === '/api/learning/me/journeys') return sendJson(res, 200, { data: [journey] });
    return sendJson(res, 404, {
      error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' },
    });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());

describe('the quiz result after passing', { timeout: 30_000 }, () => {
  it('says the journey is complete, offers the certificate and a way back; points in the right number', async () => {
    queryClient.clear();
    signIn();
    // signed in as a learner, as the main layout's loader leaves it
    queryClient.setQueryData(
      sessionKeys.me(),
      testUser({ role: 'cliente', client_id: 'c1', client_name: 'Cartório' }),
    );
    const router = createMemoryRouter([
      { path: '/', element: <AttemptResult attempt={attempt} onRetry={() => {}} /> },
    ]);
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const done = await screen.findByRole('alert', { name: 'Jornada concluída: Proteção de dados' });
    expect(done.textContent).toContain('Seu certificado está disponível.');
    expect(screen.getByRole('button', { name: 'Baixar certificado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar aos treinamentos' }).getAttribute('href')).toBe(
      '/treinamentos',
    );
    expect(screen.getByText('1 de 1 ponto')).toBeTruthy();
  });
});
