import {
  createUserSchema,
  editUserSchema,
  historyEntrySchema,
  historyQuerySchema,
  idParamSchema,
  invitationResultSchema,
  managedUserSchema,
  userListQuerySchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../lib/audit';
import { EVERYONE, MANAGERS, STAFF } from '../../lib/auth/access';
import { listHistory } from '../../lib/history-repository';
import { authOf, dataOf, pageOf } from '../../lib/http';
import { createManagedUser, getManagedUser, getVisibleUser, listUsersPage } from './admin-service';
import { INVITATION_SENT_MESSAGE } from './invitation';
import { resendInvitation, updateManagedUser } from './update-service';

/** Users as staff manage them: operador reads, admin manages up to admin, superadmin manages all. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['Usuários'];
  app.get(
    '/api/users',
    {
      config: { access: EVERYONE },
      schema: { tags, querystring: userListQuerySchema, response: { 200: pageOf(managedUserSchema) } },
    },
    async (request) => listUsersPage(deps, authOf(request), request.query),
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: EVERYONE },
      schema: { tags, params: idParamSchema, response: { 200: dataOf(managedUserSchema) } },
    },
    async (request) => ({ data: await getManagedUser(deps, authOf(request), request.params.id) }),
  );

  app.post(
    '/api/users',
    {
      config: { access: MANAGERS },
      schema: { tags, body: createUserSchema, response: { 201: dataOf(managedUserSchema) } },
    },
    async (request, reply) => {
      const data = await createManagedUser(deps, authOf(request), request.body, auditOrigin(request));
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        params: idParamSchema,
        body: editUserSchema,
        response: { 200: dataOf(managedUserSchema) },
      },
    },
    async (request) => ({
      data: await updateManagedUser(
        deps,
        authOf(request),
        request.params.id,
        request.body,
        auditOrigin(request),
      ),
    }),
  );

  app.post(
    '/api/users/:id/invite',
    {
      config: { access: MANAGERS },
      schema: { tags, params: idParamSchema, response: { 200: dataOf(invitationResultSchema) } },
    },
    async (request) => {
      const { expiresAt } = await resendInvitation(
        deps,
        authOf(request),
        request.params.id,
        auditOrigin(request),
      );
      return { data: { message: INVITATION_SENT_MESSAGE, expires_at: expiresAt.toISOString() } };
    },
  );

  app.get(
    '/api/users/:id/history',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: idParamSchema,
        querystring: historyQuerySchema,
        response: { 200: pageOf(historyEntrySchema) },
      },
    },
    async (request) => {
      const user = await getVisibleUser(deps, authOf(request), request.params.id);
      const { page, limit } = request.query;
      return listHistory(deps.db, { entity: 'user', entityId: user.id }, page, limit);
    },
  );
};
