import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeAnthropic } from '../../apps/api/test/fakes/fake-anthropic';
import type { FakeLlmServer } from '../../apps/api/test/fakes/fake-llm-server';
import { launchBrowser, newPage } from '../helpers/browser';
import { type OwnProduct, startOwnProduct } from '../helpers/own-product';
import { openDemo } from '../helpers/widget-demo';

// The real API (its own server) relaying to a fake Anthropic upstream that speaks the Messages SSE format.
let fake: FakeLlmServer;
let product: OwnProduct;
let browser: Browser;

beforeAll(async () => {
  fake = createFakeAnthropic();
  const upstream = await fake.start();
  [product, browser] = await Promise.all([
    startOwnProduct('siao_e2e_widget_chat', {
      ANTHROPIC_API_KEY: 'test',
      ANTHROPIC_BASE_URL: `${upstream}/v1`,
      AI_MAX_RETRIES: '0',
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await fake?.stop();
});

/** Samples the last assistant bubble's text on every animation frame until its loading indicator goes away. */
function sampleStreamedText(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((done) => {
        const root = document.querySelector('[data-testid=demo-widget-1] div')?.shadowRoot;
        const seen: string[] = [];
        const tick = () => {
          const bubbles = root?.querySelectorAll('[data-testid=siao-assistant-message]') ?? [];
          const last = bubbles[bubbles.length - 1];
          const text = last?.textContent ?? '';
          if (text && text !== seen.at(-1)) seen.push(text);
          if (last && !last.querySelector('[data-testid=siao-loading]')) return done(seen);
          requestAnimationFrame(tick);
        };
        tick();
      }),
  );
}

describe('widget chat against the real API and a fake LLM', () => {
  it('streams the reply progressively, then shows it as formatted markdown', async () => {
    const { context, page } = await newPage(browser);
    const widget = await openDemo(page, product.baseURL, { context: 'e2e-chat-stream' });
    const input = widget.getByTestId('siao-input');
    await widget.getByTestId('siao-greeting').waitFor();
    expect(await input.getAttribute('placeholder')).toBe('Digite sua pergunta aqui...');

    fake.enqueue({
      chunks: [
        '## Escritura',
        ' de compra e venda\n\n',
        'A escritura **pública** ',
        'é lavrada ',
        'pelo tabelião de notas.\n\n',
        '- Documentos das partes\n',
        '- Certidões do imóvel\n',
      ],
      chunkDelayMs: 150,
    });
    const question = 'Como funciona uma escritura de compra e venda?';
    await input.fill(question);
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');
    await widget.getByTestId('siao-user-message').filter({ hasText: question }).waitFor();
    await widget.getByTestId('siao-stop').waitFor();

    const texts = await sampleStreamedText(page);
    // several partial states were painted before the reply was complete
    const partial = texts.filter((t) => !t.includes('Certidões do imóvel'));
    expect(partial.length).toBeGreaterThanOrEqual(3);

    const reply = widget.getByTestId('siao-assistant-message').last();
    await reply.locator('h2', { hasText: 'Escritura de compra e venda' }).waitFor();
    expect(await reply.locator('strong').textContent()).toBe('pública');
    expect(await reply.locator('li').allTextContents()).toEqual([
      'Documentos das partes',
      'Certidões do imóvel',
    ]);
    await widget.getByTestId('siao-send').waitFor();
    expect(await widget.getByTestId('siao-loading').count()).toBe(0);

    // what reached the upstream: the question, the default Claude model, the assistant's instructions
    const sent = fake.requests.at(-1)?.body as {
      model: string;
      stream: boolean;
      system: unknown;
      messages: Array<{ role: string; content: unknown }>;
    };
    expect(sent.model).toBe('claude-sonnet-4-5');
    expect(sent.stream).toBe(true);
    expect(JSON.stringify(sent.system)).toContain('Assistente Sião');
    expect(JSON.stringify(sent.messages.at(-1))).toContain(question);

    // the new thread is in the history, named after the first 25 characters
    await widget.getByTestId('siao-menu').click();
    await widget
      .getByTestId('siao-history-item')
      .filter({ hasText: `${question.slice(0, 25)}...` })
      .waitFor();
    await context.close();
  });

  it('the stop button ends the stream at once, the upstream sees the disconnect, and the prompt is usable again', async () => {
    const { context, page } = await newPage(browser);
    const widget = await openDemo(page, product.baseURL, { context: 'e2e-chat-abort' });
    const input = widget.getByTestId('siao-input');
    await widget.getByTestId('siao-greeting').waitFor();

    fake.enqueue({ chunks: ['Vou explicar', ' com calma'], chunkDelayMs: 50, hangAfterChunks: true });
    const disconnectsBefore = fake.disconnects.length;
    await input.fill('Explique o registro de imóveis em detalhes');
    await input.press('Enter');
    const reply = widget.getByTestId('siao-assistant-message').last();
    await reply.filter({ hasText: 'Vou explicar com calma' }).waitFor();
    await widget.getByTestId('siao-loading').waitFor();

    // click → idle prompt (send button back, no loading indicator) while the upstream still streams
    await page.evaluate(
      () =>
        new Promise<number>((done) => {
          const root = document.querySelector('[data-testid=demo-widget-1] div')?.shadowRoot;
          const stop = root?.querySelector<HTMLButtonElement>('[data-testid=siao-stop]');
          const start = performance.now();
          stop?.click();
          const check = () =>
            root?.querySelector('[data-testid=siao-send]') &&
            !root.querySelector('[data-testid=siao-loading]')
              ? done(performance.now() - start)
              : requestAnimationFrame(check);
          check();
        }),
    );
    const disconnect = await fake.nextDisconnect(5_000, disconnectsBefore);
    expect(disconnect.requestIndex).toBe(fake.requests.length - 1);
    // the partial reply stays, not flagged as an error
    expect(await reply.textContent()).toContain('Vou explicar com calma');
    expect(await widget.getByTestId('siao-error-message').count()).toBe(0);

    // the prompt works again; the next request carries the conversation so far
    fake.enqueue({ chunks: ['Certo, ', 'continuando.'] });
    await input.fill('Pode continuar?');
    await input.press('Enter');
    await widget.getByTestId('siao-assistant-message').filter({ hasText: 'Certo, continuando.' }).waitFor();
    const followUp = fake.requests.at(-1)?.body as { messages: Array<{ role: string }> };
    expect(followUp.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    await context.close();
  });
});
