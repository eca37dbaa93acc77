import { join } from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileSigner, Storage } from './storage';

/** S3 when a bucket is configured (several processes, several machines), else DATA_DIR/files. */
export function createStorage(config: Config, signer: FileSigner): Storage {
  if (!config.S3_BUCKET) return createLocalStorage(join(config.dataDir, 'files'), signer);
  return createS3Storage(
    {
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      presignedDownloads: config.S3_PRESIGNED_DOWNLOADS,
    },
    signer,
  );
}
