import { randomUUID } from 'node:crypto';
import {
  documentDetailSchema,
  documentHashParamSchema,
  documentHistoryEntrySchema,
  documentLinkSchema,
  documentListQuerySchema,
  documentMetaSchema,
  documentSummarySchema,
  idParamSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVERYONE, MANAGERS, STAFF } from '../../lib/auth/access';
import { AppError } from '../../lib/errors';
import { documentFileKey } from '../../lib/files/document-upload';
import { authOf, dataOf, okSchema, auditOrigin as origin, pageOf } from '../../lib/http';
import { documentUploads, versionNote } from '../../lib/upload-routes';
import { documentDetail, documentLink, historyOf, requireDocument, viewerOf } from './queries';
import { findByHash, listCategories, toSummary } from './repository';
import { addVersion, createDocument, listVisibleDocuments, parseMeta, updateDocument } from './service';
import { purgeDocument, restoreDocument, trashDocument } from './trash';

const tags = ['Documentos'];
const detail = { 200: dataOf(documentDetailSchema) };

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // encapsulated here: only these routes accept multipart, with the documents' own size limit
  const uploads = await documentUploads(app);

  app.get(
    '/api/documents',
    {
      config: { access: EVERYONE },
      schema: {
        tags,
        querystring: documentListQuerySchema,
        response: { 200: pageOf(documentSummarySchema) },
      },
    },
    async (request) => listVisibleDocuments(deps, authOf(request), request.query),
  );

  app.get(
    '/api/documents/categories',
    { config: { access: EVERYONE }, schema: { tags, response: { 200: dataOf(z.array(z.string())) } } },
    async (request) => ({ data: await listCategories(deps.db, viewerOf(authOf(request))) }),
  );

  // before an upload: is this file (by its SHA-256) already a document? (Documentos warns and offers it)
  app.get(
    '/api/documents/by-hash/:sha256',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: documentHashParamSchema,
        response: { 200: dataOf(z.array(documentSummarySchema)) },
      },
    },
    async (request) => ({
      data: (await findByHash(deps.db, request.params.sha256.toLowerCase())).map(toSummary),
    }),
  );

  app.post(
    '/api/documents',
    { config: { access: STAFF, acceptsFile: true }, schema: { tags, response: { 201: detail[200] } } },
    async (request, reply) => {
      const id = randomUUID();
      await uploads.receive(request, documentFileKey(id, 1), async (fields, checkFile) => {
        const meta = parseMeta(fields);
        await createDocument(deps, id, meta, await checkFile(), origin(request));
      });
      const doc = await requireDocument(deps, authOf(request), id);
      return reply.status(201).send({ data: await documentDetail(deps, authOf(request), doc) });
    },
  );

  app.get(
    '/api/documents/:id',
    { config: { access: EVERYONE }, schema: { tags, params: idParamSchema, response: detail } },
    async (request) => {
      const doc = await requireDocument(deps, authOf(request), request.params.id);
      return { data: await documentDetail(deps, authOf(request), doc) };
    },
  );

  app.put(
    '/api/documents/:id',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, body: documentMetaSchema, response: detail },
    },
    async (request) => {
      const auth = authOf(request);
      await updateDocument(
        deps,
        await requireDocument(deps, auth, request.params.id),
        request.body,
        origin(request),
      );
      return { data: await documentDetail(deps, auth, await requireDocument(deps, auth, request.params.id)) };
    },
  );

  app.post(
    '/api/documents/:id/versions',
    {
      config: { access: STAFF, acceptsFile: true },
      schema: { tags, params: idParamSchema, response: { 201: detail[200] } },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const doc = await requireDocument(deps, auth, request.params.id);
      const key = documentFileKey(doc.id, doc.currentVersion + 1);
      await uploads.receive(request, key, async (fields, checkFile) =>
        addVersion(deps, doc, await checkFile(), versionNote(fields), origin(request)),
      );
      const updated = await requireDocument(deps, auth, doc.id);
      return reply.status(201).send({ data: await documentDetail(deps, auth, updated) });
    },
  );

  app.get(
    '/api/documents/:id/link',
    {
      config: { access: EVERYONE },
      schema: {
        tags,
        params: idParamSchema,
        querystring: z.object({ version: z.coerce.number().int().positive().optional() }),
        response: { 200: dataOf(documentLinkSchema) },
      },
    },
    async (request) => {
      const doc = await requireDocument(deps, authOf(request), request.params.id);
      if (doc.deletedAt) throw new AppError('DOCUMENT_IN_TRASH');
      return { data: await documentLink(deps, doc, request.query.version) };
    },
  );

  app.get(
    '/api/documents/:id/history',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, response: { 200: dataOf(z.array(documentHistoryEntrySchema)) } },
    },
    async (request) => {
      const doc = await requireDocument(deps, authOf(request), request.params.id);
      return { data: await historyOf(deps, doc.id) };
    },
  );

  app.delete(
    '/api/documents/:id',
    { config: { access: STAFF }, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await trashDocument(
        deps,
        await requireDocument(deps, authOf(request), request.params.id),
        origin(request),
      );
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/documents/:id/restore',
    { config: { access: STAFF }, schema: { tags, params: idParamSchema, response: detail } },
    async (request) => {
      const auth = authOf(request);
      await restoreDocument(deps, await requireDocument(deps, auth, request.params.id), origin(request));
      return { data: await documentDetail(deps, auth, await requireDocument(deps, auth, request.params.id)) };
    },
  );

  app.delete(
    '/api/documents/:id/permanent',
    { config: { access: MANAGERS }, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      const doc = await requireDocument(deps, authOf(request), request.params.id);
      if (!doc.deletedAt) throw new AppError('DOCUMENT_NOT_IN_TRASH');
      await purgeDocument(deps, doc, origin(request), 'excluído definitivamente');
      return { data: { ok: true as const } };
    },
  );
};
