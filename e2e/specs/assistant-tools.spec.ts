import { BUSINESS_TIME_ZONE } from '@siao/shared/format/dates';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeAnthropic } from '../../apps/api/test/fakes/fake-anthropic';
import type { FakeLlmServer } from '../../apps/api/test/fakes/fake-llm-server';
import { launchBrowser, loginAs } from '../helpers/browser';
import { type OwnProduct, startOwnProduct } from '../helpers/own-product';
import { DEMO_PASSWORD } from '../helpers/product-server';
import { openDemo } from '../helpers/widget-demo';

// The real API (its own server, on its own PostgreSQL database) relaying to a fake Anthropic upstream that
// streams tool_use blocks in the Messages SSE format. The default assistant is given the knowledge-base
// tool (the one a widget visitor may call) as its settings would.
let fake: FakeLlmServer;
let product: OwnProduct;
let browser: Browser;

const STEP_RUNNING = 'Buscando na base de conhecimento…';
/** the step's outcome: the demo's published documents may or may not match the words */
const STEP_DONE = /trecho\(s\) encontrado\(s\)|Nada encontrado na base de conhecimento/;

beforeAll(async () => {
  fake = createFakeAnthropic();
  const upstream = await fake.start();
  [product, browser] = await Promise.all([
    startOwnProduct(
      'siao_e2e_assistant_tools',
      { ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: `${upstream}/v1`, AI_MAX_RETRIES: '0' },
      { postgres: 'required' },
    ),
    launchBrowser(),
  ]);
  await product.db!.query(
    `UPDATE ai_assistants SET tools = '{buscar_base_de_conhecimento}' WHERE name = 'Assistente Sião'`,
  );
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await fake?.stop();
});

/** The model's first round calls the tool (streamed tool_use); the second answers with `answer`. */
function enqueueToolReply(id: string, consulta: string, answer: string) {
  fake.enqueue(
    {
      chunks: ['Vou procurar nos documentos.'],
      toolCalls: [{ id, name: 'buscar_base_de_conhecimento', input: { consulta } }],
    },
    { chunks: [answer] },
  );
}

/** The reply's one tool step, settled: its outcome label, and the running label gone. */
async function expectDoneStep(reply: Locator) {
  const step = reply.getByTestId('siao-tool-step');
  await reply.locator('[data-testid=siao-tool-step][data-state=done]').waitFor({ timeout: 20_000 });
  expect(await step.count()).toBe(1);
  const label = await step.locator('summary').textContent();
  expect(label).toMatch(STEP_DONE);
  expect(label).not.toContain(STEP_RUNNING);
  return label;
}

/** A fresh context on this spec's own product (newPage's is the shared server, without the fake LLM). */
async function ownPage() {
  const context = await browser.newContext({
    baseURL: product.baseURL,
    locale: 'pt-BR',
    timezoneId: BUSINESS_TIME_ZONE,
    viewport: { width: 1280, height: 800 },
  });
  return { context, page: await context.newPage() };
}

const title = (page: Page, text: string) =>
  page.getByTestId('page-title').filter({ hasText: text }).first().waitFor();

