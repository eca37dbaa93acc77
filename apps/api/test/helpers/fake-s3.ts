import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface FakeS3 {
  /** the variables that point the API at this server */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on 127.0.0.1, random port, one bucket, files in a temp dir. */
export async function startFakeS3(bucket = 'siao-test'): Promise<FakeS3> {
  const directory = mkdtempSync(join(tmpdir(), 'siao-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  let running = false;
  const close = async () => {
    if (running) await server.close();
    running = false;
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    const { port } = await server.run();
    running = true;
    return {
      env: {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_REGION: 'us-east-1',
        S3_BUCKET: bucket,
        // s3rver's built-in account
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
