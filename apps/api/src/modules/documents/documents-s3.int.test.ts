import { createHash, randomBytes } from 'node:crypto';
import type { DocumentDetail, DocumentLink } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/helpers/fake-s3';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { multipartBody, PNG_1X1 } from './test-multipart';

// two API processes (as on two machines): each its own data directory, one S3 bucket, one secret
let s3: FakeS3 | undefined;
let first: TestApp | undefined;
let second: TestApp | undefined;

beforeAll(async () => {
  s3 = await startFakeS3();
  const env = { ...s3.env, JWT_SECRET: randomBytes(32).toString('hex') };
  first = await createTestApp(env);
  second = await createTestApp(env);
}, 180_000); // two apps, two databases to migrate
afterAll(async () => {
  await first?.close();
  await second?.close();
  await s3?.close();
});

describe('Documentos on S3', () => {
  it('a file uploaded through one API process downloads through another and straight from S3', async () => {
    // 20 MB: several multipart parts on the way in
    const bytes = Buffer.concat([PNG_1X1, randomBytes(20 * 1024 * 1024)]);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const staff = await first!.authHeader('operador');
    const body = multipartBody(
      { title: 'Planta do imóvel', category: 'Plantas', visibility: 'todos_clientes' },
      { name: 'planta.png', bytes },
    );
    const res = await first!.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json().data as DocumentDetail;
    expect(doc).toMatchObject({ format: 'png', size_bytes: bytes.length, sha256 });

    const link = (await first!.app.inject({ url: `/api/documents/${doc.id}/link`, headers: staff })).json()
      .data as DocumentLink;
    // the preview link is the API's own: the other process serves it from the shared bucket
    const viaOther = await second!.app.inject({ url: link.url });
    expect(viaOther.statusCode).toBe(200);
    expect(viaOther.headers['content-length']).toBe(String(bytes.length));
    expect(createHash('sha256').update(viaOther.rawPayload).digest('hex')).toBe(sha256);

    // the download link is presigned by S3: no API in the way
    expect(link.download_url.startsWith(s3!.env.S3_ENDPOINT!)).toBe(true);
    const direct = await fetch(link.download_url);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''planta.png");
    expect(
      createHash('sha256')
        .update(Buffer.from(await direct.arrayBuffer()))
        .digest('hex'),
    ).toBe(sha256);
  });
});
