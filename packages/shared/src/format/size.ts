const MIB = 1024 * 1024;

/** Megabytes (1024 × 1024 bytes) as pt-BR writes a limit or a size: `35 MB`, `4,5 MB` (at most one decimal). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / MIB).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** A file size as the lists show it: B, KB, then MB with a decimal comma. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MIB) return `${(bytes / 1024).toFixed(0)} KB`;
  return formatMegabytes(bytes);
}
