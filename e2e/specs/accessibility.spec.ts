import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginAs, newPage } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/product-server';

// axe-core runs inside the page (its own source injected), so what it sees is what Chromium rendered.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Serious and critical violations of WCAG 2.x A/AA on the current screen, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // the product's CSP (script-src 'self') blocks addScriptTag's inline script; evaluate goes through
  // DevTools, which CSP does not govern
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
}

const screens = {
  superadmin: ['/', '/clients', '/faturas', '/users', '/documents', '/terms', '/reports'],
  cliente: ['/', '/faturas', '/documents'],
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('accessibility (axe-core, serious and critical)', () => {
  it('the login page has none', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  for (const [role, paths] of Object.entries(screens)) {
    it(`the main screens of the ${role} have none`, { timeout: 240_000 }, async () => {
      const { context, page } = await newPage(browser);
      await loginAs(page, `${role}@siao.demo`, DEMO_PASSWORD);
      await page.getByTestId('page-title').filter({ hasText: 'Painel de Controle' }).waitFor();
      const found: Record<string, string[]> = {};
      for (const path of paths) {
        await page.goto(path);
        await page.getByTestId('page-title').waitFor();
        const violations = await seriousViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
      await context.close();
    });
  }
});
