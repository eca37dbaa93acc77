import { z } from 'zod';

/** xAPI export (staff): the statements of one client, or all, from a moment on. */
export const xapiExportQuerySchema = z.object({
  client_id: z.uuid({ error: 'Identificador inválido.' }).optional(),
  since: z.iso.datetime({ offset: true, error: 'Data inicial inválida.' }).optional(),
});
