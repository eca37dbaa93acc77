import { loadJsdom } from '../../../lib/lazy-require';

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Well-formed UTF-8 XML: title, creation time and the content as XHTML (namespaced, self-closed voids). */
export function htmlToXml(bodyHtml: string, title: string, createdAt: Date): Buffer {
  const { window } = new (loadJsdom().JSDOM)(`<!DOCTYPE html><html><body>${bodyHtml}</body></html>`);
  const xhtml = new window.XMLSerializer().serializeToString(window.document.body);
  const content = xhtml
    .replace(
      /^<body xmlns="http:\/\/www\.w3\.org\/1999\/xhtml">/,
      '<div xmlns="http://www.w3.org/1999/xhtml">',
    )
    .replace(/<\/body>$/, '</div>');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<documento xmlns="urn:siao:documento:1" versao="1.0">
  <titulo>${xmlEscape(title)}</titulo>
  <criado_em>${createdAt.toISOString()}</criado_em>
  <gerado_por>Sião</gerado_por>
  <conteudo formato="xhtml">${content}</conteudo>
</documento>
`;
  return Buffer.from(xml, 'utf8');
}
