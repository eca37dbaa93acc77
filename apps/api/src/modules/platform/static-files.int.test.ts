import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const widgetBuilt = existsSync(
  resolve(import.meta.dirname, '../../../../../packages/widget/dist/siao-assistant.js'),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// The widget is built by `npm run build`; `npm test` builds it first when missing
// (scripts/ensure-widget-build.mjs). Run alone on a fresh clone, this file fails and says so.
describe('widget files', () => {
  it('has the built widget to serve', () => {
    expect(
      widgetBuilt,
      'packages/widget/dist ausente: rode `npm run build -w @siao/widget` antes deste teste',
    ).toBe(true);
  });

  it('serves the loader to any origin, as a cross-origin resource', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/widget/siao-assistant.js',
      headers: { origin: 'https://cartorio.exemplo.com.br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('lets host pages frame the editor page, and only it', async () => {
    const editor = await t.app.inject({ method: 'GET', url: '/widget/editor.html' });
    expect(editor.statusCode).toBe(200);
    expect(editor.headers['x-frame-options']).toBeUndefined();
    expect(editor.headers['content-security-policy']).toContain('frame-ancestors *');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('redirects /widget/demo to the demo page folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/widget/demo' });
    expect([301, 302]).toContain(res.statusCode);
    expect(res.headers.location).toBe('/widget/demo/');
    expect((await t.app.inject({ method: 'GET', url: '/widget/demo/' })).body).toContain('Assistente Sião');
  });
});
