import { idParam, idParamSchema } from '@siao/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerIdParamCheck } from './id-params';

let app = Fastify();
afterEach(() => app.close());

function withCheck() {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerIdParamCheck(app);
  return app;
}

const handler = async () => 'ok';

describe('the id rule of the route table', () => {
  it('refuses a route whose :id has no params schema, or one that is not a UUID', () => {
    const a = withCheck();
    expect(() => a.get('/api/coisas/:id', handler)).toThrow(/GET \/api\/coisas\/:id.*:id.*idParam/);
    expect(() =>
      a.get('/api/coisas/:id', { schema: { params: z.object({ id: z.string().max(64) }) } }, handler),
    ).toThrow(/:id/);
  });

  it('refuses an :xxxId parameter left undeclared next to a declared :id', () => {
    const a = withCheck();
    expect(() =>
      a.delete('/api/coisas/:id/chaves/:keyId', { schema: { params: idParamSchema } }, handler),
    ).toThrow(/:keyId/);
  });

  it('accepts ids declared with idParam, and leaves other path parameters alone', () => {
    const a = withCheck();
    a.get('/api/coisas/:id', { schema: { params: idParamSchema } }, handler);
    a.put(
      '/api/coisas/:id/partes/:parteId',
      { schema: { params: z.object({ id: idParam, parteId: idParam }) } },
      handler,
    );
    a.get('/api/publico/:code', handler);
    expect(a.printRoutes()).toContain('coisas/');
  });
});
