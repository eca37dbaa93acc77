import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  documentLinkSchema,
  idParamSchema,
  learnerDocumentSchema,
  learningDocumentListQuerySchema,
  learningDocumentMetaSchema,
  learningDocumentSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF, SUPERADMIN } from '../../lib/auth/access';
import { authOf, clientInfo, dataOf, okSchema, pageOf } from '../../lib/http';
import {
  checkDocumentFile,
  documentFileKey,
  keepUploadIfDone,
  readMultipart,
  requireFile,
} from '../documents';
import { listLearningDocuments } from './document-repository';
import {
  addLearningVersion,
  createLearningDocument,
  deleteLearningDocument,
  learnerDocument,
  learningDocumentView,
  parseLearningMeta,
  requireLearningDocument,
  staffDocumentLink,
  toLearningDocument,
  updateLearningDocument,
} from './document-service';

const tags = ['SiãoSeg'];
const one = { 200: dataOf(learningDocumentSchema) };

/** SiãoSeg documents: the documents module's storage, type checks and versions, shown in trails. */
export const learningDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const maxBytes = deps.config.DOCUMENT_MAX_BYTES;
  // encapsulated: only these routes of the module accept multipart, with the documents' size limit
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });
  const origin = (request: Parameters<typeof authOf>[0]) => ({
    ...clientInfo(request),
    actorId: authOf(request).userId,
  });

  app.get(
    '/api/learning/documents',
    {
      config: { access: STAFF },
      schema: {
        tags,
        querystring: learningDocumentListQuerySchema,
        response: { 200: pageOf(learningDocumentSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total, stepCounts } = await listLearningDocuments(deps.db, q);
      return {
        data: rows.map((r) => toLearningDocument(r, stepCounts.get(r.id) ?? 0)),
        page: q.page,
        limit: q.limit,
        total,
      };
    },
  );
  app.post(
    '/api/learning/documents',
    { config: { access: SUPERADMIN }, schema: { tags, response: { 201: one[200] } } },
    async (request, reply) => {
      const id = randomUUID();
      const { fields, file } = await readMultipart(request, deps.storage, documentFileKey(id, 1), maxBytes);
      await keepUploadIfDone(deps.storage, file, async () => {
        const meta = parseLearningMeta(fields);
        const checked = await checkDocumentFile(requireFile(file), deps.storage);
        await createLearningDocument(deps, id, meta, checked, origin(request));
      });
      return reply.status(201).send({ data: await learningDocumentView(deps, id) });
    },
  );
  app.get(
    '/api/learning/documents/:id',
    { config: { access: STAFF }, schema: { tags, params: idParamSchema, response: one } },
    async (request) => ({ data: await learningDocumentView(deps, request.params.id) }),
  );
  app.put(
    '/api/learning/documents/:id',
    {
      config: { access: SUPERADMIN },
      schema: { tags, params: idParamSchema, body: learningDocumentMetaSchema, response: one },
    },
    async (request) => {
      await updateLearningDocument(deps, request.params.id, request.body, origin(request));
      return { data: await learningDocumentView(deps, request.params.id) };
    },
  );
  app.post(
    '/api/learning/documents/:id/versions',
    { config: { access: SUPERADMIN }, schema: { tags, params: idParamSchema, response: { 201: one[200] } } },
    async (request, reply) => {
      const doc = await requireLearningDocument(deps, request.params.id);
      const key = documentFileKey(doc.id, doc.currentVersion + 1);
      const { fields, file } = await readMultipart(request, deps.storage, key, maxBytes);
      await keepUploadIfDone(deps.storage, file, async () => {
        const checked = await checkDocumentFile(requireFile(file), deps.storage);
        const note = fields.note?.[0]?.trim().slice(0, 500) || null;
        await addLearningVersion(deps, doc, checked, note, origin(request));
      });
      return reply.status(201).send({ data: await learningDocumentView(deps, doc.id) });
    },
  );
  app.get(
    '/api/learning/documents/:id/link',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, response: { 200: dataOf(documentLinkSchema) } },
    },
    async (request) => ({ data: await staffDocumentLink(deps, request.params.id) }),
  );
  app.delete(
    '/api/learning/documents/:id',
    { config: { access: SUPERADMIN }, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteLearningDocument(deps, request.params.id, origin(request));
      return { data: { ok: true as const } };
    },
  );

  // the learner reads a document step: links valid for a few minutes and the file's text
  app.get(
    '/api/learning/me/steps/:id/document',
    {
      config: { access: ['cliente'] as const },
      schema: { tags, params: idParamSchema, response: { 200: dataOf(learnerDocumentSchema) } },
    },
    async (request) => ({ data: await learnerDocument(deps, authOf(request), request.params.id) }),
  );
};
