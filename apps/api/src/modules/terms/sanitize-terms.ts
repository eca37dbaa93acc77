import { createHash } from 'node:crypto';
import sanitize from 'sanitize-html';

/**
 * What the terms editor (Mantine tiptap: headings, lists, marks, links, alignment) produces, and
 * nothing else: no scripts, handlers, images, iframes or inline styles other than text alignment.
 * The published text is shown to every user and hashed as evidence, so it is cleaned once here.
 */
export function sanitizeTermsHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [
      'p',
      'br',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'mark',
      'sub',
      'sup',
      'code',
      'pre',
      'blockquote',
      'ul',
      'ol',
      'li',
      'hr',
      'a',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'], '*': ['style'], ol: ['start'] },
    allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    },
  }).trim();
}

/** Evidence hash of a version: SHA-256 of the exact HTML stored and shown. */
export function contentHash(html: string): string {
  return createHash('sha256').update(html, 'utf8').digest('hex');
}
