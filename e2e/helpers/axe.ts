import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { requestsSettled } from './in-flight';

// axe-core runs inside the page (its own source injected), so what it sees is what Chromium rendered.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** WCAG 2.0/2.1/2.2 A and AA, plus axe's best practices (landmarks, heading order, empty headers). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The screen has settled: no request in flight and no Mantine loader left on it. */
export async function settled(page: Page): Promise<void> {
  await requestsSettled(page);
  await page
    .waitForFunction(() => !document.querySelector('.mantine-Loader-root, [aria-busy="true"]'), null, {
      timeout: 15_000,
    })
    .catch(() => undefined); // a screen that keeps a spinner is still checked as it is
  await requestsSettled(page);
}

/** Serious and critical violations on the current screen, one line each: rule, impact, help, targets. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  // the product's CSP (script-src 'self') blocks addScriptTag's inline script; evaluate goes through
  // DevTools, which CSP does not govern
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations;
  }, AXE_TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
}
