import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUSINESS_TIME_ZONE } from '@siao/shared/format/dates';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptPendingTerms, baseURL, launchBrowser, loginAs, newPage } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/product-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const title = (page: Page, text: string) =>
  page.getByTestId('page-title').filter({ hasText: text }).first().waitFor();
const saveState = (page: Page) => page.getByTestId('save-state');

async function signInCliente(page: Page) {
  await loginAs(page, 'cliente@siao.demo', DEMO_PASSWORD);
  // another spec may have published new terms on this shared server: accept them if asked
  const terms = page.getByTestId('pending-terms-modal');
  await Promise.race([
    terms.waitFor().then(() => acceptPendingTerms(page)),
    title(page, 'Painel de Controle'),
  ]);
  await title(page, 'Painel de Controle');
}

describe('SiãoSeg quiz taking', () => {
  it('a cliente answers offline, reloads, loses nothing, submits and sees the score', async () => {
    const { context, page } = await newPage(browser);
    await signInCliente(page);

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
    // a rich-text lesson first (TipTap), then the quiz
    await page.getByLabel('Tipo da nova etapa').first().click();
    await page.getByRole('option', { name: 'Lição' }).click();
    await page.getByRole('button', { name: 'Adicionar etapa' }).click();
    await page.getByLabel('Título da etapa').fill('Leitura inicial');
    const lesson = page.getByRole('textbox', { name: 'Conteúdo da lição' });
    await lesson.click();
    await page.getByRole('button', { name: 'Negrito' }).click();
    await page.keyboard.type('A LGPD é a Lei 13.709/2018.');
    await page.getByLabel('Tipo da nova etapa').first().click();
    await page.getByRole('option', { name: 'Quiz' }).click();
    await page.getByRole('button', { name: 'Adicionar etapa' }).click();
    await page.getByLabel('Título da etapa').nth(1).fill('Avaliação final');
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

  it('the cliente passes that journey, downloads the certificate PDF and the verification link shows it without login', async () => {
    const { context, page } = await newPage(browser);
    await signInCliente(page);
    await page.getByRole('link', { name: 'Treinamentos' }).click();
    await title(page, 'Treinamentos');
    const journey = page.locator('.mantine-Card-root', { hasText: 'Jornada criada no navegador' });
    await journey.getByRole('button', { name: /Trilha criada no navegador/ }).click();
    // the lesson, as the superadmin formatted it (read-only HTML, no editor on this page)
    await journey.locator('strong', { hasText: 'A LGPD é a Lei 13.709/2018.' }).waitFor();
    expect(await page.locator('.ProseMirror').count()).toBe(0);
    await journey.getByRole('button', { name: 'Marcar como lida' }).click();
    await journey.getByRole('link', { name: 'Fazer o quiz' }).click();
    await title(page, 'Quiz');
    await page.getByRole('button', { name: 'Iniciar' }).click();
    await page.getByRole('radio', { name: 'Lei 13.709/2018' }).check();
    await expect.poll(() => saveState(page).textContent(), { timeout: 15_000 }).toBe('salvo');
    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByTestId('quiz-score').filter({ hasText: 'Nota: 100%' }).waitFor();
    await page.getByText('Aprovado', { exact: true }).waitFor();

    // the journey's only step is done: the certificate is there, as a real PDF with searchable text
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('alert')
        .filter({ hasText: 'Jornada concluída: Jornada criada no navegador' })
        .getByRole('button', { name: 'Baixar certificado' })
        .click(),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'siao-e2e-cert-'));
    try {
      const file = join(dir, 'certificado.pdf');
      await download.saveAs(file);
      expect(download.suggestedFilename()).toBe('Certificado_Jornada_criada_no_navegador_Caio_Cliente.pdf');
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info).toMatch(/Page size:\s+841\.\d+ x 595\.\d+ pts \(A4\)/); // landscape
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('CERTIFICADO DE CONCLUSÃO');
      expect(text).toContain('Caio Cliente');
      expect(text).toContain('Jornada criada no navegador');
      const code = text.match(/\b[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}\b/)?.[0];
      expect(code).toBeDefined();
      // the link printed under the QR code (the QR code carries the same address)
      const link = `${baseURL()}/certificados/${code}`;
      expect(text.replace(/\s+/g, '')).toContain(link);

      // anyone holding the paper: no session, no typing, the whole certificate on screen
      const visitor = await browser.newContext({ locale: 'pt-BR', timezoneId: BUSINESS_TIME_ZONE });
      const open = await visitor.newPage();
      await open.goto(link);
      await title(open, 'Verificação de certificado');
      // one h1 on the page (the layout's title), not two
      expect(await open.getByRole('heading', { level: 1 }).count()).toBe(1);
      await open.getByTestId('certificate-status').filter({ hasText: 'Certificado válido' }).waitFor();
      const shown = async (label: string) =>
        (
          await open
            .getByRole('row', { name: new RegExp(`^${label}`) })
            .getByRole('cell')
            .textContent()
        )?.trim();
      expect(await shown('Nome')).toBe('Caio Cliente');
      expect(await shown('Jornada')).toBe('Jornada criada no navegador');
      expect(await shown('Código de verificação')).toBe(code);
      const cpf = await shown('CPF');
      if (cpf && cpf !== '—') expect(text).toContain(`CPF ${cpf}`);
      expect(text).toContain((await shown('Concluída em'))!);
      await visitor.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await context.close();
  });
});
