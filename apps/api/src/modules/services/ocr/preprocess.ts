import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { encodeBilevelPng } from './bilevel-png';
import { OCR_DPI } from './engine-choice';
import { median3 } from './median';
import { hasTool, runTool } from './run-tool';

/** Width of an A4 page at 300 dpi, used to guess the resolution of images without one. */
const A4_WIDTH_INCHES = 8.27;

export interface PreprocessOptions {
  /** orientation from `tesseract --psm 0` (native binary only): on by default when installed */
  orientation?: boolean;
  /**
   * adaptive (local mean) threshold to black and white: by default only on a page that needs no
   * upscaling (about 300 dpi); an upscaled page stays grey
   */
  threshold?: boolean;
  /** the image's resolution when its container says it (a scanned PDF page's size) */
  dpi?: number;
}

export interface PreparedImage {
  /** 1-bit when thresholded (`bilevel`), else one 8-bit grey channel; 300 dpi */
  png: Buffer;
  width: number;
  height: number;
  /** false when the page may still be upside down (its lines are horizontal and OSD did not run) */
  orientationKnown: boolean;
  bilevel: boolean;
  /** what was done, for the bench and the logs */
  steps: {
    dpi: number;
    scale: number;
    rotated: number;
    skew: number;
    osdSeconds: number;
    horizontal: boolean;
  };
  /** CPU seconds (this process, libvips threads included) and wall seconds of each stage, for the bench */
  stages: Record<string, { cpu: number; wall: number }>;
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
  const { data } = g;
  for (let i = 0; i < data.length; i++) {
    const v = data[i] as number;
    hist[v] = (hist[v] as number) + 1;
  }
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
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.max(0, Math.min(255, Math.round(((v - lo) * 255) / (hi - lo))));
  for (let i = 0; i < data.length; i++) data[i] = lut[data[i] as number] as number;
}

interface Lines {
  /** skew angle in degrees (−5…5) */
  skew: number;
  /** the text lines run across the page (upright or upside down), not up and down (a page turned 90°) */
  horizontal: boolean;
}

/**
 * Skew angle by projection profiles: on a small binarised copy, the angle whose row sums of dark
 * pixels vary most is the one that lines the text up. The same profiles tell whether the lines are
 * horizontal: rows of text concentrate the dark pixels in few rows (measured 8–14× an even spread on
 * the test set), columns far less (2–3.5×); a page turned 90° swaps the two.
 */
async function textLines(g: Grey): Promise<Lines> {
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
  if (xs.length < 200) return { skew: 0, horizontal: true };
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
  const columns = new Float64Array(small.width);
  for (const x of xs) columns[x] = (columns[x] ?? 0) + 1;
  let columnScore = 0;
  for (const c of columns) columnScore += c * c;
  // both as multiples of an even spread (n² / bins)
  const n2 = xs.length * xs.length;
  const rowConcentration = (bestScore * small.height) / n2;
  const columnConcentration = (columnScore * small.width) / n2;
  return { skew: Math.round(best * 10) / 10, horizontal: rowConcentration >= 1.5 * columnConcentration };
}

/**
 * Page orientation (0, 90, 180, 270) from `tesseract --psm 0`; 0 when its confidence is below
 * `minConfidence`, or on failure.
 */
async function orientationOf(png: Buffer, minConfidence = 2): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'siao-osd-'));
  try {
    await writeFile(join(dir, 'p.png'), png);
    const { stdout } = await runTool('tesseract', [join(dir, 'p.png'), '-', '--psm', '0', '--dpi', '150']);
    const rotate = Number(/Rotate:\s*(\d+)/.exec(stdout)?.[1] ?? 0);
    const confidence = Number(/Orientation confidence:\s*([\d.]+)/.exec(stdout)?.[1] ?? 0);
    return confidence >= minConfidence ? rotate : 0;
  } catch {
    return 0; // too few characters to tell: leave the page as it is
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A half-size PNG (150 dpi) for `--psm 0`: OSD needs the shapes of letters, not their detail. */
const halfSize = (image: Sharp, width: number) =>
  image
    .resize({ width: Math.round(width / 2) })
    .png({ compressionLevel: 1 })
    .toBuffer();

/** Orientation of a prepared 300 dpi page (`--psm 0` on a half-size copy), at OSD's least `minConfidence`. */
export const orientationOfPage = async (png: Buffer, width: number, minConfidence?: number) =>
  orientationOf(await halfSize(sharp(png), width), minConfidence);

/** Share of dark pixels with no dark 4-neighbour above which a thresholded page is speckled. */
const SPECKLED = 0.002;

/** Dark pixels standing alone (no dark pixel left, right, above or below), as a share of all dark pixels. */
function isolatedDarkShare(g: Grey): number {
  let dark = 0;
  let alone = 0;
  const { data, width, height } = g;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (data[i] !== 0) continue;
      dark++;
      if (data[i - 1] && data[i + 1] && data[i - width] && data[i + width]) alone++;
    }
  }
  return dark ? alone / dark : 0;
}

/** Bradley's adaptive threshold: dark where the pixel is 15 % below its neighbourhood's mean. */
async function adaptiveThreshold(g: Grey): Promise<void> {
  const mean = await greyOf(sharpOf(g).blur(Math.max(4, g.width / 160)));
  for (let i = 0; i < g.data.length; i++) {
    g.data[i] = (g.data[i] ?? 255) < (mean.data[i] ?? 255) * 0.85 ? 0 : 255;
  }
}

