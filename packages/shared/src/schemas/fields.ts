import { z } from 'zod';
import { authMessages } from '../messages';
import { isUf } from '../validators/uf';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Optional form field: absent, null or blank becomes `null`; anything else must pass `schema`. */
export function blankToNull<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (isBlank(v) ? null : v), schema.nullable());
}

/** Optional query parameter: absent or blank becomes `undefined`. */
export function blankToUndefined<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (isBlank(v) ? undefined : v), schema.optional());
}

/**
 * Every link a user types and others follow (a lesson's video, …): `http:` or `https:` only, so a
 * `javascript:`, `data:` or `vbscript:` link can never be stored and rendered as a link.
 */
export const webUrl = z
  .url({ protocol: /^https?$/, error: 'Informe um link que comece com http:// ou https://.' })
  .max(2000, { error: 'O link deve ter no máximo 2000 caracteres.' });

/** An e-mail as every form takes it: trimmed, lowercase, at most 254 characters (RFC 5321). */
export const emailField = z
  .string({ error: authMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, { error: 'O e-mail deve ter no máximo 254 caracteres.' })
  .pipe(z.email({ error: authMessages.invalidEmail }));

export const optionalEmail = blankToNull(emailField);

/** The title of anything staff write (document, term, journey, trail, lesson): 3 to 200 characters. */
const TITLE_MIN_LENGTH = 3;
export const titleField = z
  .string({ error: 'Informe o título.' })
  .trim()
  .min(TITLE_MIN_LENGTH, { error: `O título deve ter pelo menos ${TITLE_MIN_LENGTH} caracteres.` })
  .max(200, { error: 'O título deve ter no máximo 200 caracteres.' });

/**
 * A web origin as browsers send it in the `Origin` header: `https://host[:port]`, nothing after.
 * Returns the canonical form (lowercase host, default port dropped) or null when it is not one.
 */
export function parseWidgetOrigin(value: string): string | null {
  const trimmed = value.trim().replace(/\/$/, '');
  if (!/^https?:\/\/[^/?#\s]+$/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if (url.username || url.password || !url.hostname) return null;
    return url.origin;
  } catch {
    return null;
  }
}

const WIDGET_ORIGINS_MAX = 20;

/** UF as typed (`sp`, ` SP `) → `SP`; a plain refinement keeps sibling errors visible. */
export const ufField = z
  .string({ error: 'Informe a UF.' })
  .trim()
  .toUpperCase()
  .refine(isUf, { error: 'UF inválida.' });

export const widgetOriginsSchema = z
  .array(
    z
      .string({ error: 'Origem inválida.' })
      // a refinement (not a failing transform) so the other fields' errors are still reported
      .superRefine((value, ctx) => {
        if (parseWidgetOrigin(value)) return;
        ctx.addIssue({
          code: 'custom',
          message: `Origem inválida: "${value.slice(0, 80)}". Informe apenas protocolo, domínio e porta, por exemplo https://www.cartorio.com.br.`,
        });
      })
      .transform((value) => parseWidgetOrigin(value) ?? value),
    { error: 'Informe as origens como uma lista.' },
  )
  .max(WIDGET_ORIGINS_MAX, { error: `Informe no máximo ${WIDGET_ORIGINS_MAX} origens.` })
  .default([])
  .transform((list) => [...new Set(list)]);
