import { loadJsdom } from '../../../lib/lazy-require';

/** Visible text of an HTML document, one line per block, cells separated by " | ". */
export function htmlText(html: string): string {
  const marked = html
    .replace(/<(script|style|noscript|template)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(td|th)>/gi, ' | ')
    .replace(/<\/(p|div|tr|li|h[1-6]|section|article|header|footer|blockquote|pre|table|ul|ol)>/gi, '\n');
  const text = loadJsdom().JSDOM.fragment(marked).textContent ?? '';
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line, index, lines) => line || (index > 0 && lines[index - 1]))
    .join('\n')
    .trim();
}
