import type { Role } from '@siao/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { launchBrowser, newPage, signInAccepting } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/product-server';

// The walk: every route of the back-office's route table (router.tsx), for every role it allows, at 1366 × 800
// and 360 × 740, checked as a user would notice: the page does not scroll sideways, axe-core finds no serious
// or critical violation of WCAG 2.2 AA or its best practices, the console has no error, the shell is styled
// (the sidebar links are not underlined, the user menu is a styled button) and no raw env-variable name or
// error code shows. A static route joins on its own; a route with parameters needs a sample below, and the
// walk fails naming it until it has one. A screen with tabs in its address is walked on every tab.
const VIEWPORTS = [
  { width: 1366, height: 800 },
  { width: 360, height: 740 },
] as const;
const ROLES: readonly Role[] = ['superadmin', 'admin', 'operador', 'cliente'];

interface Route {
  path: string;
  roles?: readonly Role[];
}
// The back-office's own route table, loaded at run time (a path tsc does not follow: the router is TSX of
// another workspace; vitest transforms it like the app's tests do).
const routerModule = new URL('../../apps/backoffice/src/router.tsx', import.meta.url).pathname;
const { mainRoutes, signRoutes } = (await import(routerModule)) as {
  mainRoutes: Route[];
  signRoutes: Route[];
};

/** An API call with the signed-in user's token (from the page's storage). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return ((await res.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}
const first = async (page: Page, path: string) => (await apiGet<{ id: string }[]>(page, path))[0]?.id;
// a well-formed id of nothing: the screen's "not found" state is walked when the seed has no such record
const NONE = '00000000-0000-4000-8000-000000000000';

type Sample = (page: Page, role: Role) => Promise<string | string[]>;
interface JourneyDetail {
  id: string;
  trails: { id: string; steps: { quiz_id: string | null }[] }[];
}
async function journey(page: Page): Promise<JourneyDetail | undefined> {
  const id = await first(page, '/api/learning/journeys/all');
  return id ? apiGet<JourneyDetail>(page, `/api/learning/journeys/${id}`) : undefined;
}
async function quiz(page: Page): Promise<{ id: string; questions: { id: string }[] } | undefined> {
  const id = await first(page, '/api/learning/quizzes/all');
  return id ? apiGet(page, `/api/learning/quizzes/${id}`) : undefined;
}

/** A concrete address for each route with parameters (ids from the demo seed, read as the role). */
const samples: Record<string, Sample> = {
  '/users/:id': async (page) => `/users/${(await first(page, '/api/users')) ?? NONE}`,
  '/client/:id': async (page) => `/client/${(await first(page, '/api/clients')) ?? NONE}`,
  '/client/:id/faturas': async (page) => `/client/${(await first(page, '/api/clients')) ?? NONE}/faturas`,
  '/client/:clientId/fatura/nova': async (page) =>
    `/client/${(await first(page, '/api/clients')) ?? NONE}/fatura/nova`,
  '/client/:clientId/fatura/:faturaId': async (page) => {
    const [f] = await apiGet<{ id: string; client_id: string }[]>(page, '/api/faturas');
    return f ? `/client/${f.client_id}/fatura/${f.id}` : `/client/${NONE}/fatura/${NONE}`;
  },
  '/quiz/:id': async (page, role) => {
    if (role !== 'cliente') return `/quiz/${(await quiz(page))?.id ?? NONE}`;
    const journeys = await apiGet<JourneyDetail[]>(page, '/api/learning/me/journeys');
    const step = journeys.flatMap((j) => j.trails.flatMap((t) => t.steps)).find((s) => s.quiz_id);
    return `/quiz/${step?.quiz_id ?? NONE}`;
  },
  '/superadmin/siaoseg/journeys/:id': async (page) =>
    `/superadmin/siaoseg/journeys/${(await journey(page))?.id ?? NONE}`,
  '/superadmin/siaoseg/journeys/:id/trail/:idTrail': async (page) => {
    const j = await journey(page);
    return `/superadmin/siaoseg/journeys/${j?.id ?? NONE}/trail/${j?.trails[0]?.id ?? NONE}`;
  },
  '/superadmin/siaoseg/journeys/:id/trail-new': async (page) =>
    `/superadmin/siaoseg/journeys/${(await journey(page))?.id ?? NONE}/trail-new`,
  '/superadmin/siaoseg/quizzes/:id': async (page) =>
    `/superadmin/siaoseg/quizzes/${(await quiz(page))?.id ?? NONE}`,
  '/superadmin/siaoseg/quizzes/:id/question/:idQuestion': async (page) => {
    const q = await quiz(page);
    return `/superadmin/siaoseg/quizzes/${q?.id ?? NONE}/question/${q?.questions[0]?.id ?? NONE}`;
  },
  '/superadmin/siaoseg/quizzes/:id/question-new': async (page) =>
    `/superadmin/siaoseg/quizzes/${(await quiz(page))?.id ?? NONE}/question-new`,
  '/services/ocr/:id': async (page) => `/services/ocr/${(await first(page, '/api/services/ocr')) ?? NONE}`,
  // the visitor's walk reads the demo learner's certificate before signing out: a real one and a wrong code
  '/certificados/:code': async (page) => {
    const journeys = await apiGet<{ certificate_id: string | null }[]>(page, '/api/learning/me/journeys');
    const id = journeys.find((j) => j.certificate_id)?.certificate_id;
    const real = id && (await apiGet<{ code: string }>(page, `/api/learning/certificates/${id}`)).code;
    return [...(real ? [`/certificados/${real}`] : []), '/certificados/CODIGO-INEXISTENTE'];
  },
  '/verificar/cnib/:code': async () => '/verificar/cnib/CODIGO-INEXISTENTE',
  '*': async () => '/pagina-que-nao-existe',
};

