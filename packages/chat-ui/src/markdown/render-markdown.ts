import DOMPurify from 'dompurify';
import { marked } from 'marked';

// Links in a reply open outside the widget, and never give the new page a handle on ours.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Lazy chunk: markdown → sanitized HTML. Raw HTML in a reply is allowed only as far as DOMPurify keeps it. */
export function renderMarkdown(text: string): string {
  const html = marked.parse(text, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}
