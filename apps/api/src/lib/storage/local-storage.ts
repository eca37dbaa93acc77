import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { apiFileUrl, type FileSigner, measuringStream, type Storage, toReadable } from './storage';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `root` on this machine; links go through the API (`/api/files/<token>`). */
export function createLocalStorage(root: string, signer: FileSigner): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const full = resolve(join(base, key));
    if (!full.startsWith(`${base}/`)) throw new Error(`chave de arquivo inválida: ${key}`);
    return full;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // a temp file renamed at the end: a reader never sees half a file, a failed upload leaves none
      const temp = `${path}.${randomUUID()}.part`;
      const measure = measuringStream();
      try {
        await pipeline(toReadable(body), measure, createWriteStream(temp));
        await rename(temp, path);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
      return measure.result();
    },
    async get(key) {
      try {
        // open first, then stat the handle: a concurrent delete cannot split the two
        const handle = await open(pathOf(key));
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      try {
        return { size: (await stat(pathOf(key))).size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async signedUrl(key, options) {
      pathOf(key);
      return apiFileUrl(signer, key, options);
    },
  };
}
