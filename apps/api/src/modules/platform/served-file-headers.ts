/** Types a browser shows inline without running anything the file carries. */
const INLINE_SAFE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * How /api/files answers a stored, user-supplied file. Anything outside the short inline list
 * (HTML, SVG, XML, scripts, unknown types) is a download typed as opaque bytes, so it never
 * renders as a page on the app's origin; `sandbox` keeps even a forced render scriptless and
 * origin-less. PDFs skip `sandbox` only because Chromium's viewer refuses sandboxed documents.
 */
export function servedFileHeaders(
  contentType: string,
  name: string,
  download: boolean,
): Record<string, string> {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const inline = !download && INLINE_SAFE.has(type);
  const headers: Record<string, string> = {
    'content-type': INLINE_SAFE.has(type) ? type : 'application/octet-stream',
    'content-disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`,
    'x-content-type-options': 'nosniff',
  };
  if (type !== 'application/pdf') headers['content-security-policy'] = "sandbox; default-src 'none'";
  return headers;
}
