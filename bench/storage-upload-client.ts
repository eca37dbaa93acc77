/**
 * The HTTP client of storage-upload.ts, in its own process so its buffers are not counted in the
 * API's memory. Sends a multipart upload generated on the fly (never whole in memory) and
 * downloads a URL to nowhere, hashing both.
 */
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { PNG_1X1 } from '../apps/api/src/seed/tiny-png';

export type ClientCommand =
  | { type: 'upload'; url: string; token: string; size: number }
  | { type: 'download'; url: string };

const CHUNK = 1024 * 1024;

function upload(url: string, token: string, size: number) {
  const boundary = `----siaobench${Date.now()}`;
  const fields = { title: 'Arquivo grande', category: 'Bench', visibility: 'interno' };
  const head = Buffer.from(
    `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="planta.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const hash = createHash('sha256');
  return new Promise<{ status: number; sha256: string; body: string }>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, sha256: hash.digest('hex'), body }));
    });
    req.write(head);
    let sent = 0;
    // a PNG signature, then noise: a type Documentos accepts and does not extract text from
    const next = () => {
      while (sent < size) {
        const chunk =
          sent === 0 ? Buffer.concat([PNG_1X1, randomBytes(CHUNK - PNG_1X1.length)]) : randomBytes(CHUNK);
        const part = chunk.subarray(0, Math.min(CHUNK, size - sent));
        sent += part.length;
        hash.update(part);
        if (!req.write(part)) return void req.once('drain', next);
      }
      req.end(tail);
    };
    next();
  });
}

function download(url: string) {
  return new Promise<{ status: number; size: number; sha256: string }>((resolve, reject) => {
    request(url, (res) => {
      const hash = createHash('sha256');
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        hash.update(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, size, sha256: hash.digest('hex') }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

process.on('message', async (command: ClientCommand) => {
  try {
    const result =
      command.type === 'upload'
        ? await upload(command.url, command.token, command.size)
        : await download(command.url);
    process.send!({ result });
  } catch (err) {
    process.send!({ error: String(err) });
  }
});
process.send!({ ready: true });
