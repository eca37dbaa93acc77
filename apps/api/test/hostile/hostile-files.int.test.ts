import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant, createThread } from '../helpers/ai-converse';
import { apiError } from '../helpers/json';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { docxBomb, hostileFiles } from './corpus';
import { expectedCode, expectedStatus, sendHostile, type UploadPath, type UploadTargets } from './send';

/**
 * Issue 11: every hostile file through every upload path that exists, answered with the expected
 * status, and the server still answering /api/health after each one. The local engine reads the
 * files on the server (no provider reads them natively), which is the path the attacks used.
 */
let t: TestApp;
let targets: UploadTargets;

beforeAll(async () => {
  t = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '10000', FILE_WORKERS: '1' });
  const superadmin = await t.authHeader('superadmin');
  const chatUser = await t.authHeader('cliente');
  const assistant = (overrides: Record<string, unknown>) =>
    createAssistant(t.app, superadmin, { provider: 'local', ...overrides });
  const journey = await t.app.inject({
    method: 'POST',
    url: '/api/learning/journeys',
    headers: superadmin,
    payload: { title: 'Jornada das capas hostis', workload_hours: 1 },
  });
  targets = {
    journeyId: journey.json().data.id,
    app: t.app,
    chatUser,
    staff: await t.authHeader('operador'),
    superadmin,
    threads: {
      chat: await createThread(t.app, chatUser, await assistant({})),
      tool: await createThread(t.app, chatUser, await assistant({ interaction_mode: 'tool' })),
      'multi-file': await createThread(
        t.app,
        chatUser,
        await assistant({ interaction_mode: 'tool', window_context: true }),
      ),
    },
  };
});
afterAll(() => t?.close());

const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
const paths: UploadPath[] = [
  'chat',
  'tool',
  'multi-file',
  'documents',
  'learning-documents',
  'journey-cover',
];

describe.each(paths)('hostile files through %s', (path) => {
  it.each(hostileFiles().map((file) => [file.label, file] as const))('%s', async (_, file) => {
    const res = await sendHostile(targets, path, file);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(expectedStatus(path, file));
    if (res.statusCode === 422) {
      expect(apiError(res).code).toBe(expectedCode(path, file));
      expect(apiError(res).message).toContain(file.fileName);
    }
    // the cover names its own refusal; chat and Documentos answer their usual type errors
    if (path === 'journey-cover' && res.statusCode === 415)
      expect(apiError(res).code).toBe(expectedCode(path, file));
    expect((await health()).statusCode).toBe(200);
  });
});

describe('availability while a hostile file is processed', () => {
  it('keeps answering /api/health while a 400 MB zip bomb is being inflated', async () => {
    let settled = false;
    const bomb = {
      ...hostileFiles().find((file) => file.code === 'FILE_ARCHIVE_TOO_LARGE')!,
      bytes: docxBomb(400),
    };
    const pending = sendHostile(targets, 'chat', bomb).finally(() => {
      settled = true;
    });
    const answer = await health();
    expect(answer.statusCode).toBe(200);
    // the bomb was still being inflated (in a worker) when health answered
    expect(settled).toBe(false);
    expect((await pending).statusCode).toBe(422);
  });
});
