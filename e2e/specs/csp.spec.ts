import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, loginAs, newPage } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/product-server';
import { openDemo } from '../helpers/widget-demo';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every CSP violation the page reports: the DOM event (set up before any script) and the console line. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

describe('Content-Security-Policy', () => {
  it('the login page and the dashboard report no violation (no eval in the back-office bundle)', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watchViolations(page);
    const answer = await page.goto('/login');
    const policy = (await answer?.allHeaders())?.['content-security-policy'] ?? '';
    const directives = new Map(
      policy.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    // the lesson HTML is sanitised on the server; the policy is the second wall
    expect(directives.get('script-src')?.split(' ')).toContain("'self'");
    expect(directives.get('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'self'");
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    // the login form validates with the shared zod schemas: submit an invalid one to run a parse
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    expect(await violations()).toEqual([]);

    await loginAs(page, 'superadmin@siao.demo', DEMO_PASSWORD);
    await page.getByTestId('page-title').filter({ hasText: 'Painel de Controle' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('the widget demo host page mounts its widget under the same policy with no violation', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watchViolations(page);
    const widget = await openDemo(page, baseURL(), { context: 'e2e-csp' });
    await widget.getByTestId('siao-greeting').waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
