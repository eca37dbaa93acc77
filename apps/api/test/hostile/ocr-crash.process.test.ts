import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tesseractAvailable } from '../../src/modules/ai/documents/tesseract-ocr';
import { createAssistant, createThread, sseData, userText } from '../helpers/ai-converse';
import { apiError } from '../helpers/json';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { corruptPng } from './corpus';
import { sendHostile, type UploadTargets } from './send';

/**
 * Issue 11, finding 1: an image tesseract.js cannot decode made its worker throw an uncaught
 * error that ended the process. With OCR on, that error now ends one file worker only: the
 * request gets a Portuguese 422 and the server goes on (a fresh worker serves the next file).
 */
let t: TestApp;
let targets: UploadTargets;

beforeAll(async () => {
  t = await createTestApp({ OCR_ENABLED: 'true', FILE_WORKERS: '1' });
  const chatUser = await t.authHeader('cliente');
  const assistant = await createAssistant(t.app, await t.authHeader('superadmin'), { provider: 'local' });
  const thread = await createThread(t.app, chatUser, assistant);
  targets = {
    app: t.app,
    chatUser,
    staff: {},
    superadmin: {},
    journeyId: '',
    threads: { chat: thread, tool: thread, 'multi-file': thread },
  };
});
afterAll(() => t?.close());

describe.runIf(tesseractAvailable())('OCR of a file that crashes tesseract.js', () => {
  it('answers 422 in Portuguese and keeps the server up', async () => {
    const res = await sendHostile(targets, 'chat', {
      label: 'PNG com dados de imagem corrompidos',
      fileName: 'scan.png',
      part: { image_format: 'png' },
      bytes: corruptPng(),
      expect: { chat: 422, documents: 201 },
    });
    expect(res.statusCode).toBe(422);
    expect(apiError(res)).toMatchObject({
      code: 'FILE_PROCESSING_FAILED',
      message: expect.stringContaining('"scan.png"'),
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const next = await t.app.inject({
      method: 'POST',
      url: `/api/threads/${targets.threads.chat}/converse-stream`,
      headers: targets.chatUser,
      payload: userText('Olá'),
    });
    expect(sseData(next.body).at(-1)).toBe('[DONE]');
  }, 120_000);
});
