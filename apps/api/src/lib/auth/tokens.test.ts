import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const claims = () => ({ sub: randomUUID(), role: 'cliente' as const, cid: randomUUID(), sid: randomUUID() });

afterEach(() => vi.useRealTimers());

describe('token verification (kept per process once verified)', () => {
  it('accepts the same token again, with the same claims, and refuses it for another audience', async () => {
    const tokens = createTokenService('segredo-de-teste-com-32-caracteres!!');
    const c = claims();
    const token = await tokens.sign(c, 'backoffice', 600);
    expect(await tokens.verify(token, ['backoffice'])).toMatchObject({ ...c, aud: 'backoffice' });
    expect(await tokens.verify(token, ['backoffice'])).toMatchObject({ ...c, aud: 'backoffice' });
    await expect(tokens.verify(token, ['widget'])).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a token it verified before once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
    const tokens = createTokenService('segredo-de-teste-com-32-caracteres!!');
    const token = await tokens.sign(claims(), 'backoffice', 60);
    await tokens.verify(token, ['backoffice']);
    vi.setSystemTime(new Date('2026-11-24T08:01:01Z'));
    await expect(tokens.verify(token, ['backoffice'])).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('does not accept a token that differs from a verified one by its signature', async () => {
    const tokens = createTokenService('segredo-de-teste-com-32-caracteres!!');
    const token = await tokens.sign(claims(), 'backoffice', 600);
    await tokens.verify(token, ['backoffice']);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(tokens.verify(forged, ['backoffice'])).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
