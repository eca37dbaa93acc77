import { certificateFileName, certificateSchema, idParamSchema, revokeCertificateSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin } from '../../../lib/audit';
import { EVERYONE, STAFF } from '../../../lib/auth/access';
import { attachmentDisposition, authOf, dataOf } from '../../../lib/http';
import { renderCertificatePdf } from './certificate-pdf';
import {
  certificateByCode,
  certificateView,
  issuerOf,
  requireCertificate,
  revokeCertificate,
  storedLogo,
  toCertificate,
} from './certificate-service';
import { credentialKeys } from './credential-keys';

const tags = ['SiãoSeg'];

/** Certificates: the learner's own (or staff), the public check by code, the signing keys. */
export const learningCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/learning/certificates/:id',
    {
      config: { access: EVERYONE },
      schema: { tags, params: idParamSchema, response: { 200: dataOf(certificateSchema) } },
    },
    async (request) => ({
      data: await certificateView(deps, await requireCertificate(deps, authOf(request), request.params.id)),
    }),
  );
  app.get(
    '/api/learning/certificates/:id/pdf',
    { config: { access: EVERYONE }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const row = await requireCertificate(deps, authOf(request), request.params.id);
      const issuer = await issuerOf(deps, row);
      const logo = issuer.logo ? await storedLogo(deps, issuer.logo) : null;
      const cert = toCertificate(deps, row, issuer);
      const pdf = await renderCertificatePdf(cert, logo);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          attachmentDisposition(certificateFileName(cert.journey_title, cert.learner_name)),
        )
        .send(pdf);
    },
  );
  app.post(
    '/api/learning/certificates/:id/revoke',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: idParamSchema,
        body: revokeCertificateSchema,
        response: { 200: dataOf(certificateSchema) },
      },
    },
    async (request) => {
      const row = await requireCertificate(deps, authOf(request), request.params.id);
      await revokeCertificate(deps, row, request.body.reason, auditOrigin(request));
      return { data: await certificateView(deps, await requireCertificate(deps, authOf(request), row.id)) };
    },
  );

  // public: the QR code's link lands here, no login (the page at /certificados/{code} reads it)
  app.get(
    '/api/public/certificates/:code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ code: z.string().min(4).max(40) }),
        response: { 200: dataOf(certificateSchema.omit({ id: true })) },
      },
    },
    async (request) => {
      const { id: _id, ...data } = await certificateView(
        deps,
        await certificateByCode(deps, request.params.code),
      );
      return { data };
    },
  );
  app.get('/.well-known/jwks.json', { config: { access: 'public' } }, async () => ({
    keys: [(await credentialKeys(deps)).publicJwk],
  }));
};
