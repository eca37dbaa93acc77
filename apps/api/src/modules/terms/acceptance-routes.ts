import { products, termsAcceptanceSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { authOf, clientInfo, dataOf } from '../../lib/http';
import { findCurrentPrivacyPolicy, findPublishedVersion, insertAcceptance } from './acceptance-repository';

const acceptanceSchema = z.object({
  terms_id: z.string(),
  version: z.number(),
  product: z.string(),
  accepted_at: z.string(),
});

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
        response: { 200: dataOf(acceptanceSchema) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const product = request.params.product;
      if (!(products as readonly string[]).includes(product)) throw new AppError('UNKNOWN_PRODUCT');
      const version = await findPublishedVersion(db, request.body.terms_id, request.body.version).catch(
        () => undefined,
      );
      if (!version || (version.product && version.product !== product)) throw new AppError('TERMS_NOT_FOUND');
      const origin = clientInfo(request);
      const row = await insertAcceptance(db, {
        userId: auth.userId,
        termsId: version.termsId,
        version: version.version,
        contentHash: version.hash,
        product,
        ip: origin.ip,
        userAgent: origin.userAgent,
      });
      await writeAudit(
        db,
        {
          action: 'terms.accepted',
          entity: 'terms',
          entityId: version.termsId,
          clientId: auth.clientId,
          details: { version: version.version, product },
        },
        { ...origin, actorId: auth.userId },
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
