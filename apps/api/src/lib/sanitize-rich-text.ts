import sanitize from 'sanitize-html';

/**
 * What the rich-text editor (Mantine tiptap: headings, lists, marks, links, alignment) produces, and
 * nothing else: no scripts, handlers, images, iframes or inline styles other than text alignment.
 * Terms (shown to every user and hashed as evidence) and SiãoSeg lessons are cleaned here, once.
 */
export function sanitizeRichTextHtml(html: string): string {
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
