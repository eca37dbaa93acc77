import { BUSINESS_TIME_ZONE, formatDateTime } from '@siao/shared/format/dates';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptPendingTerms, launchBrowser, loginAs } from '../helpers/browser';
import { type OwnProduct, startOwnProduct } from '../helpers/own-product';
import type { TestDatabase } from '../helpers/postgres';
import { DEMO_PASSWORD } from '../helpers/product-server';

// Runs the product on its own PostgreSQL database: the timed attempt is started through the browser, then
// its clock is moved back with SQL (no sleeping until a real deadline) and the server's own scheduled job
// ("learning-close-expired-attempts", pg-boss) is queued at once instead of waiting for its next cron minute.
let db: TestDatabase | undefined;
let product: OwnProduct | undefined;
let browser: Browser | undefined;

const QUIZ = 'Quiz: Provimento CNJ 213/2026';

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startOwnProduct('siao_e2e_seg_deadline', {}, { postgres: 'required' }),
    launchBrowser(),
  ]);
  db = product.db ?? undefined;
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const title = (page: Page, text: string) =>
  page.getByTestId('page-title').filter({ hasText: text }).first().waitFor();

async function signedInCliente() {
  const context = await browser!.newContext({
    baseURL: product!.baseURL,
    locale: 'pt-BR',
    timezoneId: BUSINESS_TIME_ZONE,
  });
  const page = await context.newPage();
  await loginAs(page, 'cliente@siao.demo', DEMO_PASSWORD);
  const terms = page.getByTestId('pending-terms-modal');
  await Promise.race([
    terms.waitFor().then(() => acceptPendingTerms(page)),
    title(page, 'Painel de Controle'),
  ]);
  await title(page, 'Painel de Controle');
  return { context, page };
}

interface AttemptRow {
  id: string;
  deadline_at: Date;
  finished_at: Date | null;
  closed_by: string | null;
  score_percent: number | null;
}

describe('SiãoSeg time limit enforced by the server', () => {
  it('an attempt left open past its time limit is closed by the scheduled job, as of its deadline', async () => {
    const quiz = await db!.query<{ id: string }>(
      'UPDATE learning_quizzes SET time_limit_minutes = 10 WHERE title = $1 RETURNING id',
      [QUIZ],
    );
    const quizId = quiz.rows[0]!.id;

    // the learner starts the timed quiz, answers the first question (right) and walks away
    const first = await signedInCliente();
    const { page } = first;
    await page.getByRole('link', { name: 'Treinamentos' }).click();
    await title(page, 'Treinamentos');
    await page.getByRole('button', { name: /Segurança da informação: Provimento CNJ 213\/2026/ }).click();
    await page.getByRole('button', { name: 'Marcar como lida' }).click();
    await page.getByRole('link', { name: 'Fazer o quiz' }).click();
    await title(page, 'Quiz');
    await page.getByText('tempo limite de 10 minutos').waitFor();
    await page.getByRole('button', { name: 'Iniciar' }).click();
    await page.getByRole('timer', { name: 'Tempo restante' }).waitFor();
    await page.getByText('Pergunta 1 de 8').waitFor();
    await page.getByRole('radio', { name: 'Falso' }).check();
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('salvo');
    await first.context.close();

    // eleven minutes later (as far as the database knows): past the deadline and its tolerance
    const moved = await db!.query<AttemptRow>(
      `UPDATE learning_attempts
          SET created_at = created_at - interval '11 minutes', deadline_at = deadline_at - interval '11 minutes'
        WHERE quiz_id = $1 AND finished_at IS NULL
        RETURNING id, deadline_at, finished_at, closed_by, score_percent`,
      [quizId],
    );
    expect(moved.rows).toHaveLength(1);
    const { id, deadline_at: deadline } = moved.rows[0]!;

    // the scheduled job, queued now through pg-boss's own table; the product's worker picks it up
    await db!.query(`INSERT INTO pgboss.job (name, data) VALUES ('learning-close-expired-attempts', '{}')`);
    const closed = async () =>
      (
        await db!.query<AttemptRow>(
          'SELECT id, deadline_at, finished_at, closed_by, score_percent FROM learning_attempts WHERE id = $1',
          [id],
        )
      ).rows[0]!;
    await expect.poll(async () => (await closed()).closed_by, { timeout: 30_000 }).toBe('prazo');
    const row = await closed();
    // finished as of its deadline, not when the job ran; scored with what was saved (one of eight right)
    expect(row.finished_at?.getTime()).toBe(deadline.getTime());
    expect(row.score_percent).toBe(12.5);

    // the learner comes back: the attempt is over, with its score and the deadline as its end
    const again = await signedInCliente();
    await again.page.goto(`/quiz/${quizId}`);
    await title(again.page, 'Quiz');
    // "Encerrada em" in São Paulo time, through the product's one date formatter
    const shown = formatDateTime(deadline.toISOString());
    const attemptRow = again.page.getByRole('row', {
      name: new RegExp(shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    await attemptRow.getByText('12,5%').waitFor();
    expect(await again.page.getByRole('timer').count()).toBe(0);
    await attemptRow.getByRole('button', { name: 'Ver' }).click();
    await again.page.getByTestId('quiz-score').filter({ hasText: 'Nota: 12,5%' }).waitFor();
    await again.page.getByText('Reprovado').waitFor();
    await again.context.close();
  });
});
