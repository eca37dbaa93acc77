// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateOptions } from './validate-options';

const valid = { api: 'https://siao.example/api', auth: { authToken: 'jwt' } };
afterEach(() => vi.restoreAllMocks());

describe('host options (spec §3)', () => {
  it('applies defaults and normalises the API base to end with /', () => {
    const r = validateOptions(valid);
    expect(r).toEqual({
      ok: true,
      options: expect.objectContaining({
        api: 'https://siao.example/api/',
        mode: 'chat',
        assistantListMode: 'grid',
        heightChatDesktop: '600px',
        ignoreFilterConfig: false,
      }),
    });
  });
  it('accepts every documented option', () => {
    const r = validateOptions({
      ...valid,
      auth: { authToken: 'jwt', refreshToken: 'r'.repeat(20) },
      heightChatDesktop: 700,
      heightChatMobile: '90vh',
      colors: { mainColor: '#0a7', secondaryColor: 'rgb(240, 240, 240)' },
      components: { assistantListMode: 'list' },
      user: { name: 'Ana' },
      mode: 'tool',
      ignoreFilterConfig: true,
      allowBackListWithButtonNewAction: true,
      presentation: false,
      listAllChatAndTools: true,
      assistant: { id: 'a1' },
      context: 'cartorio-42',
    });
    expect(r.ok && r.options).toMatchObject({
      heightChatDesktop: '700px',
      heightChatMobile: '90vh',
      mode: 'tool',
    });
  });
  it.each([
    [{ auth: { authToken: 'x' } }, 'api'],
    [{ ...valid, api: 'ftp://x/api/' }, 'api'],
    [{ ...valid, auth: {} }, 'auth.authToken'],
    [{ ...valid, auth: 'jwt' }, 'auth'],
    [{ ...valid, mode: 'robot' }, 'mode'],
    [{ ...valid, colors: { mainColor: 'not-a-colour' } }, 'colors.mainColor'],
    [{ ...valid, heightChatDesktop: 'tall' }, 'heightChatDesktop'],
    [{ ...valid, components: { assistantListMode: 'carousel' } }, 'components.assistantListMode'],
    [{ ...valid, presentation: 'yes' }, 'presentation'],
    [{ ...valid, assistant: { id: 42 } }, 'assistant.id'],
    ['nope', 'options'],
  ])('names the invalid option %#', (input, option) => {
    expect(validateOptions(input)).toMatchObject({ ok: false, option });
  });
  it('warns about unknown options without failing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(validateOptions({ ...valid, colour: 'red' }).ok).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"colour"'));
  });
});
