import { platformSettingsInputSchema, platformSettingsSchema } from '@siao/shared';
import { ISSUER_LOGO_MAX_BYTES } from '@siao/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPERADMIN } from '../../lib/auth/access';
import { keepUploadIfDone, readMultipart, requireFile } from '../../lib/files/document-upload';
import { acceptUploads } from '../../lib/files/multipart';
import { auditOrigin, dataOf } from '../../lib/http';
import { issuerLogoKey, removeIssuerLogo, setIssuerLogo } from './issuer-logo';
import { businessSettings, updateBusinessSettings } from './service';

const tags = ['Configurações'];
const settings = { 200: dataOf(platformSettingsSchema) };

/** Configurações: superadmins only. Faturas and certificates read what they need through their services. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // encapsulated: only the logo upload of this plugin reads multipart, up to the logo's size
  await acceptUploads(app, { fileSize: ISSUER_LOGO_MAX_BYTES, files: 1 });

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

  // the issuer's logo on certificates: PNG or JPEG through the one file intake, audited
  app.put(
    '/api/settings/logo',
    { config: { access: SUPERADMIN, acceptsFile: true }, schema: { tags, response: settings } },
    async (request) => {
      const { file } = await readMultipart(request, deps.storage, issuerLogoKey(), ISSUER_LOGO_MAX_BYTES);
      await keepUploadIfDone(deps.storage, file, () =>
        setIssuerLogo(deps, requireFile(file), auditOrigin(request)),
      );
      return { data: await businessSettings(deps) };
    },
  );
  app.delete(
    '/api/settings/logo',
    { config: { access: SUPERADMIN }, schema: { tags, response: settings } },
    async (request) => {
      await removeIssuerLogo(deps, auditOrigin(request));
      return { data: await businessSettings(deps) };
    },
  );
};
