import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Readable, Transform } from 'node:stream';

/** What a `put` wrote, measured while the bytes went by (no second read). */
export interface StoredObject {
  size: number;
  /** hex SHA-256 of the stored bytes */
  sha256: string;
}

/** A stored file opened for reading: the caller must consume or destroy `body`. */
export interface StoredStream {
  body: Readable;
  size: number;
}

export interface SignedUrlOptions {
  /** file name shown to the user (Content-Disposition) */
  name: string;
  contentType: string;
  /** attachment (save as) instead of inline (open in the browser) */
  download?: boolean;
  ttlSeconds?: number;
}

/**
 * File storage: local disk by default, any S3-compatible service when configured. Keys are
 * opaque paths like `threads/<id>/<uuid>`. Bodies move as streams, so memory does not grow
 * with file size; `readAll` exists for the few small files that need a Buffer.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes the whole stream (or buffer); nothing is visible under `key` unless it all arrived. */
  put(key: string, body: Readable | Buffer, options?: { contentType?: string }): Promise<StoredObject>;
  /** The file as a stream, or null when the key does not exist. */
  get(key: string): Promise<StoredStream | null>;
  /** Size of the file, or null when the key does not exist. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** A short-lived link anyone holding it can download from, with no session. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
}

/** Default lifetime (s) of signed links. */
export const SIGNED_URL_TTL = 600;

/** Counts and hashes the bytes that flow through (the SHA-256 is ready after 'end'). */
export function measuringStream(): Transform & { result(): StoredObject } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  let digest: string | undefined;
  return Object.assign(stream, {
    result: () => {
      digest ??= hash.digest('hex');
      return { size, sha256: digest };
    },
  });
}

export const toReadable = (body: Readable | Buffer): Readable =>
  Buffer.isBuffer(body) ? Readable.from([body]) : body;

/** Reads a whole stream into memory: only for small files (avatars) or legacy callers. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export interface SignedFile {
  key: string;
  name: string;
  contentType: string;
  /** unix seconds */
  exp: number;
}

/** Short-lived links to stored files (`/api/files/<token>`), checked by HMAC, no session needed. */
export function createFileSigner(secret: string) {
  const mac = (payload: string) =>
    createHmac('sha256', `files:${secret}`).update(payload).digest('base64url');
  return {
    sign(file: Omit<SignedFile, 'exp'>, ttlSeconds = 600): string {
      const payload = Buffer.from(
        JSON.stringify({ ...file, exp: Math.floor(Date.now() / 1000) + ttlSeconds }),
      ).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    verify(token: string): SignedFile | null {
      const [payload, signature] = token.split('.');
      if (!payload || !signature) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const file = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignedFile;
      return file.exp >= Date.now() / 1000 ? file : null;
    },
  };
}

export type FileSigner = ReturnType<typeof createFileSigner>;

/** The API's own download link (`/api/files/<token>`), relative to the API's origin. */
export function apiFileUrl(signer: FileSigner, key: string, options: SignedUrlOptions): string {
  const token = signer.sign(
    { key, name: options.name, contentType: options.contentType },
    options.ttlSeconds ?? SIGNED_URL_TTL,
  );
  return `/api/files/${token}${options.download ? '?download' : ''}`;
}
