import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'latin1');
  body.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

/**
 * A 1-bit greyscale PNG of a thresholded page (one byte a pixel, 0 = ink, anything else = paper),
 * with its resolution. Tesseract reads a 1-bit page without binarising it again: measured half the
 * recognition CPU of the same page as 8-bit grey, same text, a PDF a third the size. Written here
 * because sharp only makes 1-bit PNGs through palette quantisation (0.3 s a page).
 */
export function encodeBilevelPng(data: Uint8Array, width: number, height: number, dpi: number): Buffer {
  const stride = Math.ceil(width / 8);
  const rows = Buffer.alloc((stride + 1) * height); // each row: filter byte 0, then packed bits (1 = white)
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1) + 1;
    const from = y * width;
    for (let x = 0; x < width; x++) {
      if (data[from + x]) rows[row + (x >> 3)] = (rows[row + (x >> 3)] ?? 0) | (0x80 >> (x & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const perMetre = Math.round(dpi / 0.0254);
  const phys = Buffer.alloc(9);
  phys.writeUInt32BE(perMetre, 0);
  phys.writeUInt32BE(perMetre, 4);
  phys.writeUInt8(1, 8); // unit: metre
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('pHYs', phys),
    chunk('IDAT', deflateSync(rows, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
