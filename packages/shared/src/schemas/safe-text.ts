import { z } from 'zod';
import { errorCatalog } from '../errors';

/** PostgreSQL refuses NUL in text, and a lone UTF-16 surrogate is not text at all. */
const UNSAFE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = errorCatalog.UNSAFE_TEXT.message;

export function isSafeText(value: string): boolean {
  return !UNSAFE.test(value);
}

/**
 * The path (`a.b.0`) of the first string anywhere in a request's input (body, query, params; keys too)
 * that holds NUL or an unpaired surrogate; null when all are safe. The API runs it on every request
 * before the route's schema, so every string field of every schema, present and future, is covered.
 */
export function findUnsafeText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path.join('.') || 'body';
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  // plain objects only (parsed query strings have a prototype-less prototype); files, buffers: not text
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null && Object.getPrototypeOf(proto) !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isSafeText(key)) return [...path, '?'].join('.');
    const found = findUnsafeText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** For forms and any schema that wants the rule at field level: a string without NUL or lone surrogates. */
export const safeString = () => z.string().refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE });
