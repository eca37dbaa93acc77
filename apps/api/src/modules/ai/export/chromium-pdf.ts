import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

export interface PdfRenderer {
  readonly name: string;
  render(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * One Chromium for the whole process (launching costs ~0.5 s; a page ~0.3 s). A page per export,
 * no network: every request the page makes is aborted (images are data: URLs already).
 */
export function createChromiumPdfRenderer(executablePath: string, maxConcurrent = 2): PdfRenderer | null {
  if (!existsSync(executablePath)) return null;
  let browser: Promise<Browser> | undefined;
  let running = 0;
  const waiting: Array<() => void> = [];

  const launch = () => {
    // playwright-core is loaded on the first PDF export (it costs ~1.4 s and ~90 MB at start-up)
    const launched = import('playwright-core').then(({ chromium }) =>
      chromium.launch({
        executablePath,
        args: ['--disable-dev-shm-usage', '--font-render-hinting=none'],
      }),
    );
    // a crashed browser is relaunched on the next export
    launched
      .then((b) => b.on('disconnected', () => (browser = undefined)))
      .catch(() => (browser = undefined));
    return launched;
  };

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= maxConcurrent) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  return {
    name: 'chromium',
    render: (html) =>
      slot(async () => {
        browser ??= launch();
        const context = await (await browser).newContext({ javaScriptEnabled: false, offline: true });
        try {
          const page = await context.newPage();
          await page.route('**/*', (route) =>
            route.request().url().startsWith('data:') ? route.continue() : route.abort(),
          );
          await page.setContent(html, { waitUntil: 'load', timeout: 30_000 });
          return await page.pdf({
            format: 'A4',
            printBackground: true,
            preferCSSPageSize: true,
            margin: { top: '20mm', bottom: '20mm', left: '18mm', right: '18mm' },
          });
        } finally {
          await context.close();
        }
      }),
    async close() {
      const current = browser;
      browser = undefined;
      if (current) await (await current).close().catch(() => undefined);
    },
  };
}
