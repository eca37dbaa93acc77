import { createHmac, timingSafeEqual } from 'node:crypto';

/** File storage (local disk by default). Keys are opaque paths like `threads/<id>/<uuid>`. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
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
