import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../../apps/api/src/seed/tiny-pdf';
import { launchBrowser, loginAs, newPage } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/product-server';

// The shared product server runs with no LLM key: every answer comes from the offline "Motor local".
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const title = (page: Page, text: string) =>
  page.getByTestId('page-title').filter({ hasText: text }).first().waitFor();

describe('SiãoGPT in the back-office', () => {
  it('streams an answer of the Motor local and lists the new session with the assistant name in bold', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'operador@siao.demo', DEMO_PASSWORD);
    await title(page, 'Painel de Controle');
    await page.goto('/siaogpt');
    await title(page, 'SiãoGPT');
    expect(await page.getByTestId('siaogpt-assistant').textContent()).toBe('Assistente Sião');

    const input = page.getByPlaceholder('Digite sua pergunta aqui...');
    await input.waitFor();
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    const question = 'Quais documentos preciso para lavrar uma escritura?';
    await input.fill(question);
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');

    // the user's message on the right, then the streamed reply, which says it is the local engine
    await page.getByTestId('siao-user-message').filter({ hasText: question }).waitFor();
    const reply = page.getByTestId('siao-assistant-message').last();
    await reply.getByText('Motor local').first().waitFor({ timeout: 20_000 });
    await reply.getByTestId('siao-loading').waitFor({ state: 'detached' });
    expect(await reply.textContent()).toContain('sem modelo generativo');
    await page.getByTestId('siao-send').waitFor(); // the stop button gave its place back

    // the session appears in the sessions menu: assistant name in bold, session name below, highlighted
    const session = page.getByTestId('siaogpt-sessions').locator('.siao-sessions__item').first();
    await session.waitFor();
    expect(await session.locator('strong').textContent()).toBe('Assistente Sião');
    expect(await session.locator('span').textContent()).toBe(`${question.slice(0, 25)}...`);
    expect(await session.getAttribute('aria-current')).toBe('true');

    // a new conversation, then the session opens again with its history from the server
    await page.getByRole('button', { name: 'Nova conversa' }).click();
    await page.getByTestId('siao-greeting').waitFor();
    expect(await session.getAttribute('aria-current')).toBeNull();
    await session.click();
    await page.getByTestId('siao-user-message').filter({ hasText: question }).waitFor();
    expect(await page.getByTestId('siao-assistant-message').last().textContent()).toContain('Motor local');
    expect(await session.getAttribute('aria-current')).toBe('true');
    await context.close();
  });

  it('a tool agent chosen on Assistentes analyses an uploaded PDF into the editor', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'operador@siao.demo', DEMO_PASSWORD);
    await title(page, 'Painel de Controle');
    await page.goto('/agents');
    await title(page, 'Assistentes');
    const card = page.getByTestId('siao-agent-card').filter({ hasText: 'Análise de documentos' });
    expect(await card.locator('[data-icon]').getAttribute('data-icon')).toBe('upload');
    const chat = page.getByTestId('siao-agent-card').filter({ hasText: 'Assistente Sião' });
    expect(await chat.locator('[data-icon]').getAttribute('data-icon')).toBe('chat');
    await card.getByRole('button').click();
    await page.waitForURL(/\/siaogpt/);
    await page
      .getByTestId('siaogpt-assistant')
      .filter({ hasText: /^Análise de documentos$/ })
      .waitFor();

    const pdf = tinyPdf('Certidão de Casamento', [
      'Contraentes: Maria da Silva, CPF 529.982.247-25, e João Souza.',
      'Data do registro: 12/03/2024. Matrícula 123456 01 55 2024 2 00012 123 0001234-56.',
    ]);
    await page
      .getByTestId('siao-dropzone')
      .locator('input[type=file]')
      .setInputFiles({ name: 'certidão casamento.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('siao-analysing').waitFor();
    await page.getByRole('tab', { name: 'Visualização' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('siao-editor-frame').waitFor();
    await page.getByRole('tab', { name: 'Visualização' }).click();
    const preview = page.getByTestId('tool-preview');
    expect(await preview.textContent()).toContain('Motor local');
    expect(await preview.textContent()).toContain('529.982.247-25');

    await page.getByRole('tab', { name: 'Editor' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      // the editor's own export buttons are the only ones
      page.getByTestId('siao-editor-frame').contentFrame().getByTestId('export-docx').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Siao_\d{2}_\d{2}_\d{4}_\d{2}_\d{2}\.docx$/);
    await context.close();
  });

  it('a superadmin creates an assistant with a legacy id and finds it on Assistentes ChatGPT', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'superadmin@siao.demo', DEMO_PASSWORD);
    await title(page, 'Painel de Controle');
    await page.goto('/agents?aba=gerenciar');
    await page.getByRole('button', { name: 'Novo assistente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo assistente' });
    await dialog.getByRole('button', { name: 'Criar assistente' }).click();
    await dialog.getByText('Informe o nome do assistente.').waitFor();
    await dialog.getByLabel('Nome').fill('Assistente legado e2e');
    await dialog.getByLabel('ID do assistente ChatGPT (legado)').fill('asst_e2e123');
    await dialog.getByRole('button', { name: 'Criar assistente' }).click();
    await page.getByText('Assistente criado.').waitFor();
    await page.getByTestId('assistant-row').filter({ hasText: 'Assistente legado e2e' }).waitFor();

    await page.goto('/superadmin/siaogpt/chatgpt-assistants');
    await title(page, 'Assistentes ChatGPT');
    const row = page.getByRole('row').filter({ hasText: 'Assistente legado e2e' });
    await row.waitFor();
    expect(await row.textContent()).toContain('asst_e2e123');
    expect(await row.textContent()).toContain('Ativo');
    await context.close();
  });
});
