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

/**
 * A file name as the intake keeps it: the last path segment, XML-safe (`xmlSafe`), without line
 * breaks, tabs or quotes (they would break a Content-Disposition header), at most 200 characters
 * (the end kept: it holds the extension). `<`, `>` and `&` stay: every export escapes them.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = xmlSafe(base)
    .replace(/[\t\n\r"]/g, '')
    .trim();
  return [...clean].slice(-200).join('') || 'arquivo';
}
