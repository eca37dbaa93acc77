/**
 * The one rule for text that leaves the product inside a document or a header (DOCX, XML, PDF,
 * CSV, Content-Disposition): XML 1.0 accepts tab, newline, carriage return, U+0020–U+D7FF,
 * U+E000–U+FFFD and U+10000 and above. Everything else — C0 controls, U+FFFE/U+FFFF and lone
 * surrogates (iterating by code point leaves them alone) — is dropped. C1 controls (U+0080–U+009F)
 * are valid XML but invisible and never meant: dropped too.
 */
export function xmlSafe(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const valid =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code < 0x7f) ||
      (code > 0x9f && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000;
    if (valid) out += char;
  }
  return out;
}

/** `xmlSafe`, then escaped for XML text and attribute values (`&`, `<`, `>`, `"`, `'`). */
export const xmlEscape = (text: string) =>
  xmlSafe(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
