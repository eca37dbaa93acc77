import { constants, inflateRawSync } from 'node:zlib';
import { MAX_ARCHIVE_ENTRIES } from '@siao/shared/constants';

export interface ArchiveLimits {
  maxUncompressedBytes: number;
  maxCompressionRatio: number;
}

/** The archive would inflate past a limit (a zip bomb) or has too many entries. */
export class ArchiveTooLargeError extends Error {}
/** Not a zip we can walk (truncated, ZIP64, unknown compression). */
export class ArchiveUnreadableError extends Error {}

export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * Inflates every entry the way JSZip (inside mammoth and exceljs) will find it — central
 * directory → local header → data — counting the bytes zlib actually produces: the declared
 * sizes are the attacker's to choose. zlib stops at `maxOutputLength`, so a bomb costs at most
 * the budget, never its full size. Overlapping entries are each counted in full.
 * Returns the total of inflated bytes.
 */
export function assertArchiveWithinLimits(bytes: Uint8Array, limits: ArchiveLimits): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const budget = Math.min(limits.maxUncompressedBytes, Math.floor(bytes.length * limits.maxCompressionRatio));
  const end = findEndOfCentralDirectory(bytes, view);
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (entries === 0xffff || at === 0xffffffff) throw new ArchiveUnreadableError('ZIP64 não suportado');
  if (entries > MAX_ARCHIVE_ENTRIES) throw new ArchiveTooLargeError('entradas demais');
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) {
      throw new ArchiveUnreadableError('diretório central inválido');
    }
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const local = view.getUint32(at + 42, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) {
      throw new ArchiveUnreadableError('cabeçalho local inválido');
    }
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, Math.min(start + compressed, bytes.length));
    const left = budget - total;
    if (method === 0) total += data.length;
    else if (method === 8) total += inflateWithin(data, left);
    else throw new ArchiveUnreadableError(`compressão ${method} não suportada`);
    if (total > budget) throw new ArchiveTooLargeError('limite de descompressão excedido');
  }
  return total;
}

function inflateWithin(data: Uint8Array, left: number): number {
  if (left <= 0) return 1; // any byte at all is over the budget
  try {
    // one byte over the budget is enough to know it is exceeded; SYNC_FLUSH counts what a
    // truncated stream still yields (JSZip's pako inflates it too before failing)
    return inflateRawSync(data, { maxOutputLength: left + 1, finishFlush: constants.Z_SYNC_FLUSH }).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
      return left + 1;
    }
    throw new ArchiveUnreadableError('dados compactados inválidos');
  }
}

function findEndOfCentralDirectory(bytes: Uint8Array, view: DataView): number {
  // the record is 22 bytes plus a comment of up to 65535
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === 0x06054b50) return at;
  }
  throw new ArchiveUnreadableError('fim do diretório central ausente');
}
