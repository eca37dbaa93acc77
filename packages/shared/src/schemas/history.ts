import { z } from 'zod';

/** One audit record as a record page's "Histórico" tab shows it. */
export const historyEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
