import { termsAcceptanceResultSchema, termsAcceptanceSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, clientInfo, dataOf } from '../../lib/http';
import { findCurrentPrivacyPolicy } from './acceptance-repository';
import { acceptTerms } from './acceptance-service';

const policySchema = z
  .object({ title: z.string(), version: z.number(), content_html: z.string(), published_at: z.string() })
  .nullable();

export const termsAcceptanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['Termos'];

  app.post(
    '/api/:product/users/add-terms-accepted',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        params: z.object({ product: z.string().max(40) }),
        body: termsAcceptanceSchema,
        response: { 200: dataOf(termsAcceptanceResultSchema) },
      },
    },
    async (request) => {
      const row = await acceptTerms(
        app.deps,
        authOf(request),
        request.params.product,
        request.body,
        clientInfo(request),
      );
      return {
        data: {
          terms_id: row.termsId,
          version: row.version,
          product: row.product,
          accepted_at: row.acceptedAt.toISOString(),
        },
      };
    },
  );

  app.get(
    '/api/public/privacy-policy',
    { config: { access: 'public' }, schema: { tags, response: { 200: dataOf(policySchema) } } },
    async () => {
      const row = await findCurrentPrivacyPolicy(db);
      return {
        data: row
          ? {
              title: row.title,
              version: row.version,
              content_html: row.contentHtml,
              published_at: row.publishedAt!.toISOString(),
            }
          : null,
      };
    },
  );
};
