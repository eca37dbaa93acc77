import type { Page, Request } from 'playwright-core';

// Playwright's 'networkidle' waits for 500 ms without a request: on the walk's ~200 screens that is
// minutes of a suite spent waiting. Here a page created by newPage() counts its requests itself, and
// "settled" means none is in flight and none started over the next frames (a screen starts its next
// request within a frame of the answer it waited for: a React effect, a dependent query).

interface Tracker {
  open: Set<Request>;
  idle: (() => void)[];
}

const trackers = new WeakMap<Page, Tracker>();

/** Counts the page's requests from now on (newPage calls it before the first navigation). */
export function trackRequests(page: Page): void {
  const tracker: Tracker = { open: new Set(), idle: [] };
  const done = (request: Request) => {
    tracker.open.delete(request);
    if (!tracker.open.size) for (const resolve of tracker.idle.splice(0)) resolve();
  };
  page.on('request', (request) => tracker.open.add(request));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  trackers.set(page, tracker);
}

const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );

/** No request of the page in flight, and none started by what the last answers rendered. */
export async function requestsSettled(page: Page): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) return page.waitForLoadState('networkidle');
  await page.waitForLoadState('load');
  do {
    if (tracker.open.size) await new Promise<void>((resolve) => tracker.idle.push(resolve));
    await nextFrames(page);
  } while (tracker.open.size);
}
