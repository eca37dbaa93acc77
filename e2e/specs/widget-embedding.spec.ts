import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage } from '../helpers/browser';
import { collectConsoleErrors, openDemo } from '../helpers/widget-demo';

// Embedding on the demo host page of the suite's product server (chat answers come from the Motor local).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PROBES = [
  '.siao-widget',
  '.siao-header__title',
  '[data-testid=siao-menu]',
  '[data-testid=siao-new-action]',
  '[data-testid=siao-messages]',
  '.siao-greeting',
  '[data-testid=siao-input]',
  '[data-testid=siao-send]',
];
const PROPERTIES = [
  'fontFamily',
  'fontSize',
  'lineHeight',
  'letterSpacing',
  'color',
  'backgroundColor',
  'borderTopStyle',
  'borderTopWidth',
  'paddingTop',
] as const;

/** Computed styles (and, for the prompt's controls, sizes) of elements inside the widget's shadow root. */
function widgetStyles(slot: Locator) {
  return slot.evaluate(
    (el, { probes, properties }) => {
      const root = el.querySelector('div')?.shadowRoot;
      return probes.map((selector) => {
        const node = root?.querySelector(selector);
        if (!node) return { selector, missing: true };
        const style = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        const size = /input|send|menu/.test(selector) ? `${box.width}x${box.height}` : '';
        return { selector, size, ...Object.fromEntries(properties.map((p) => [p, style[p]])) };
      });
    },
    { probes: PROBES, properties: [...PROPERTIES] },
  );
}

async function hostStyle(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const s = getComputedStyle(el);
    return { fontFamily: s.fontFamily, color: s.color, backgroundColor: s.backgroundColor };
  });
}

describe('widget embedding', () => {
  it("the host page's aggressive CSS does not reach inside, and the widget's CSS does not leak out", async () => {
    const { context, page } = await newPage(browser);
    const widget = await openDemo(page, baseURL(), { context: 'e2e-css' });
    await widget.getByTestId('siao-greeting').waitFor();
    const calm = await widgetStyles(widget);
    expect(calm.filter((probe) => 'missing' in probe)).toEqual([]);
    // the widget adds nothing to the host document's styles
    expect(await hostStyle(page, '.demo-header h1')).toMatchObject({ fontFamily: 'Georgia, serif' });
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
    expect(await page.locator('style').count()).toBe(0);

    await page.locator('#demo-options [name=hostile]').check();
    await page.locator('#demo-apply').click();
    await widget.getByTestId('siao-greeting').waitFor();
    // the hostile rules do apply to the host page…
    expect(await hostStyle(page, '.demo-header h1')).toMatchObject({
      fontFamily: '"Comic Sans MS", cursive',
      color: 'rgb(208, 0, 111)',
    });
    expect(await hostStyle(page, '#demo-apply')).toMatchObject({ backgroundColor: 'rgb(255, 234, 0)' });
    // …and change nothing inside the widget
    expect(await widgetStyles(widget)).toEqual(calm);
    await context.close();
  });

  it('two widgets on one page keep their own text, panels and conversations', async () => {
    const { context, page } = await newPage(browser);
    const first = await openDemo(page, baseURL(), { context: 'e2e-two-widgets', second: true });
    const second = page.getByTestId('demo-widget-2');
    await first.getByTestId('siao-greeting').waitFor();
    await second.getByTestId('siao-greeting').waitFor();

    await first.getByTestId('siao-input').fill('Texto só do primeiro');
    expect(await second.getByTestId('siao-input').inputValue()).toBe('');
    await second.getByTestId('siao-menu').click();
    await second.getByTestId('siao-history').waitFor();
    expect(await first.getByTestId('siao-history').isVisible()).toBe(false);

    // the second sends while the first is still waiting for its reply (one page has one keyboard focus,
    // so the two sends are typed one after the other); each shows only its own question and answer
    await first.getByTestId('siao-input').press('Enter');
    await first.getByTestId('siao-loading').waitFor();
    await second.getByTestId('siao-input').fill('Pergunta do segundo');
    await second.getByTestId('siao-input').press('Enter');
    for (const [widget, question] of [
      [first, 'Texto só do primeiro'],
      [second, 'Pergunta do segundo'],
    ] as const) {
      await widget.getByTestId('siao-assistant-message').filter({ hasText: 'Motor local' }).waitFor();
      expect(await widget.getByTestId('siao-user-message').allTextContents()).toEqual([question]);
      expect(await widget.getByTestId('siao-assistant-message').count()).toBe(1);
      await widget.getByTestId('siao-send').waitFor();
    }
    // the history panel of the second widget lists both conversations (same user and context)
    await expect.poll(() => second.getByTestId('siao-history-item').count()).toBe(2);
    expect(await first.getByTestId('siao-history').isVisible()).toBe(false);
    await context.close();
  });

  it('an invalid option shows a Portuguese error state and a console error naming it; the page keeps working', async () => {
    const { context, page } = await newPage(browser);
    const errors = collectConsoleErrors(page);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const widget = await openDemo(page, baseURL(), { context: 'e2e-invalid' });
    await widget.getByTestId('siao-greeting').waitFor();

    await page.evaluate(() => {
      const slot = document.querySelector('.demo-widgets')!;
      const bad = document.createElement('div');
      bad.id = 'bad-color';
      slot.append(bad);
      const api = `${location.origin}/api/`;
      const global = window as unknown as { SiaoAssistant: { init(el: Element, o: unknown): unknown } };
      global.SiaoAssistant.init(bad, { api, auth: { authToken: 'x' }, colors: { mainColor: 'azul-bebê' } });
      const element = document.createElement('siao-assistant');
      element.id = 'bad-mode';
      element.setAttribute('options', JSON.stringify({ api, auth: { authToken: 'x' }, mode: 'voz' }));
      slot.append(element);
    });
    const badColor = page.locator('#bad-color').getByTestId('siao-error-state');
    await badColor.waitFor();
    expect(await badColor.textContent()).toContain(
      'Não foi possível carregar o assistente: a opção "colors.mainColor" é inválida.',
    );
    const badMode = page.locator('#bad-mode').getByTestId('siao-error-state');
    await badMode.waitFor();
    expect(await badMode.textContent()).toContain('a opção "mode" é inválida');
    expect(errors.some((e) => e.startsWith('[SiaoAssistant] Opção inválida "colors.mainColor"'))).toBe(true);
    expect(errors.some((e) => e.startsWith('[SiaoAssistant] Opção inválida "mode"'))).toBe(true);

    // nothing was thrown on the host page, and the valid widget still answers
    expect(pageErrors).toEqual([]);
    await widget.getByTestId('siao-input').fill('Quais documentos estão publicados?');
    await widget.getByTestId('siao-input').press('Enter');
    await widget.getByTestId('siao-assistant-message').filter({ hasText: 'Motor local' }).waitFor();
    await context.close();
  });
});
