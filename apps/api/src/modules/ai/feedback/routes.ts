import {
  type FeedbackItem,
  feedbackExportQuerySchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackRatingLabels,
  feedbackSummarySchema,
  feedbackThreadSchema,
  feedbackVoterLabels,
  idParam,
  idParamSchema,
  messageFeedbackInputSchema,
  messageFeedbackSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVERYONE, MANAGERS } from '../../../lib/auth/access';
import { type ExportColumn, sendTable } from '../../../lib/export/table-export';
import { authOf, dataOf, okSchema, pageOf } from '../../../lib/http';
import { AI_AUDIENCES } from '../common';
import * as service from './service';

const tags = ['IA: avaliações'];

const columns: ExportColumn<FeedbackItem>[] = [
  { header: 'Data', kind: 'date', value: (r) => r.updated_at.slice(0, 10) },
  { header: 'Avaliação', kind: 'text', value: (r) => feedbackRatingLabels[r.rating] },
  { header: 'Comentário', kind: 'text', value: (r) => r.comment },
  { header: 'Resposta avaliada', kind: 'text', value: (r) => r.reply_excerpt },
  { header: 'Conversa', kind: 'text', value: (r) => r.thread_name },
  { header: 'ID da conversa', kind: 'text', value: (r) => r.thread_id },
  { header: 'Origem', kind: 'text', value: (r) => feedbackVoterLabels[r.voter_kind] },
  { header: 'Quem avaliou', kind: 'text', value: (r) => r.voter_name },
  { header: 'Cliente', kind: 'text', value: (r) => r.client_name },
];

/**
 * Votes on replies: the caller votes on the replies of their own conversations (back-office or
 * widget); staff managing the assistants read the per-assistant analytics.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const voteConfig = { access: EVERYONE, audiences: AI_AUDIENCES, notFound: 'MESSAGE_NOT_FOUND' } as const;

  app.put(
    '/api/messages/:id/feedback',
    {
      config: voteConfig,
      schema: {
        tags,
        summary: 'Avalia uma resposta do assistente (👍/👎 e comentário); votar de novo altera o voto',
        params: idParamSchema,
        body: messageFeedbackInputSchema,
        response: { 200: dataOf(messageFeedbackSchema) },
      },
    },
    async (request) => ({
      data: await service.vote(deps, authOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/messages/:id/feedback',
    {
      config: voteConfig,
      schema: {
        tags,
        summary: 'Retira a avaliação da resposta',
        params: idParamSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await service.unvote(deps, authOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  const managers = { access: MANAGERS, notFound: 'ASSISTANT_NOT_FOUND' } as const;

  app.get(
    '/api/assistants/:id/feedback/summary',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Totais de avaliações do assistente e a parcela de 👎',
        params: idParamSchema,
        response: { 200: dataOf(feedbackSummarySchema) },
      },
    },
    async (request) => ({ data: await service.feedbackSummary(deps, request.params.id) }),
  );

  app.get(
    '/api/assistants/:id/feedback',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Avaliações das respostas do assistente, mais recentes primeiro',
        params: idParamSchema,
        querystring: feedbackListQuerySchema,
        response: { 200: pageOf(feedbackItemSchema) },
      },
    },
    async (request) => service.feedbackPage(deps, request.params.id, request.query),
  );

  app.get(
    '/api/assistants/:id/feedback/export',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Avaliações do assistente em CSV ou XLSX',
        params: idParamSchema,
        querystring: feedbackExportQuerySchema,
      },
    },
    async (request, reply) => {
      await service.feedbackSummary(deps, request.params.id); // 404 for an unknown assistant
      return sendTable(reply, {
        name: 'avaliacoes',
        sheet: 'Avaliações',
        format: request.query.formato,
        columns,
        rows: service.feedbackRows(deps, request.params.id, request.query.rating),
      });
    },
  );

  app.get(
    '/api/assistants/:id/feedback/threads/:threadId',
    {
      config: { access: MANAGERS, notFound: 'THREAD_NOT_FOUND' },
      schema: {
        tags,
        summary: 'Uma conversa com avaliações, só leitura',
        params: z.object({ id: idParam, threadId: idParam }),
        response: { 200: dataOf(feedbackThreadSchema) },
      },
    },
    async (request) => ({
      data: await service.votedThread(deps, request.params.id, request.params.threadId),
    }),
  );
};