describe('assistant tools in the browser', () => {
  it('SiãoGPT shows the tool step with its outcome, and again when the conversation is reopened', async () => {
    const { context, page } = await ownPage();
    await loginAs(page, 'operador@siao.demo', DEMO_PASSWORD);
    await title(page, 'Painel de Controle');
    await page.goto('/siaogpt');
    await title(page, 'SiãoGPT');
    enqueueToolReply(
      'toolu_e2e_bo',
      'averbação de divórcio',
      'Segundo a base, a averbação é feita no livro E.',
    );
    const input = page.getByPlaceholder('Digite sua pergunta aqui...');
    await input.fill('Como averbar um divórcio?');
    await input.press('Enter');
    const reply = page.getByTestId('siao-assistant-message').last();
    await reply.getByText('a averbação é feita no livro E').waitFor({ timeout: 20_000 });
    const label = await expectDoneStep(reply);
    // what the model read back: the tool's result for the call it made
    const second = JSON.stringify(fake.requests.at(-1)?.body);
    expect(second).toContain('"tool_use_id":"toolu_e2e_bo"');

    // a new conversation, then the session again: the step comes back from the history
    await page.getByRole('button', { name: 'Nova conversa' }).click();
    await page.getByTestId('siao-greeting').waitFor();
    await page.getByTestId('siaogpt-sessions').locator('.siao-sessions__item').first().click();
    const reopened = page.getByTestId('siao-assistant-message').last();
    await reopened.getByText('a averbação é feita no livro E').waitFor();
    expect(await expectDoneStep(reopened)).toBe(label);
    await context.close();
  });

  it('the widget shows the tool step, and again when the conversation is reopened from the history', async () => {
    const { context, page } = await ownPage();
    const widget = await openDemo(page, product.baseURL, { context: 'e2e-tool-step' });
    await widget.getByTestId('siao-greeting').waitFor();
    enqueueToolReply(
      'toolu_e2e_w',
      'reconhecimento de firma',
      'O reconhecimento de firma exige o cartão de assinatura.',
    );
    const input = widget.getByTestId('siao-input');
    const question = 'O que é preciso para reconhecer firma?';
    await input.fill(question);
    await input.press('Enter');
    const reply = widget.getByTestId('siao-assistant-message').last();
    await reply.getByText('exige o cartão de assinatura').waitFor({ timeout: 20_000 });
    const label = await expectDoneStep(reply);

    await widget.getByTestId('siao-menu').click();
    await widget
      .getByTestId('siao-history-item')
      .filter({ hasText: `${question.slice(0, 25)}...` })
      .click();
    const reopened = widget.getByTestId('siao-assistant-message').last();
    await reopened.getByText('exige o cartão de assinatura').waitFor();
    expect(await expectDoneStep(reopened)).toBe(label);
    await context.close();
  });

  it('a 👎 with a comment on a SiãoGPT reply appears to staff on Assistentes → Avaliações', async () => {
    const comment = `Faltou citar o provimento (e2e ${Date.now()})`;
    const { context, page } = await ownPage();
    await loginAs(page, 'operador@siao.demo', DEMO_PASSWORD);
    await title(page, 'Painel de Controle');
    await page.goto('/siaogpt');
    await title(page, 'SiãoGPT');
    fake.enqueue({ chunks: ['O prazo é de 30 dias.'] });
    const input = page.getByPlaceholder('Digite sua pergunta aqui...');
    await input.fill('Qual o prazo para registrar um nascimento?');
    await input.press('Enter');
    const reply = page.getByTestId('siao-assistant-message').last();
    await reply.getByText('O prazo é de 30 dias.').waitFor({ timeout: 20_000 });
    // the actions row follows the reply's bubble
    const actions = page.getByTestId('siao-message-actions').last();
    await actions.getByRole('button', { name: 'Resposta não útil' }).click();
    await actions.getByRole('status').filter({ hasText: 'Obrigado pela avaliação!' }).waitFor();
    await actions.getByLabel('O que faltou nesta resposta? (opcional)').fill(comment);
    await actions.getByRole('button', { name: 'Enviar comentário' }).click();
    await actions.getByRole('status').filter({ hasText: 'Comentário enviado. Obrigado!' }).waitFor();
    expect(
      await actions.getByRole('button', { name: 'Resposta não útil' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await context.close();

    const staff = await ownPage();
    await loginAs(staff.page, 'superadmin@siao.demo', DEMO_PASSWORD);
    await title(staff.page, 'Painel de Controle');
    await staff.page.goto('/agents?aba=avaliacoes');
    await staff.page.getByRole('tab', { name: 'Avaliações', selected: true }).waitFor();
    // the Select's input (its listbox carries the same label)
    await staff.page.getByLabel('Assistente', { exact: true }).and(staff.page.locator('input')).click();
    await staff.page.getByRole('option', { name: 'Assistente Sião', exact: true }).click();
    const row = staff.page.getByRole('row').filter({ hasText: comment });
    await row.waitFor();
    expect(await row.textContent()).toContain('O prazo é de 30 dias.');
    await staff.context.close();
  });
});
