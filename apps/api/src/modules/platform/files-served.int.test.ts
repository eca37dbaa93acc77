import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.deps.storage.put('hostil/arquivo', Buffer.from('<script>alert(1)</script>'));
});
afterAll(() => t?.close());

const fetchAs = (contentType: string, name: string, query = '') => {
  const link = t.app.deps.files.sign({ key: 'hostil/arquivo', name, contentType }, 300);
  return t.app.inject({ method: 'GET', url: `/api/files/${link}${query}` });
};

describe('/api/files serves user files safely', () => {
  it.each([
    ['text/html', 'pagina.html'],
    ['application/xhtml+xml', 'pagina.xhtml'],
    ['image/svg+xml', 'desenho.svg'],
    ['text/xml', 'dados.xml'],
    ['application/xml', 'dados.xml'],
    ['application/javascript', 'codigo.js'],
    ['application/octet-stream', 'qualquer.bin'],
  ])('%s is a download, sandboxed, never sniffed', async (contentType, name) => {
    const res = await fetchAs(contentType, name);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(String(res.headers['content-type'])).not.toMatch(/html|svg|xml|javascript/);
    expect(res.headers['content-security-policy']).toMatch(/\bsandbox\b/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['application/pdf', 'certidao.pdf'],
    ['image/png', 'foto.png'],
    ['image/jpeg', 'foto.jpg'],
  ])('%s from the short safe list still opens inline', async (contentType, name) => {
    const res = await fetchAs(contentType, name);
    expect(String(res.headers['content-disposition'])).toMatch(/^inline;/);
    expect(String(res.headers['content-type'])).toContain(contentType);
    // Chromium's PDF viewer does not open a sandboxed document; the app's own CSP still applies
    if (contentType !== 'application/pdf')
      expect(res.headers['content-security-policy']).toMatch(/\bsandbox\b/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String((await fetchAs(contentType, name, '?download=1')).headers['content-disposition'])).toMatch(
      /^attachment;/,
    );
  });
});

describe('transport security headers', () => {
  it('sends HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const { buildApp } = await import('../../app');
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(String(plain.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');

    const config = { ...t.app.deps.config, PUBLIC_URL: 'https://siao.example' };
    const secure = await buildApp({ config, database: t.app.deps.database, logger: false });
    try {
      const res = await secure.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});
