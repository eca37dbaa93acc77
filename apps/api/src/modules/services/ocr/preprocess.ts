import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { hasTool, runTool } from './run-tool';

/** Resolution Tesseract reads best; smaller scans are upscaled to it (at most 2×). */
export const OCR_DPI = 300;
/** Width of an A4 page at 300 dpi, used to guess the resolution of images without one. */
const A4_WIDTH_INCHES = 8.27;
/** Pixel budget of any image we decode (the upload check refuses bigger headers before this). */
export const OCR_MAX_PIXELS = 100_000_000;

export interface PreprocessOptions {
  /** orientation from `tesseract --psm 0` (native binary only): on by default when installed */
  orientation?: boolean;
  /** adaptive (local mean) threshold to black and white: on by default */
  threshold?: boolean;
}

export interface PreparedImage {
  png: Buffer;
  width: number;
  height: number;
  /** what was done, for the bench and the logs */
  steps: { dpi: number; scale: number; rotated: number; skew: number; osdSeconds: number };
}

interface Grey {
  data: Buffer;
  width: number;
  height: number;
}

const greyOf = async (image: Sharp): Promise<Grey> => {
  const { data, info } = await image.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};
const sharpOf = (g: Grey) => sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } });

/** Stretches the grey levels between the 0.5th and 99.5th percentiles to 0–255 (sharp's own `normalise` amplifies scan noise). */
function normaliseLevels(g: Grey): void {
  const hist = new Uint32Array(256);
  for (const v of g.data) hist[v] = (hist[v] ?? 0) + 1;
  const percentile = (p: number) => {
    let seen = 0;
    for (let i = 0; i < 256; i++) {
      seen += hist[i] ?? 0;
      if (seen >= p * g.data.length) return i;
    }
    return 255;
  };
  const lo = percentile(0.005);
  const hi = percentile(0.995);
  if (hi - lo < 32) return;
  const k = 255 / (hi - lo);
  for (let i = 0; i < g.data.length; i++) {
    g.data[i] = Math.max(0, Math.min(255, Math.round(((g.data[i] ?? 0) - lo) * k)));
  }
}

/**
 * Skew angle in degrees (−5…5) by projection profiles: on a small binarised copy, the angle whose
 * row sums of dark pixels vary most is the one that lines the text up.
 */
async function skewAngle(g: Grey): Promise<number> {
  const small = await greyOf(sharpOf(g).resize({ width: Math.min(g.width, 1000) }));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      if ((small.data[y * small.width + x] ?? 255) < 110) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 200) return 0;
  const bins = new Float64Array(small.height * 2 + small.width);
  const score = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    const sin = Math.sin(a);
    const cos = Math.cos(a);
    bins.fill(0);
    const off = small.width;
    for (let i = 0; i < xs.length; i++) {
      const row = Math.round((ys[i] ?? 0) * cos - (xs[i] ?? 0) * sin) + off;
      bins[row] = (bins[row] ?? 0) + 1;
    }
    let sum = 0;
    for (const b of bins) sum += b * b;
    return sum;
  };
  let best = 0;
  let bestScore = score(0);
  const search = (from: number, to: number, step: number) => {
    for (let d = from; d <= to + 1e-9; d += step) {
      const s = score(d);
      if (s > bestScore) {
        bestScore = s;
        best = d;
      }
    }
  };
  search(-5, 5, 0.5);
  const coarse = best;
  search(coarse - 0.5, coarse + 0.5, 0.1);
  return Math.round(best * 10) / 10;
}

/** Page orientation (0, 90, 180, 270) from `tesseract --psm 0`; 0 when unsure or on failure. */
async function orientationOf(png: Buffer): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'siao-osd-'));
  try {
    await writeFile(join(dir, 'p.png'), png);
    const { stdout } = await runTool('tesseract', [join(dir, 'p.png'), '-', '--psm', '0', '--dpi', '150']);
    const rotate = Number(/Rotate:\s*(\d+)/.exec(stdout)?.[1] ?? 0);
    const confidence = Number(/Orientation confidence:\s*([\d.]+)/.exec(stdout)?.[1] ?? 0);
    return confidence >= 2 ? rotate : 0;
  } catch {
    return 0; // too few characters to tell: leave the page as it is
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Bradley's adaptive threshold: dark where the pixel is 15 % below its neighbourhood's mean. */
async function adaptiveThreshold(g: Grey): Promise<void> {
  const mean = await greyOf(sharpOf(g).blur(Math.max(4, g.width / 160)));
  for (let i = 0; i < g.data.length; i++) {
    g.data[i] = (g.data[i] ?? 255) < (mean.data[i] ?? 255) * 0.85 ? 0 : 255;
  }
}

/**
 * What Tesseract reads best, with sharp: grey, upscaled to 300 dpi when smaller (≤ 2×), lightly
 * denoised (median 3), levels normalised, turned upright (`--psm 0`), deskewed and adaptively
 * thresholded, then despeckled.
 */
export async function preprocessImage(input: Sharp, options: PreprocessOptions = {}): Promise<PreparedImage> {
  const meta = await input.metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const guessed = width / A4_WIDTH_INCHES;
  // 72 and 96 are what cameras and editors write when they know nothing: guess from an A4 width then
  const stated = meta.density && meta.density !== 72 && meta.density !== 96 ? meta.density : 0;
  const dpi = stated >= 100 && stated <= 1200 ? stated : guessed;
  const scale = dpi < OCR_DPI - 10 ? Math.min(2, OCR_DPI / dpi) : 1;
  let image = input.rotate().greyscale();
  if (scale > 1) image = image.resize({ width: Math.round(width * scale), kernel: 'lanczos3' });
  const g = await greyOf(sharpOf(await greyOf(image)).median(3));
  normaliseLevels(g);
  let rotated = 0;
  const osdStart = performance.now();
  if ((options.orientation ?? true) && hasTool('tesseract')) {
    // at half size (150 dpi): OSD needs the shapes of letters, not their detail, and takes a quarter of the time
    const half = await sharpOf(g)
      .resize({ width: Math.round(g.width / 2) })
      .png({ compressionLevel: 1 })
      .toBuffer();
    rotated = await orientationOf(half);
  }
  const osdSeconds = (performance.now() - osdStart) / 1000;
  let upright = g;
  if (rotated) upright = await greyOf(sharpOf(g).rotate(rotated));
  const skew = await skewAngle(upright);
  let straight = upright;
  if (Math.abs(skew) >= 0.1) {
    straight = await greyOf(sharpOf(upright).rotate(-skew, { background: '#ffffff' }));
  }
  if (options.threshold ?? true) {
    await adaptiveThreshold(straight);
    straight = await greyOf(sharpOf(straight).median(3)); // the grain's specks left by the threshold
  }
  const { data, info } = await sharpOf(straight)
    .png({ compressionLevel: 3 })
    .withMetadata({ density: OCR_DPI })
    .toBuffer({ resolveWithObject: true });
  return {
    png: data,
    width: info.width,
    height: info.height,
    steps: { dpi, scale, rotated, skew, osdSeconds },
  };
}