/** The tabs a screen keeps in its address: each one is walked. */
const tabs: Record<string, string[]> = {
  '/client/:id': ['dados', 'usuarios', 'faturas', 'documentos', 'treinamentos', 'historico'].map(
    (a) => `?aba=${a}`,
  ),
  '/reports': ['clientes', 'treinamentos', 'uso', 'servicos'].map((r) => `?relatorio=${r}`),
};

async function addressesOf(route: Route, page: Page, role: Role): Promise<string[]> {
  const sample = samples[route.path];
  if (/[:*]/.test(route.path) && !sample)
    throw new Error(`A rota ${route.path} não tem exemplo em e2e/specs/walk.spec.ts (samples).`);
  const addresses = [sample ? await sample(page, role) : route.path].flat();
  return addresses.flatMap((a) => [a, ...(tabs[route.path] ?? []).map((tab) => `${a}${tab}`)]);
}

/** What the user sees that a user must never see: env-variable names and error codes (UPPER_SNAKE). */
async function rawNames(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...new Set(text.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? [])];
}

/** The shell's CSS reached its parts: links of the sidebar not underlined, the user menu a styled button. */
async function unstyledShell(page: Page, width: number): Promise<string[]> {
  return page.evaluate((wide) => {
    const problems: string[] = [];
    const menu = document.querySelector<HTMLElement>('[data-testid="user-menu"]');
    if (!menu) problems.push('sem o botão do menu do usuário');
    else {
      const s = getComputedStyle(menu);
      if (s.backgroundColor !== 'rgba(0, 0, 0, 0)')
        problems.push(`menu do usuário com fundo ${s.backgroundColor}`);
      if (s.borderTopStyle !== 'none' && s.borderTopWidth !== '0px')
        problems.push('menu do usuário com borda');
      if (s.cursor !== 'pointer') problems.push('menu do usuário sem cursor de link');
    }
    if (wide) {
      const links = [...document.querySelectorAll<HTMLElement>('nav a[href]')];
      if (!links.length) problems.push('sem links no menu lateral');
      for (const a of links)
        if (getComputedStyle(a).textDecorationLine !== 'none')
          problems.push(`link do menu sublinhado: ${a.textContent}`);
    }
    return problems;
  }, width > 768);
}

/** Errors the page printed on its console (or threw) while `run` walked it. */
function consoleErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // a "not found" sample answers 404 by design: Chromium logs the failed request, the screen handles it
    if (msg.type() === 'error' && !/status of 404/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => errors.splice(0);
}

async function checkScreen(page: Page, signedIn: boolean, width: number): Promise<string[]> {
  const found: string[] = [];
  await page.locator('#conteudo, main').first().waitFor();
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (scroll > 0) found.push(`rola ${scroll}px para o lado`);
  found.push(...(await seriousViolations(page)));
  found.push(...(await rawNames(page)).map((name) => `mostra ${name}`));
  if (signedIn) found.push(...(await unstyledShell(page, width)));
  return found;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every address at one width, as `page` sees it: the problems found, each named by address and width. */
async function walkScreens(
  page: Page,
  addresses: string[],
  width: number,
  signedIn: boolean,
  errors: () => string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const address of addresses) {
    await page.goto(address);
    const problems = [...(await checkScreen(page, signedIn, width)), ...errors()];
    for (const p of problems) found.push(`${address} @${width}px: ${p}`);
  }
  return found;
}

describe('walk of every route × role × width', () => {
  for (const role of ROLES) {
    const routes = mainRoutes.filter((r) => !r.roles || r.roles.includes(role));
    it(`${role}: ${routes.length} routes`, { timeout: 1_200_000 }, async () => {
      const { context, page } = await newPage(browser, VIEWPORTS[0]);
      const errors = consoleErrors(page);
      await signInAccepting(page, `${role}@siao.demo`, DEMO_PASSWORD);
      const addresses = (await Promise.all(routes.map((r) => addressesOf(r, page, role)))).flat();
      errors();
      const found: string[] = [];
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        found.push(...(await walkScreens(page, addresses, viewport.width, true, errors)));
      }
      expect(found).toEqual([]);
      await context.close();
    });
  }

  it('visitor: every public route', { timeout: 600_000 }, async () => {
    const { context, page } = await newPage(browser, VIEWPORTS[0]);
    const errors = consoleErrors(page);
    // the public layout's routes (login, password reset, checks, errors); /logout signs nobody out here.
    // The samples are read as the demo learner, who then signs out: the walk sees them as a visitor
    await signInAccepting(page, 'cliente@siao.demo', DEMO_PASSWORD);
    const addresses = (await Promise.all(signRoutes.map((r) => addressesOf(r, page, 'cliente')))).flat();
    await page.evaluate(() => localStorage.clear());
    errors();
    const found: string[] = [];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      found.push(...(await walkScreens(page, addresses, viewport.width, false, errors)));
    }
    expect(found).toEqual([]);
    await context.close();
  });
});
