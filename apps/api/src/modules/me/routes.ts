import { updateProfileSchema, userSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditOrigin, authOf, dataOf } from '../../lib/http';
import { getMe, updateProfile } from './profile-service';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['Minha conta'];
  const config = { access: 'authenticated', audiences: ['backoffice', 'ai'] } as const;

  app.get(
    '/api/me',
    {
      config: { ...config, secondFactorEnrolment: true },
      schema: { tags, response: { 200: dataOf(userSchema) } },
    },
    async (request) => ({
      data: await getMe(deps, authOf(request)),
    }),
  );

  app.put(
    '/api/me/profile',
    {
      config: { access: 'authenticated' },
      bodyLimit: 1024 * 1024,
      schema: { tags, body: updateProfileSchema, response: { 200: dataOf(userSchema) } },
    },
    async (request) => ({
      data: await updateProfile(deps, authOf(request), request.body, auditOrigin(request)),
    }),
  );
};
