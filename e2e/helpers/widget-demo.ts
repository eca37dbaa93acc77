import type { Locator, Page } from 'playwright-core';

export interface DemoSettings {
  mode?: 'chat' | 'tool';
  /** Context-user: threads are listed per context, so each test sees only its own history */
  context?: string;
  assistantId?: string;
  userName?: string;
  second?: boolean;
  hostile?: boolean;
}

/**
 * Opens the widget demo host page served by the API (/widget/demo/), sets its option form as a person would
 * and clicks "Aplicar". Returns the first widget's slot; the widget lives in its shadow root, which
 * Playwright's CSS and test-id locators pierce.
 */
export async function openDemo(page: Page, baseURL: string, settings: DemoSettings = {}): Promise<Locator> {
  await page.goto(`${baseURL}/widget/demo/`);
  // The page mounts a default widget as soon as it has its demo token; apply ours after that.
  await page.getByTestId('demo-widget-1').getByTestId('siao-widget').waitFor();
  const form = page.locator('#demo-options');
  await form.locator('[name=mode]').selectOption(settings.mode ?? 'chat');
  await form.locator('[name=context]').fill(settings.context ?? '');
  await form.locator('[name=assistantId]').fill(settings.assistantId ?? '');
  if (settings.userName !== undefined) await form.locator('[name=userName]').fill(settings.userName);
  await form.locator('[name=second]').setChecked(settings.second ?? false);
  await form.locator('[name=hostile]').setChecked(settings.hostile ?? false);
  await page.locator('#demo-apply').click();
  return page.getByTestId('demo-widget-1');
}

/** Every window.alert text, in order; each alert is accepted (as a person clicking OK). */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** Console errors, in order (the widget reports invalid options and failures there). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * A demo widget session and its Context-user headers, for arranging data through the API as the widget would.
 * Every demo token is a new visitor: pass `tokens` to `reuseDemoSession` so the page is that same visitor.
 */
export async function demoSession(baseURL: string, context: string) {
  const response = await fetch(`${baseURL}/api/widget/demo-token`);
  if (!response.ok) throw new Error(`demo-token: HTTP ${response.status}`);
  const { data } = (await response.json()) as { data: { authToken: string } };
  const headers = {
    Authorization: `Bearer ${data.authToken}`,
    'Context-user': context,
    'Content-Type': 'application/json',
  };
  return { headers, tokens: data };
}

/** The demo page gets these tokens instead of a new visitor's: a returning visitor with their history. */
export async function reuseDemoSession(page: Page, tokens: object): Promise<void> {
  await page.route('**/api/widget/demo-token', (route) => route.fulfill({ json: { data: tokens } }));
}
