import { randomUUID } from 'node:crypto';
import {
  documentLinkSchema,
  idParamSchema,
  learnerDocumentSchema,
  learningDocumentListQuerySchema,
  learningDocumentMetaSchema,
  learningDocumentSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF, SUPERADMIN } from '../../../lib/auth/access';
import { documentFileKey } from '../../../lib/files/document-upload';
import { authOf, dataOf, okSchema, auditOrigin as origin, pageOf } from '../../../lib/http';
import { documentUploads, versionNote } from '../../../lib/upload-routes';
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
  // encapsulated: only these routes of the module accept multipart, with the documents' size limit
  const uploads = await documentUploads(app);

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
    { config: { access: SUPERADMIN, acceptsFile: true }, schema: { tags, response: { 201: one[200] } } },
    async (request, reply) => {
      const id = randomUUID();
      await uploads.receive(request, documentFileKey(id, 1), async (fields, checkFile) => {
        const meta = parseLearningMeta(fields);
        await createLearningDocument(deps, id, meta, await checkFile(), origin(request));
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
    {
      config: { access: SUPERADMIN, acceptsFile: true },
      schema: { tags, params: idParamSchema, response: { 201: one[200] } },
    },
    async (request, reply) => {
      const doc = await requireLearningDocument(deps, request.params.id);
      const key = documentFileKey(doc.id, doc.currentVersion + 1);
      await uploads.receive(request, key, async (fields, checkFile) =>
        addLearningVersion(deps, doc, await checkFile(), versionNote(fields), origin(request)),
      );
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
