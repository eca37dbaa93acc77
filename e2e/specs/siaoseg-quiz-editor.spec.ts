import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAccepting } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/product-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SEEDED_QUIZ = 'Quiz: Provimento CNJ 213/2026';

describe('the quiz editor on a phone (360 × 740)', () => {
  it('stacks its fields: no label over 2 lines, no field or select clipped, no sideways scroll', async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await signInAccepting(page, 'superadmin@siao.demo', DEMO_PASSWORD);
    // a quiz of the demo seed, by title: another spec may be adding quizzes to the shared server meanwhile
    const quizId = await page.evaluate(async (title) => {
      const res = await fetch(`/api/learning/quizzes?q=${encodeURIComponent(title)}`, {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
    }, SEEDED_QUIZ);
    await page.goto(`/superadmin/siaoseg/quizzes/${quizId}`);
    await page.getByLabel('Mostrar respostas').first().waitFor();

    const problems = await page.evaluate(() => {
      const found: string[] = [];
      const form = document.querySelector('form')!;
      for (const label of form.querySelectorAll<HTMLElement>('label')) {
        const style = getComputedStyle(label);
        const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.55;
        const lines = Math.round(label.getBoundingClientRect().height / line);
        if (lines > 2) found.push(`rótulo em ${lines} linhas: ${label.textContent}`);
      }
      for (const input of form.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), textarea')) {
        const box = input.getBoundingClientRect();
        if (!box.width) continue; // hidden checkbox inputs, collapsed parts
        const name = input.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? input.name;
        // a wide table scrolls inside its own box (the review matrix): reachable there, not clipped
        let scroller = input.parentElement;
        while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX))
          scroller = scroller.parentElement;
        if (!scroller && (box.left < 0 || box.right > window.innerWidth))
          found.push(`campo fora da tela: ${name}`);
        // a select (read-only text input) whose chosen option does not fit is cut off
        if (input.readOnly && input.scrollWidth > input.clientWidth + 1)
          found.push(`seleção cortada: ${name} = ${input.value}`);
      }
      const scroll = document.documentElement.scrollWidth - window.innerWidth;
      if (scroll > 0) found.push(`a página rola ${scroll}px para o lado`);
      return found;
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});
