import { z } from 'zod';

/**
 * Personal access tokens ("Meu perfil › Tokens de acesso pessoal"): a secret `siao_pat_…` that lets an
 * external program (an MCP client such as Claude Desktop) act as its owner, only where a scope allows.
 * `mcp`: the MCP server at /api/mcp and its query tools; `mcp:cnib`: also consultar_cnib there (each
 * consultation is recorded and billed). No other /api route accepts a personal token.
 */
export const personalTokenScopes = ['mcp', 'mcp:cnib'] as const;
export type PersonalTokenScope = (typeof personalTokenScopes)[number];

export const personalTokenScopeLabels: Record<PersonalTokenScope, string> = {
  mcp: 'Servidor MCP: ferramentas de consulta (base de conhecimento, faturas, treinamentos)',
  'mcp:cnib': 'Servidor MCP: consultas à CNIB (cada consulta é registrada e cobrada)',
};

/** The secret's fixed start: tells the guard (and secret scanners) what kind of token it is. */
export const PERSONAL_TOKEN_PREFIX = 'siao_pat_';
export const PERSONAL_TOKEN_NAME_MAX = 60;
/** Live (not revoked, not expired) tokens a user may hold at once. */
export const PERSONAL_TOKENS_PER_USER = 10;
export const personalTokenExpiryDays = [7, 30, 90, 365] as const;

export const createPersonalTokenSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Informe um nome para o token.')
    .max(PERSONAL_TOKEN_NAME_MAX, `O nome tem no máximo ${PERSONAL_TOKEN_NAME_MAX} caracteres.`),
  scopes: z
    .array(z.enum(personalTokenScopes, 'Escopo desconhecido.'))
    .min(1, 'Escolha pelo menos um escopo.')
    .max(personalTokenScopes.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Escopo repetido.'),
  /** days until it stops working; null: until revoked */
  expires_in_days: z
    .literal(personalTokenExpiryDays, 'Validade inválida: 7, 30, 90 ou 365 dias, ou sem validade.')
    .nullable(),
});
export type CreatePersonalToken = z.infer<typeof createPersonalTokenSchema>;

export const personalTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** the secret's first characters, to recognise it (`siao_pat_AbC1…`) */
  prefix: z.string(),
  scopes: z.array(z.enum(personalTokenScopes)),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  /** false once expired */
  active: z.boolean(),
});
export type PersonalToken = z.infer<typeof personalTokenSchema>;

/** The answer to a creation: the only time the secret is shown. */
export const createdPersonalTokenSchema = personalTokenSchema.extend({ token: z.string() });
export type CreatedPersonalToken = z.infer<typeof createdPersonalTokenSchema>;
