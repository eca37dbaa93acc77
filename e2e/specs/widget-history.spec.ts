import { saoPauloInstant, saoPauloToday } from '@siao/shared/format/dates';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../helpers/browser';
import { type OwnProduct, startOwnProduct } from '../helpers/own-product';
import type { TestDatabase } from '../helpers/postgres';
import { demoSession, openDemo, reuseDemoSession } from '../helpers/widget-demo';

// Runs the product on its own PostgreSQL database: threads are created through the API, then dated in the
// past with SQL (the API rightly has no way to backdate a conversation).
let db: TestDatabase;
let product: OwnProduct;
let browser: Browser;

const CONTEXT = 'e2e-historico';
const DAY = 86_400_000;
const LONG = 'Conversa longa de hoje';
/** the visitor whose history the page shows (each demo token is a new visitor) */
let visitor: object;

/** Noon, São Paulo time, `days` before today (Brazil has kept UTC−3 all year since 2019). */
function saoPauloNoon(daysAgo: number): Date {
  return new Date(saoPauloInstant(`${saoPauloToday()} 12:00`).getTime() - daysAgo * DAY);
}

const two = (n: number) => String(n).padStart(2, '0');

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startOwnProduct('siao_e2e_widget_history', {}, { postgres: 'required' }),
    launchBrowser(),
  ]);
  db = product.db!;

  const { headers, tokens } = await demoSession(product.baseURL, CONTEXT);
  visitor = tokens;
  const api = async <T>(path: string, body?: object): Promise<T> => {
    const res = await fetch(`${product.baseURL}/api/${path}`, {
      method: body ? 'POST' : 'GET',
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  const assistants = await api<Array<{ id: string; default_chat: boolean }>>('assistants');
  const chat = assistants.find((a) => a.default_chat)!;
  const create = (name: string) =>
    api<{ id: string }>('threads', { name, description: name, ai_engine_org_id: chat.id });
  const old = await create('Consulta antiga');
  const yesterday = await create('Dúvida de ontem');
  const long = await create(LONG);
  await db.query('UPDATE ai_threads SET created_at = $1 WHERE id = $2', [saoPauloNoon(9), old.id]);
  await db.query('UPDATE ai_threads SET created_at = $1 WHERE id = $2', [saoPauloNoon(1), yesterday.id]);

  // 40 messages (more than a page of 30): Pergunta/Resposta 01…20, one second apart
  const start = Date.now() - 60 * 60_000;
  const rows = Array.from({ length: 40 }, (_, i) => {
    const n = two(Math.floor(i / 2) + 1);
    const role = i % 2 === 0 ? 'user' : 'assistant';
    return [
      role,
      JSON.stringify([{ text: role === 'user' ? `Pergunta ${n}` : `Resposta ${n}` }]),
      new Date(start + i * 1000),
    ];
  });
  for (const [role, content, at] of rows) {
    await db.query(
      `INSERT INTO ai_messages (thread_id, client_id, role, content, created_at)
       SELECT id, client_id, $2, $3::jsonb, $4 FROM ai_threads WHERE id = $1`,
      [long.id, role, content, at],
    );
  }
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('widget history', () => {
  it("groups conversations as 'Hoje', 'Ontem' and 'Dias passados', then pages up through a long one", async () => {
    const { context, page } = await newPage(browser);
    const pageRequests: string[] = [];
    page.on('request', (r) => {
      const m = /\/messages\?page=(\d+)&limit=(\d+)/.exec(r.url());
      if (m) pageRequests.push(`${m[1]}/${m[2]}`);
    });
    await reuseDemoSession(page, visitor);
    const widget = await openDemo(page, product.baseURL, { context: CONTEXT });
    await widget.getByTestId('siao-greeting').waitFor();
    const history = widget.getByTestId('siao-history');
    expect(await history.isVisible()).toBe(false);
    await widget.getByTestId('siao-menu').click();
    await history.waitFor();

    const groups = widget.getByTestId('siao-history-group');
    await expect.poll(() => groups.count()).toBe(3);
    const shown = [];
    for (const group of await groups.all()) {
      shown.push({
        label: await group.locator('h3').textContent(),
        items: await group.getByTestId('siao-history-title').allTextContents(),
      });
    }
    expect(shown).toEqual([
      { label: 'Hoje', items: [LONG] },
      { label: 'Ontem', items: ['Dúvida de ontem'] },
      { label: 'Dias passados', items: ['Consulta antiga'] },
    ]);

    // opening it loads page 1 (the newest 30 messages) and shows the bottom
    await widget.getByTestId('siao-history-item').filter({ hasText: LONG }).click();
    const list = widget.getByTestId('siao-messages');
    await list.getByText('Resposta 20', { exact: true }).waitFor();
    const bubbles = list.locator('[data-testid=siao-user-message], [data-testid=siao-assistant-message]');
    expect(await bubbles.count()).toBe(30);
    expect(await bubbles.first().textContent()).toBe('Pergunta 06');
    // the replies' action rows arrive with their lazy chunk: the list settles at the bottom
    await expect
      .poll(() => list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 2))
      .toBe(true);

    // scrolling to the top loads page 2 above, and the message that was on top stays where it was
    // offset of 'Pergunta 06' from the list's top edge; measured in content coordinates, then scrolled to 0
    const anchorOffset = (scrollToTop: boolean) =>
      list.evaluate((el, toTop) => {
        const anchor = [...el.querySelectorAll('[data-testid$=-message]')].find(
          (b) => b.textContent === 'Pergunta 06',
        );
        const offset = (anchor?.getBoundingClientRect().top ?? Number.NaN) - el.getBoundingClientRect().top;
        if (!toTop) return offset;
        const atZero = offset + el.scrollTop;
        el.scrollTop = 0;
        return atZero;
      }, scrollToTop);
    const before = await anchorOffset(true);
    await list.getByText('Pergunta 01', { exact: true }).waitFor();
    expect(await bubbles.count()).toBe(40);
    expect(await bubbles.first().textContent()).toBe('Pergunta 01');
    expect(Math.abs((await anchorOffset(false)) - before)).toBeLessThan(4);
    expect(await list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

    // page 2 was the last one (ceil(40 / 30) = 2): reaching the top again asks for nothing more
    await list.evaluate((el) => {
      el.scrollTop = 0;
    });
    await page.waitForTimeout(400);
    expect(pageRequests).toEqual(['1/30', '2/30']);
    await context.close();
  });
});
