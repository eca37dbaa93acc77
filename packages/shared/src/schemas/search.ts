import { z } from 'zod';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '../global-search';

export const searchQuerySchema = z.object({
  q: z
    .string({ error: `Digite ao menos ${SEARCH_MIN_CHARS} caracteres.` })
    .trim()
    .min(SEARCH_MIN_CHARS, { error: `Digite ao menos ${SEARCH_MIN_CHARS} caracteres.` })
    .max(SEARCH_MAX_CHARS, { error: `A busca deve ter no máximo ${SEARCH_MAX_CHARS} caracteres.` }),
});

const searchHitSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  detalhe: z.string().nullable(),
  client_id: z.string().nullable(),
});

export const searchResultSchema = z.object({
  clientes: z.array(searchHitSchema),
  faturas: z.array(searchHitSchema),
  documentos: z.array(searchHitSchema),
  usuarios: z.array(searchHitSchema),
});
