/**
 * 3×3 median of a one-channel image, the same pixels as sharp's `median(3)` (libvips' rank filter,
 * the edges extended by copying) at a fraction of its CPU (libvips also turns the grey page into
 * three channels on the way; a page is 7–10 million pixels). Each column of three pixels is sorted
 * once for the three windows that share it; the median of the nine is then the median of the
 * largest low, the median middle and the smallest high of the window's three columns.
 */
export function median3(src: Uint8Array, width: number, height: number): Buffer {
  const out = Buffer.allocUnsafe(width * height);
  const lo = new Uint8Array(width);
  const mid = new Uint8Array(width);
  const hi = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    const above = Math.max(0, y - 1) * width;
    const row = y * width;
    const below = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      let a = src[above + x] as number;
      let b = src[row + x] as number;
      let c = src[below + x] as number;
      let t: number;
      if (a > b) {
        t = a;
        a = b;
        b = t;
      }
      if (b > c) {
        t = b;
        b = c;
        c = t;
      }
      if (a > b) {
        t = a;
        a = b;
        b = t;
      }
      lo[x] = a;
      mid[x] = b;
      hi[x] = c;
    }
    for (let x = 0; x < width; x++) {
      const l = x > 0 ? x - 1 : 0;
      const r = x < width - 1 ? x + 1 : width - 1;
      const low = max3(lo[l] as number, lo[x] as number, lo[r] as number);
      const middle = med3(mid[l] as number, mid[x] as number, mid[r] as number);
      const high = min3(hi[l] as number, hi[x] as number, hi[r] as number);
      out[row + x] = med3(low, middle, high);
    }
  }
  return out;
}

const max3 = (a: number, b: number, c: number) => (a > b ? (a > c ? a : c) : b > c ? b : c);
const min3 = (a: number, b: number, c: number) => (a < b ? (a < c ? a : c) : b < c ? b : c);
const med3 = (a: number, b: number, c: number) =>
  a > b ? (b > c ? b : a > c ? c : a) : a > c ? a : b > c ? c : b;
