import sanitize from 'sanitize-html';

const cssLength = /^-?\d*\.?\d+(px|pt|em|rem|%|cm|mm|in)?$/;
const cssColor = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]{3,20})$/i;
const cssBox = /^(-?\d*\.?\d+(px|pt|em|rem|%|cm|mm)?\s*){1,4}$|^auto$/;
const cssBorder = /^[\w\s#.,()%-]{1,80}$/;

/** Styles the editor produces and the exports can render; anything else (url(), position…) is dropped. */
const allowedStyles: Record<string, RegExp[]> = {
  color: [cssColor],
  'background-color': [cssColor],
  'text-align': [/^(left|right|center|justify)$/],
  'vertical-align': [/^(top|middle|bottom|baseline)$/],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
  'font-style': [/^(normal|italic|oblique)$/],
  'text-decoration': [/^[a-z\s-]{1,40}$/],
  'text-decoration-line': [/^[a-z\s-]{1,40}$/],
  'font-size': [cssLength, /^(x{0,2}-small|small|medium|large|x{0,2}-large)$/],
  'font-family': [/^[\w\s,"'-]{1,120}$/],
  'line-height': [cssLength, /^normal$/],
  'list-style-type': [/^[a-z-]{1,30}$/],
  width: [cssLength, /^auto$/],
  height: [cssLength, /^auto$/],
  margin: [cssBox],
  'margin-left': [cssLength],
  'margin-top': [cssLength],
  'margin-bottom': [cssLength],
  padding: [cssBox],
  'padding-left': [cssLength],
  border: [cssBorder],
  'border-collapse': [/^(collapse|separate)$/],
  'border-top': [cssBorder],
  'border-bottom': [cssBorder],
  'border-left': [cssBorder],
  'border-right': [cssBorder],
};

/**
 * The editor's HTML, minus scripts, event handlers, remote resources and unknown CSS. Images are
 * kept only as data: URLs so no export ever fetches a URL chosen by the user (no SSRF).
 */
export function sanitizeExportHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [
      ...sanitize.defaults.allowedTags,
      'img',
      'span',
      'font',
      'u',
      's',
      'strike',
      'del',
      'ins',
      'sub',
      'sup',
      'hr',
      'colgroup',
      'col',
    ],
    allowedAttributes: {
      '*': ['style', 'align', 'title'],
      a: ['href', 'name', 'target'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan', 'width', 'valign'],
      th: ['colspan', 'rowspan', 'width', 'valign', 'scope'],
      col: ['span', 'width'],
      table: ['width', 'border', 'cellpadding', 'cellspacing'],
      font: ['color', 'face', 'size'],
      ol: ['start', 'type'],
    },
    // their text is not document content
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['data'] },
    allowedStyles: { '*': allowedStyles },
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && !/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(frame.attribs.src ?? ''),
  });
}
