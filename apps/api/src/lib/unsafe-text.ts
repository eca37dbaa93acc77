import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@siao/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * NUL and lone surrogates reach no route: PostgreSQL would refuse them with a 500 (and the audit
 * trail with it). Checked once for every route, before its schema, on params, query and body.
 */
export function registerUnsafeTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = findUnsafeText(value);
      if (field === null) continue;
      const name = field === 'body' ? part : field;
      throw new AppError('UNSAFE_TEXT', { details: [{ field: name, message: UNSAFE_TEXT_MESSAGE }] });
    }
  });
}
