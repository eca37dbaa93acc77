import { z } from 'zod';

/** Query of every paginated list: page is 1-based; sort is `field` or `-field` (descending). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  sort: z.string().max(40).optional(),
  q: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });
