import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { launchBrowser, newPage, signInAccepting } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/product-server';

// Issue 14: axe-core over every main screen, for each role, at 1366 px and at 360 px; any serious or critical
// violation of WCAG 2.2 AA (and axe's best practices) fails, printed with its rule, targets, page and width.
const WIDTHS = [1366, 360] as const;

/** An API call with the signed-in user's token (from the page's storage), for the ids of detail pages. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return ((await res.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

/** Every link of the role's menu (as the sidebar shows it) */
async function menuPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('navigation')
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

/** The menu's screens plus their tabs and detail pages (a client, a fatura, the profile). */
async function screensOf(page: Page, role: string): Promise<string[]> {
  const paths = await menuPaths(page);
  const extra: string[] = ['/profile'];
  const [fatura] = await apiGet<{ id: string; client_id: string }[]>(page, '/api/faturas');
  if (fatura) extra.push(`/client/${fatura.client_id}/fatura/${fatura.id}`);
  if (role !== 'cliente') {
    const [client] = await apiGet<{ id: string }[]>(page, '/api/clients');
    if (client) {
      for (const aba of ['dados', 'usuarios', 'faturas', 'documentos', 'treinamentos', 'historico'])
        extra.push(`/client/${client.id}?aba=${aba}`);
    }
    for (const relatorio of ['clientes', 'treinamentos', 'uso', 'servicos'])
      extra.push(`/reports?relatorio=${relatorio}`);
  }
  return [...paths, ...extra];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('accessibility (axe-core, WCAG 2.2 AA, serious and critical)', () => {
  it('the public pages have none: login and a certificate check', { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(browser);
    const found: string[] = [];
    // a real code: the demo learner's certificate
    await signInAccepting(page, 'cliente@siao.demo', DEMO_PASSWORD);
    const journeys = await apiGet<{ certificate_id: string | null }[]>(page, '/api/learning/me/journeys');
    const certificateId = journeys.find((j) => j.certificate_id)?.certificate_id;
    const code = certificateId
      ? (await apiGet<{ code: string }>(page, `/api/learning/certificates/${certificateId}`)).code
      : 'CODIGO-INEXISTENTE';
    await page.evaluate(() => localStorage.clear());
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/login', `/certificados/${code}`]) {
        await page.goto(path);
        for (const v of await seriousViolations(page)) found.push(`${path} @${width}px: ${v}`);
      }
    }
    expect(found).toEqual([]);
    await context.close();
  });

  for (const role of ['superadmin', 'admin', 'cliente']) {
    it(`every main screen of the ${role} has none`, { timeout: 900_000 }, async () => {
      const { context, page } = await newPage(browser, { width: WIDTHS[0] });
      await signInAccepting(page, `${role}@siao.demo`, DEMO_PASSWORD);
      const paths = await screensOf(page, role);
      expect(paths.length).toBeGreaterThan(5);
      const found: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of paths) {
          await page.goto(path);
          await page.locator('#conteudo').waitFor();
          for (const v of await seriousViolations(page)) found.push(`${path} @${width}px: ${v}`);
        }
      }
      if (found.length) console.log(`${role}:\n${found.join('\n')}`);
      expect(found).toEqual([]);
      await context.close();
    });
  }
});
