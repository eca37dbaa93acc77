/**
 * Image dimensions read from the header alone, before any decoder sees the file: a 74-byte PNG
 * can claim 65535 × 65535 pixels, and libpng (inside tesseract.js) then tries to allocate them.
 * Formats are recognised by their bytes, never by the declared name.
 */
export type ImageHeaderFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'tiff';

export interface ImageSize {
  format: ImageHeaderFormat;
  width: number;
  height: number;
}

/** The header names an image format but is cut short or malformed. */
export class ImageHeaderError extends Error {}

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** null: not an image we know; ImageHeaderError: an image whose size cannot be read. */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (length: number) => {
    if (bytes.length < length) throw new ImageHeaderError('cabeçalho de imagem truncado');
  };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    need(24);
    if (!startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12)) throw new ImageHeaderError('PNG sem IHDR');
    return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (startsWith(bytes, [0xff, 0xd8])) return jpegSize(bytes, view);
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return gifSize(bytes, view);
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return webpSize(bytes, view);
  }
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length >= 26) {
    const dib = view.getUint32(14, true);
    // only a known DIB header size makes "BM" a bitmap (plain text may start with "BM")
    if (dib === 12)
      return { format: 'bmp', width: view.getUint16(18, true), height: view.getUint16(20, true) };
    if ([40, 52, 56, 64, 108, 124].includes(dib)) {
      return {
        format: 'bmp',
        width: Math.abs(view.getInt32(18, true)),
        height: Math.abs(view.getInt32(22, true)),
      };
    }
    return null;
  }
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return tiffSize(bytes, view);
  }
  return null;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); not DHT/JPG/DAC. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Uint8Array, view: DataView): ImageSize {
  let at = 2;
  let largest: ImageSize | null = null;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw new ImageHeaderError('JPEG com segmento inválido');
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image / start of scan data
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (length < 2) throw new ImageHeaderError('JPEG com segmento inválido');
    if (SOF.has(marker)) {
      if (at + 9 > bytes.length) break;
      const size: ImageSize = {
        format: 'jpeg',
        height: view.getUint16(at + 5),
        width: view.getUint16(at + 7),
      };
      // several frames (e.g. an embedded thumbnail first): the largest one counts
      if (!largest || size.width * size.height > largest.width * largest.height) largest = size;
    }
    at += 2 + length;
  }
  if (!largest) throw new ImageHeaderError('JPEG sem dimensões');
  return largest;
}

function gifSize(bytes: Uint8Array, view: DataView): ImageSize {
  if (bytes.length < 13) throw new ImageHeaderError('GIF truncado');
  let width = view.getUint16(6, true);
  let height = view.getUint16(8, true);
  const flags = bytes[10]!;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  // every frame descriptor may claim a larger area than the logical screen
  while (at < bytes.length) {
    const block = bytes[at]!;
    if (block === 0x3b) break;
    if (block === 0x2c) {
      if (at + 10 > bytes.length) break;
      width = Math.max(width, view.getUint16(at + 1, true) + view.getUint16(at + 5, true));
      height = Math.max(height, view.getUint16(at + 3, true) + view.getUint16(at + 7, true));
      const local = bytes[at + 9]!;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1; // + LZW minimum code size
    } else if (block === 0x21) {
      at += 2;
    } else break;
    // skip data sub-blocks
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at]! + 1;
    at++;
  }
  return { format: 'gif', width, height };
}

function webpSize(bytes: Uint8Array, view: DataView): ImageSize {
  if (bytes.length < 30) throw new ImageHeaderError('WebP truncado');
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X') {
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return { format: 'webp', width: u24(24) + 1, height: u24(27) + 1 };
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    return {
      format: 'webp',
      width: view.getUint16(26, true) & 0x3fff,
      height: view.getUint16(28, true) & 0x3fff,
    };
  }
  throw new ImageHeaderError('WebP desconhecido');
}

function tiffSize(bytes: Uint8Array, view: DataView): ImageSize {
  const little = bytes[0] === 0x49;
  if (bytes.length < 8) throw new ImageHeaderError('TIFF truncado');
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > bytes.length) throw new ImageHeaderError('TIFF truncado');
  const count = view.getUint16(ifd, little);
  let width = 0;
  let height = 0;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > bytes.length) break;
    const tag = view.getUint16(entry, little);
    const type = view.getUint16(entry + 2, little);
    const value = type === 3 ? view.getUint16(entry + 8, little) : view.getUint32(entry + 8, little);
    if (tag === 256) width = value;
    if (tag === 257) height = value;
  }
  if (!width || !height) throw new ImageHeaderError('TIFF sem dimensões');
  return { format: 'tiff', width, height };
}
