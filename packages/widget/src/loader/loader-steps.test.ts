import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';

// Stand-ins for the built chunks (React, the chat components, the core): each notes when it is evaluated.
// Under the package's node_modules (ignored by git): vitest's module runner does not load files from /tmp.
const modules = join(import.meta.dirname, '../../node_modules');
mkdirSync(modules, { recursive: true });
const dir = mkdtempSync(join(modules, '.loader-steps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const chunk = (name: string, body: string) => {
  const path = join(dir, name);
  writeFileSync(path, body);
  return pathToFileURL(path).href;
};
const note = (what: string) => `globalThis.__order.push('${what}');`;
const order: string[] = [];
Object.assign(globalThis, {
  __order: order,
  __SIAO_PRELOAD__: [chunk('react.mjs', note('react')), chunk('chat.mjs', note('chat'))],
  __SIAO_CORE__: chunk(
    'core.mjs',
    `${note('core')} export function mountWidget() { ${note('mount')} return { update() {}, destroy() {} }; }`,
  ),
});

it("lets the host page's own tasks run between each piece of the widget's start", async () => {
  await import('./loader');
  const api = (window as unknown as { SiaoAssistant: { init(el: Element, o: unknown): unknown } })
    .SiaoAssistant;
  // the host page keeps a task queued all the time (as a page handling input or animating would)
  let hostRunning = true;
  const hostTask = () => {
    order.push('host');
    if (hostRunning) setTimeout(hostTask, 0);
  };
  setTimeout(hostTask, 0);
  const host = document.createElement('div');
  document.body.append(host);
  try {
    api.init(host, {});
    await expect.poll(() => order.includes('mount'), { timeout: 5000 }).toBe(true);
  } finally {
    hostRunning = false;
  }

  const widget = order.filter((o) => o !== 'host');
  expect(widget).toEqual(['react', 'chat', 'core', 'mount']);
  // never two pieces of the widget in one go: a host task ran between each of them
  for (let i = 1; i < order.length; i++)
    if (order[i] !== 'host') expect(order[i - 1], `${order[i]} right after ${order[i - 1]}`).toBe('host');
});
