import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  corruptPng,
  docxBomb,
  gifFrameClaiming,
  jpegClaiming,
  pngClaiming,
  webpClaiming,
  xlsxBomb,
  zip,
} from '../../../test/hostile/corpus';
import { assertImageWithinLimits, type FileRejectedError } from './file-rejection';
import { readImageSize } from './image-header';
import { createWorkerPool, WorkerFailedError, type WorkerPool } from './worker-pool';
import { ArchiveTooLargeError, assertArchiveWithinLimits } from './zip-guard';

const MB = 1024 * 1024;

describe('image headers', () => {
  it('reads the dimensions every format claims, without decoding', () => {
    expect(readImageSize(pngClaiming(65_535, 65_535))).toEqual({
      format: 'png',
      width: 65_535,
      height: 65_535,
    });
    expect(readImageSize(jpegClaiming(50_000, 40_000))).toEqual({
      format: 'jpeg',
      width: 50_000,
      height: 40_000,
    });
    expect(readImageSize(gifFrameClaiming(65_535, 2))).toEqual({ format: 'gif', width: 65_535, height: 2 });
    expect(readImageSize(webpClaiming(16_000, 9_000))).toEqual({
      format: 'webp',
      width: 16_000,
      height: 9_000,
    });
    expect(readImageSize(Buffer.from('%PDF-1.4\n'))).toBeNull();
  });

  it('refuses pixel bombs, absurd sides and ratios, and lets a normal scan through', () => {
    const refused = (bytes: Buffer) => {
      try {
        assertImageWithinLimits(bytes, 40_000_000);
        return null;
      } catch (error) {
        return (error as FileRejectedError).code;
      }
    };
    expect(refused(pngClaiming(65_535, 65_535))).toBe('FILE_IMAGE_TOO_LARGE');
    expect(refused(pngClaiming(8_000, 6_000))).toBe('FILE_IMAGE_TOO_LARGE'); // 48 MP
    expect(refused(pngClaiming(20_000, 10))).toBe('FILE_IMAGE_TOO_LARGE'); // ratio 2000:1
    expect(refused(pngClaiming(0, 10))).toBe('FILE_UNREADABLE');
    expect(refused(pngClaiming(65_535, 65_535).subarray(0, 20))).toBe('FILE_UNREADABLE');
    expect(refused(pngClaiming(2_480, 3_508))).toBeNull(); // A4 at 300 dpi
    expect(refused(corruptPng())).toBeNull(); // small: the decoder's problem, in a worker
  });
});

describe('zip guard', () => {
  const limits = { maxUncompressedBytes: 100 * MB, maxCompressionRatio: 100 };

  it('stops a DOCX bomb at the budget, whatever the central directory declares', () => {
    expect(() => assertArchiveWithinLimits(docxBomb(400), limits)).toThrow(ArchiveTooLargeError);
    // the XLSX declares 100 bytes per entry: only inflating tells the truth
    expect(() => assertArchiveWithinLimits(xlsxBomb(32), limits)).toThrow(ArchiveTooLargeError);
  });

  it('applies the total cap to archives under the ratio', () => {
    const text = Buffer.from(Array.from({ length: 40_000 }, (_, i) => `linha ${i * 7919}\n`).join(''));
    const archive = zip([{ name: 'word/document.xml', data: text }]);
    expect(assertArchiveWithinLimits(archive, limits)).toBe(text.length);
    expect(() =>
      assertArchiveWithinLimits(archive, { maxUncompressedBytes: text.length - 1, maxCompressionRatio: 100 }),
    ).toThrow(ArchiveTooLargeError);
  });
});

describe('worker pool', () => {
  let pool: WorkerPool | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await pool?.close();
  });
  const open = (timeoutMs = 60_000, memoryMb = 64) => {
    pool = createWorkerPool({
      entry: new URL('../../../test/hostile/fixtures/test-worker.mjs', import.meta.url),
      size: 1,
      timeoutMs,
      memoryMb,
    });
    return pool;
  };
  type Answer = { threadId: number; length?: number };

  it('fails only the task whose worker crashed, and replaces the worker', async () => {
    const workers = open();
    const first = await workers.run<Answer>({ mode: 'ok' });
    await expect(workers.run({ mode: 'crash' })).rejects.toEqual(new WorkerFailedError('crashed'));
    const after = await workers.run<Answer>({ mode: 'ok' });
    expect(after.threadId).not.toBe(first.threadId);
  });

  it('replaces a worker that runs out of memory', async () => {
    const workers = open(60_000, 32);
    await expect(workers.run({ mode: 'oom' })).rejects.toEqual(new WorkerFailedError('crashed'));
    expect(await workers.run<Answer>({ mode: 'ok' })).toHaveProperty('threadId');
  });

  it('ends a task over its time limit and serves the next one with a fresh worker', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const workers = open(5_000);
    const hung = workers.run({ mode: 'hang' });
    const queued = workers.run<Answer>({ mode: 'ok', bytes: new Uint8Array(3) });
    vi.advanceTimersByTime(5_000);
    await expect(hung).rejects.toEqual(new WorkerFailedError('timeout'));
    expect((await queued).length).toBe(3);
  });

  it('passes a worker-side refusal through as it was answered', async () => {
    await expect(open().run({ mode: 'fail' })).rejects.toEqual({ code: 'FILE_UNREADABLE' });
  });
});
