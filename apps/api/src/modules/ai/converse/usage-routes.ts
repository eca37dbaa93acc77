import { aiUsageSchema, idParamSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin } from '../../../lib/audit';
import { MANAGERS, STAFF } from '../../../lib/auth/access';
import { dataOf } from '../../../lib/http';
import { monthKey, quotaOf, setMonthlyQuota, usageOf } from './usage';

const params = idParamSchema;
const tags = ['IA: uso'];

export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const report = async (clientId: string, month: string) => {
    const usage = await usageOf(deps, clientId, month);
    return {
      month,
      input_tokens: usage.inputTokens,
      output_tokens: usage.outputTokens,
      replies: usage.replies,
      quota: await quotaOf(deps, clientId),
    };
  };

  app.get(
    '/api/clients/:id/ai-usage',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params,
        querystring: z.object({
          month: z
            .string()
            .regex(/^\d{4}-\d{2}$/)
            .optional(),
        }),
        response: { 200: dataOf(aiUsageSchema) },
      },
    },
    async (request) => ({
      data: await report(request.params.id, request.query.month ?? monthKey()),
    }),
  );

  app.put(
    '/api/clients/:id/ai-quota',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        params,
        body: z.object({ monthly_tokens: z.number().int().min(0).max(1_000_000_000_000) }),
        response: { 200: dataOf(aiUsageSchema) },
      },
    },
    async (request) => {
      const clientId = request.params.id;
      await setMonthlyQuota(deps, clientId, request.body.monthly_tokens, auditOrigin(request));
      return { data: await report(clientId, monthKey()) };
    },
  );
};
