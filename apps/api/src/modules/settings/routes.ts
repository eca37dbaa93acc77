import { platformSettingsInputSchema, platformSettingsSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPERADMIN } from '../../lib/auth/access';
import { auditOrigin, dataOf } from '../../lib/http';
import { businessSettings, updateBusinessSettings } from './service';

const tags = ['Configurações'];

/** Configurações: superadmins only. Faturas and certificates read what they need through their services. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/settings',
    {
      config: { access: SUPERADMIN },
      schema: { tags, response: { 200: dataOf(platformSettingsSchema) } },
    },
    async () => ({ data: await businessSettings(deps) }),
  );

  app.put(
    '/api/settings',
    {
      config: { access: SUPERADMIN },
      schema: { tags, body: platformSettingsInputSchema, response: { 200: dataOf(platformSettingsSchema) } },
    },
    async (request) => ({
      data: await updateBusinessSettings(deps, request.body, auditOrigin(request)),
    }),
  );
};
