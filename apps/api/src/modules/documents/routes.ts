import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  documentDetailSchema,
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
import { authOf, clientInfo, dataOf, okSchema, pageOf } from '../../lib/http';
import { documentDetail, documentLink, historyOf, requireDocument, viewerOf } from './queries';
import { listCategories } from './repository';
import { addVersion, createDocument, listVisibleDocuments, parseMeta, updateDocument } from './service';
import { purgeDocument, restoreDocument, trashDocument } from './trash';
import { checkDocumentFile, documentFileKey, keepUploadIfDone, readMultipart, requireFile } from './upload';

const tags = ['Documentos'];
const detail = { 200: dataOf(documentDetailSchema) };

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const maxBytes = deps.config.DOCUMENT_MAX_BYTES;
  // encapsulated here: only these routes accept multipart, with the documents' own size limit
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });
  const origin = (request: Parameters<typeof authOf>[0]) => ({
    ...clientInfo(request),
    actorId: authOf(request).userId,
  });

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

  app.post(
    '/api/documents',
    { config: { access: STAFF }, schema: { tags, response: { 201: detail[200] } } },
    async (request, reply) => {
      const id = randomUUID();
      const { fields, file } = await readMultipart(request, deps.storage, documentFileKey(id, 1), maxBytes);
      await keepUploadIfDone(deps.storage, file, async () => {
        const meta = parseMeta(fields);
        const checked = await checkDocumentFile(requireFile(file), deps.storage);
        await createDocument(deps, id, meta, checked, origin(request));
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
    { config: { access: STAFF }, schema: { tags, params: idParamSchema, response: { 201: detail[200] } } },
    async (request, reply) => {
      const auth = authOf(request);
      const doc = await requireDocument(deps, auth, request.params.id);
      const key = documentFileKey(doc.id, doc.currentVersion + 1);
      const { fields, file } = await readMultipart(request, deps.storage, key, maxBytes);
      await keepUploadIfDone(deps.storage, file, async () => {
        const checked = await checkDocumentFile(requireFile(file), deps.storage);
        const note = fields.note?.[0]?.trim().slice(0, 500) || null;
        await addVersion(deps, doc, checked, note, origin(request));
      });
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