/** Grey levels at or below this are ink, at or above `PAPER` paper, on a grey page; the rest is stretched between. */
const INK = 60;
const PAPER = 230;

/**
 * Flattens a grey page's paper to white and its ink to black, keeping the grey of the strokes' edges
 * (what Tesseract's LSTM reads): the grain on the paper leaves nothing to binarise, and the PNG and
 * the searchable PDF's image compress (a 200 dpi page: 0.5 MB instead of 3.8 MB). A paper level of
 * 200 erased a thin font's faint strokes (development seeds in DejaVu Sans Light at 150 dpi: 73 of
 * 120 fields exact, against 94 at 230).
 */
function clipLevels(g: Grey): void {
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++)
    lut[v] = v >= PAPER ? 255 : v <= INK ? 0 : Math.round(((v - INK) * 255) / (PAPER - INK));
  for (let i = 0; i < g.data.length; i++) g.data[i] = lut[g.data[i] as number] as number;
}

/**
 * What Tesseract reads best, with sharp: grey, upscaled to 300 dpi when smaller (≤ 2×), lightly
 * denoised (median 3), levels normalised, turned upright (`--psm 0`) and deskewed; a page that needed
 * no upscaling is then adaptively thresholded and despeckled, an upscaled one stays grey (`clipLevels`).
 */
export async function preprocessImage(input: Sharp, options: PreprocessOptions = {}): Promise<PreparedImage> {
  const stages: PreparedImage['stages'] = {};
  let wall0 = performance.now();
  let cpu0 = process.cpuUsage();
  const stage = (name: string) => {
    const cpu = process.cpuUsage(cpu0);
    stages[name] = { cpu: (cpu.user + cpu.system) / 1e6, wall: (performance.now() - wall0) / 1000 };
    wall0 = performance.now();
    cpu0 = process.cpuUsage();
  };
  const meta = await input.metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const guessed = width / A4_WIDTH_INCHES;
  // 72 and 96 are what cameras and editors write when they know nothing: guess from an A4 width then
  const stated = meta.density && meta.density !== 72 && meta.density !== 96 ? meta.density : 0;
  const dpi = options.dpi ?? (stated >= 100 && stated <= 1200 ? stated : guessed);
  const scale = dpi < OCR_DPI - 10 ? Math.min(2, OCR_DPI / dpi) : 1;
  let image = input.rotate().greyscale();
  if (scale > 1) image = image.resize({ width: Math.round(width * scale), kernel: 'lanczos3' });
  const decoded = await greyOf(image);
  stage('decode');
  const g: Grey = { ...decoded, data: median3(decoded.data, decoded.width, decoded.height) };
  stage('median');
  normaliseLevels(g);
  stage('levels');
  let rotated = 0;
  let lines = await textLines(g);
  const horizontal = lines.horizontal;
  stage('skew');
  const osdStart = performance.now();
  // `--psm 0` (about 1 s of CPU) only when the lines are not horizontal: a page turned 90° or 270°.
  // Upright and upside-down pages have the same profiles; an upside-down one reads with a low
  // confidence and is turned after recognition (`recognizeUpright`), so upright pages never pay for OSD.
  if ((options.orientation ?? true) && !lines.horizontal && hasTool('tesseract')) {
    rotated = await orientationOf(await halfSize(sharpOf(g), g.width));
  }
  const osdSeconds = (performance.now() - osdStart) / 1000;
  stage('osd');
  let upright = g;
  if (rotated) {
    upright = await greyOf(sharpOf(g).rotate(rotated));
    lines = await textLines(upright);
  }
  const skew = lines.skew;
  let straight = upright;
  if (Math.abs(skew) >= 0.1) {
    straight = await greyOf(sharpOf(upright).rotate(-skew, { background: '#ffffff' }));
  }
  stage('rotate');
  // a page upscaled from a lower resolution stays grey: the threshold cuts its blurred strokes into
  // jagged ones, where Tesseract's LSTM reads their grey edges (development split, 150 dpi JPEGs:
  // 141 → 157 of 160 fields exact and 7 → 1 false flags; 200 dpi: 157 → 157; development seeds in a
  // thin font, DejaVu Sans Light, at 150 dpi: 57 → 94 of 120; Otsu's global threshold instead: 132
  // of 160). About 0.1 s of CPU more a page: Tesseract reads grey slower, no threshold to compute
  const bilevel = options.threshold ?? scale === 1;
  if (bilevel) {
    await adaptiveThreshold(straight);
    // the grain's specks left by the threshold; a clean page has none, and the median would erase
    // its accents (thin strokes two or three pixels wide: `THÉO` read `THEO`)
    if (isolatedDarkShare(straight) > SPECKLED)
      straight = { ...straight, data: median3(straight.data, straight.width, straight.height) };
  } else clipLevels(straight);
  stage('threshold');
  const png = bilevel
    ? encodeBilevelPng(straight.data, straight.width, straight.height, OCR_DPI)
    : // one grey channel (`withMetadata` would write three: sRGB)
      await sharpOf(straight)
        .toColourspace('b-w')
        .png({ compressionLevel: 3 })
        .withDensity(OCR_DPI)
        .toBuffer();
  stage('png');
  return {
    png,
    width: straight.width,
    height: straight.height,
    // upright pages are told from upside-down ones after recognition (`recognizeUpright`)
    orientationKnown: !(options.orientation ?? true) || !horizontal,
    bilevel,
    steps: { dpi, scale, rotated, skew, osdSeconds, horizontal },
    stages,
  };
}
