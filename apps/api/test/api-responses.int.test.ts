import { apiResponses } from '@siao/shared/api-responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The part of the OpenAPI document this test reads (generated from each route's `schema.response`). */
interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
  >;
}

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  document = (t.app as unknown as { swagger(): OpenApiDocument }).swagger();
});
afterAll(async () => {
  await t?.close();
});

/**
 * The back-office's fakes answer through `@siao/shared/api-responses`; this keeps that table honest:
 * every entry must be exactly what its API route declares (status and body), as OpenAPI publishes it.
 */
describe('the shared response table the back-office fakes answer with', () => {
  it.each(Object.entries(apiResponses))('%s is what the API route declares', (key, [status, schema]) => {
    const [method, path] = key.split(' ') as [string, string];
    const route = document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    expect(route, `${key} não existe na API`).toBeDefined();
    const successes = Object.keys(route!.responses).filter((code) => code.startsWith('2'));
    expect(successes).toEqual([String(status)]);
    const declared = route!.responses[String(status)]?.content?.['application/json']?.schema;
    const { $schema: _, ...expected } = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' });
    expect(declared).toEqual(expected);
  });
});
