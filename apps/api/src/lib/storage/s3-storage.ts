import { pipeline, type Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  apiFileUrl,
  type FileSigner,
  measuringStream,
  SIGNED_URL_TTL,
  type Storage,
  toReadable,
} from './storage';

export interface S3StorageOptions {
  /** empty = AWS S3 itself; MinIO `http://host:9000`, R2 `https://<account>.r2.cloudflarestorage.com` */
  endpoint?: string;
  region: string;
  bucket: string;
  /** both empty = the SDK's default chain (env, instance role…) */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http://endpoint/bucket/key` instead of `http://bucket.endpoint/key` (MinIO, s3rver) */
  forcePathStyle: boolean;
  /** download links straight to S3 (presigned GET); false = through the API (`/api/files/…`) */
  presignedDownloads: boolean;
}

/** Parts of 8 MB, two in flight: an upload holds about 24 MB whatever the file's size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

async function loadSdk() {
  const [s3, storage, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { s3, storage, presigner };
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

const isNotFound = (err: unknown) =>
  ['NoSuchKey', 'NotFound'].includes((err as Error).name) ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function createS3Storage(options: S3StorageOptions, signer: FileSigner): Storage {
  // the SDK (a few MB of modules) loads on the first file operation, not at start
  let loaded: Promise<{ client: S3Client; sdk: Sdk }> | undefined;
  const load = () => {
    loaded ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.s3.S3Client({
        endpoint: options.endpoint,
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        // the default CRC checksums are not understood by every S3-compatible server (R2, older MinIO)
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return loaded;
  };
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(key, body, putOptions) {
      const { client, sdk } = await load();
      const measure = measuringStream();
      // errors of the source reach the upload through `measure`, which then aborts the multipart upload
      pipeline(toReadable(body), measure, () => {});
      const upload = new sdk.storage.Upload({
        client,
        params: { Bucket, Key: key, Body: measure, ContentType: putOptions?.contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
      });
      try {
        await upload.done();
      } catch (err) {
        measure.destroy(); // stop reading the source (an upload request, say) nobody will store
        throw err;
      }
      return measure.result();
    },
    async get(key) {
      const { client, sdk } = await load();
      try {
        const object = await client.send(new sdk.s3.GetObjectCommand({ Bucket, Key: key }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      const { client, sdk } = await load();
      try {
        const head = await client.send(new sdk.s3.HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      const { client, sdk } = await load();
      await client.send(new sdk.s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, link) {
      if (!options.presignedDownloads) return apiFileUrl(signer, key, link);
      const { client, sdk } = await load();
      const disposition = link.download ? 'attachment' : 'inline';
      const command = new sdk.s3.GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: link.contentType,
        ResponseContentDisposition: `${disposition}; filename*=UTF-8''${encodeURIComponent(link.name)}`,
      });
      return sdk.presigner.getSignedUrl(client, command, { expiresIn: link.ttlSeconds ?? SIGNED_URL_TTL });
    },
  };
}
