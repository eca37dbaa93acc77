import { loadJsdom } from '../../../lib/lazy-require';
import { inlineCss } from './inline-css';
import { sanitizeExportHtml } from './sanitize-html';

export interface PreparedDocument {
  /** sanitized body content, CSS inlined */
  bodyHtml: string;
  /** <title>, else the first heading, else the first line of text */
  title: string;
}

const DEFAULT_TITLE = 'Documento Sião';

function textOf(html: string): string {
  return (loadJsdom().JSDOM.fragment(html).textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function prepareExportHtml(html: string): PreparedDocument {
  const titleTag = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const bodyHtml = sanitizeExportHtml(inlineCss(html));
  const heading = /<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(bodyHtml)?.[1];
  const candidates = [
    titleTag && textOf(titleTag),
    heading && textOf(heading),
    textOf(bodyHtml).slice(0, 80),
  ];
  const title = candidates.find((candidate): candidate is string => Boolean(candidate)) ?? DEFAULT_TITLE;
  return { bodyHtml, title: title.slice(0, 200) };
}

/** A complete HTML page for the renderers: A4 print CSS, fonts with Portuguese glyphs, bordered tables. */
export function printablePage(document: PreparedDocument): string {
  const title = document.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title><style>
@page { size: A4; margin: 20mm 18mm; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 11pt; line-height: 1.4; color: #111; }
table { border-collapse: collapse; width: 100%; margin: 8px 0; }
th, td { border: 1px solid #888; padding: 4px 6px; vertical-align: top; }
th { background: #f0f0f0; }
img { max-width: 100%; height: auto; }
pre, code { font-family: 'DejaVu Sans Mono', monospace; white-space: pre-wrap; }
</style></head><body>${document.bodyHtml}</body></html>`;
}
