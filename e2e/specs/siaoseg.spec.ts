import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptPendingTerms, launchBrowser, loginAs, newPage } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/product-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const title = (page: Page, text: string) =>
  page.getByTestId('page-title').filter({ hasText: text }).first().waitFor();
const saveState = (page: Page) => page.getByTestId('save-state');

describe('SiãoSeg quiz taking', () => {
  it('a cliente answers offline, reloads, loses nothing, submits and sees the score', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'cliente@siao.demo', DEMO_PASSWORD);
    // another spec may have published new terms on this shared server: accept them if asked
    const terms = page.getByTestId('pending-terms-modal');
    await Promise.race([
      terms.waitFor().then(() => acceptPendingTerms(page)),
      title(page, 'Painel de Controle'),
    ]);
    await title(page, 'Painel de Controle');

    await page.getByRole('link', { name: 'Treinamentos' }).click();
    await title(page, 'Treinamentos');
    await page.getByRole('button', { name: /Segurança da informação: Provimento CNJ 213\/2026/ }).click();
    await page.getByRole('button', { name: 'Marcar como lida' }).click();
    await page.getByRole('link', { name: 'Fazer o quiz' }).click();
    await title(page, 'Quiz');
    await page.getByRole('button', { name: 'Iniciar' }).click();

    await page.getByText('Pergunta 1 de 8').waitFor();
    await page.getByRole('radio', { name: 'Falso' }).check();
    await expect.poll(() => saveState(page).textContent()).toBe('salvo');

    await page.getByRole('button', { name: 'Próxima' }).click();
    await context.setOffline(true);
    await page.getByRole('radio', { name: 'Provimento CNJ 213/2026' }).check();
    await expect.poll(() => saveState(page).textContent()).toBe('sem conexão');
    await context.setOffline(false);
    await expect.poll(() => saveState(page).textContent(), { timeout: 15_000 }).toBe('salvo');

    await page.reload();
    await page.getByText('Pergunta 1 de 8').waitFor();
    expect(await page.getByRole('radio', { name: 'Falso' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Ir para a pergunta 2' }).click();
    expect(await page.getByRole('radio', { name: 'Provimento CNJ 213/2026' }).isChecked()).toBe(true);

    // offline again, then a reload while still offline: the answer waits in localStorage
    await page.getByRole('button', { name: 'Ir para a pergunta 7' }).click();
    await context.setOffline(true);
    await page.getByRole('radio', { name: 'Verdadeiro' }).check();
    await expect.poll(() => saveState(page).textContent()).toBe('sem conexão');
    await context.setOffline(false);
    await page.reload();
    await page.getByRole('button', { name: 'Ir para a pergunta 7' }).click();
    expect(await page.getByRole('radio', { name: 'Verdadeiro' }).isChecked()).toBe(true);
    await expect.poll(() => saveState(page).textContent(), { timeout: 15_000 }).toBe('salvo');

    await page.getByRole('button', { name: 'Ir para a pergunta 8' }).click();
    await page.getByRole('radio', { name: 'Verdadeiro' }).check();
    await expect.poll(() => saveState(page).textContent()).toBe('salvo');
    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar', exact: true }).click();
    // four of eight answered, all four right: 50%, below the 70% pass mark
    await page.getByTestId('quiz-score').filter({ hasText: 'Nota: 50%' }).waitFor();
    await page.getByText('Reprovado').waitFor();
    await context.close();
  });

  it('a superadmin creates a quiz (server validation next to the field) and a published journey with a trail', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'superadmin@siao.demo', DEMO_PASSWORD);
    await title(page, 'Painel de Controle');
    await page.goto('/superadmin/siaoseg/quizzes-new');
    await title(page, 'Novo Quiz');
    await page.getByLabel('Título').fill('Quiz criado no navegador');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await title(page, 'Editar Quiz');
    await page.getByRole('link', { name: 'Nova pergunta' }).click();
    await title(page, 'Nova Pergunta');
    await page.getByLabel('Enunciado').fill('Qual lei é a LGPD?');
    await page.getByLabel('Alternativa 1', { exact: true }).fill('Lei 13.709/2018');
    await page.getByLabel('Alternativa 2', { exact: true }).fill('Lei 6.015/1973');
    await page.getByRole('button', { name: 'Salvar pergunta' }).click();
    await page.getByRole('alert').filter({ hasText: 'Marque pelo menos uma alternativa correta.' }).waitFor();
    await page.getByLabel('Correta').first().check();
    await page.getByRole('button', { name: 'Salvar pergunta' }).click();
    await title(page, 'Editar Quiz');
    await page.getByRole('link', { name: 'Qual lei é a LGPD?' }).waitFor();

    await page.goto('/superadmin/siaoseg/journeys-new');
    await title(page, 'Nova Jornada');
    await page.getByLabel('Título').fill('Jornada criada no navegador');
    await page.getByLabel('Publicada (visível aos clientes)').check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await title(page, 'Editar Jornada');
    await page.getByRole('link', { name: 'Nova trilha' }).click();
    await title(page, 'Nova Trilha');
    await page.getByLabel('Título').first().fill('Trilha criada no navegador');
    await page.getByLabel('Tipo da nova etapa').first().click();
    await page.getByRole('option', { name: 'Quiz' }).click();
    await page.getByRole('button', { name: 'Adicionar etapa' }).click();
    await page.getByLabel('Título da etapa').fill('Avaliação final');
    await page.getByLabel('Quiz', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Quiz criado no navegador' }).click();
    await page.getByRole('button', { name: 'Salvar trilha' }).click();
    await title(page, 'Editar Trilha');
    await page.goto('/superadmin/siaoseg/journeys');
    await page
      .getByRole('row', { name: /Jornada criada no navegador/ })
      .getByText('Publicada')
      .waitFor();
    await context.close();
  });
});
