import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/helpers/fake-s3';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { createFileSigner, readAll, type Storage } from './storage';

const signer = createFileSigner('x'.repeat(32));

/** `total` bytes in 1 MB chunks, generated as they are read; `sha256()` once consumed. */
function generated(total: number, failAfter?: number) {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('conexão interrompida'));
        return;
      }
      if (sent >= total) return void this.push(null);
      const chunk = randomBytes(Math.min(1024 * 1024, total - sent));
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

interface Subject {
  storage: Storage;
  close(): Promise<void>;
}

const subjects: Record<string, () => Promise<Subject>> = {
  'disco local': async () => {
    const dir = mkdtempSync(join(tmpdir(), 'siao-files-'));
    return {
      storage: createLocalStorage(dir, signer),
      close: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  S3: async () => {
    const s3: FakeS3 = await startFakeS3();
    const storage = createS3Storage(
      {
        endpoint: s3.env.S3_ENDPOINT,
        region: 'us-east-1',
        bucket: s3.env.S3_BUCKET!,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        presignedDownloads: true,
      },
      signer,
    );
    return { storage, close: () => s3.close() };
  },
};

// one contract, both adapters: whatever a service does with storage works the same on each
describe.each(Object.keys(subjects))('armazenamento: %s', (name) => {
  let subject: Subject | undefined;
  const storage = () => subject!.storage;

  beforeAll(async () => {
    subject = await subjects[name]!();
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('stores a stream, reports size and SHA-256, reads it back as a stream, deletes it', async () => {
    const bytes = Buffer.from('Certidão de inteiro teor — matrícula 12.345');
    const stored = await storage().put(
      'docs/a/v1',
      Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]),
    );
    expect(stored).toEqual({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    expect(await storage().stat('docs/a/v1')).toEqual({ size: bytes.length });

    const file = await storage().get('docs/a/v1');
    expect(file?.size).toBe(bytes.length);
    expect(await readAll(file!.body)).toEqual(bytes);

    await storage().delete('docs/a/v1');
    expect(await storage().get('docs/a/v1')).toBeNull();
  });

  it('a missing key is null on get and stat, and deleting it is not an error', async () => {
    expect(await storage().get('nada/aqui')).toBeNull();
    expect(await storage().stat('nada/aqui')).toBeNull();
    await expect(storage().delete('nada/aqui')).resolves.toBeUndefined();
  });

  it('a large stream (several multipart parts on S3) arrives whole', async () => {
    const source = generated(20 * 1024 * 1024 + 123);
    const stored = await storage().put('grande/arquivo', source.stream);
    const sha256 = source.sha256();
    expect(stored).toEqual({ size: 20 * 1024 * 1024 + 123, sha256 });

    const file = await storage().get('grande/arquivo');
    expect(file?.size).toBe(stored.size);
    const hash = createHash('sha256');
    for await (const chunk of file!.body) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(sha256);
    await storage().delete('grande/arquivo');
  });

  it('a stream that fails half-way leaves nothing under the key', async () => {
    const source = generated(12 * 1024 * 1024, 9 * 1024 * 1024);
    await expect(storage().put('falha/arquivo', source.stream)).rejects.toThrow();
    expect(await storage().stat('falha/arquivo')).toBeNull();
  });

  it('a signed link downloads the file with no session', async () => {
    await storage().put('links/nota.pdf', Buffer.from('%PDF-1.4 nota'));
    const url = await storage().signedUrl('links/nota.pdf', {
      name: 'Nota fiscal.pdf',
      contentType: 'application/pdf',
      download: true,
      ttlSeconds: 60,
    });
    if (storage().kind === 'local') {
      // served by the API's /api/files route (tested with the app in platform.int.test.ts)
      const token = /^\/api\/files\/([^?]+)\?download$/.exec(url)?.[1];
      expect(signer.verify(token!)).toMatchObject({ key: 'links/nota.pdf', name: 'Nota fiscal.pdf' });
      return;
    }
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''Nota%20fiscal.pdf");
    expect(await res.text()).toBe('%PDF-1.4 nota');
    // the link is a presigned GET (SigV4 in the query), limited in time
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
  });
});
