/**
 * The file's SHA-256 in hex, as the server stores it; null where the browser cannot compute it
 * (Web Crypto exists only on HTTPS and localhost), so the duplicate check then runs after the upload.
 */
export async function sha256Hex(file: Blob): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
