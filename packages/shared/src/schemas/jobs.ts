import { z } from 'zod';

/** A background job as `GET /api/jobs/{id}` shows it: its state and, when it reports one, its progress. */
export const jobStatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(['created', 'retry', 'active', 'completed', 'cancelled', 'failed']),
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;
