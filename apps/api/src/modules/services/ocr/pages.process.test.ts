import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { scannedPdf } from '../../../../test/fixtures/scanned-pdf';
import { OCR_MAX_PIXELS } from './engine-choice';
import { openPages } from './pages';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('openPages on an image-only PDF (poppler)', () => {
  it('reads a scanned page from its own image at its own resolution, not re-rendered at 300 dpi', async () => {
    dir = await mkdtemp(join(tmpdir(), 'pages-test-'));
    // an A4 scan at 150 dpi, one grey JPEG over the whole page
    const scan = await sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#ffffff' } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754"><text x="100" y="200" font-size="40" font-family="DejaVu Sans">CERTIDÃO DE NASCIMENTO</text></svg>',
          ),
        },
      ])
      .greyscale()
      .jpeg({ quality: 80 })
      .toBuffer();
    const pdf = await scannedPdf([scan], 150, { asIs: true });
    const page = await (await openPages(pdf, 'pdf', dir, { maxPages: 5, maxPixels: OCR_MAX_PIXELS })).page(1);
    // the scan's own resolution, which the certidão's review rules read (a poor copy below 180 dpi)
    expect(page.scanDpi).toBe(150);
    // upscaled once, by the preprocessing, to the 300 dpi Tesseract reads best
    expect(page.width).toBeGreaterThan(2400);
    expect(page.textWords).toBeNull();
  });

  it('reads a colour scan inside a PDF exactly as the same JPEG uploaded alone', async () => {
    dir = await mkdtemp(join(tmpdir(), 'pages-test-'));
    // a colour JPEG at 200 dpi, as a scanner or phone writes it (three channels, not grey)
    const scan = await sharp({ create: { width: 1654, height: 600, channels: 3, background: '#fbf8ee' } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1654" height="600"><text x="100" y="200" font-size="34" font-family="DejaVu Serif">NOME: THÉO DA CONCEIÇÃO</text></svg>',
          ),
        },
      ])
      .jpeg({ quality: 75 })
      .withMetadata({ density: 200 })
      .toBuffer();
    const limits = { maxPages: 5, maxPixels: OCR_MAX_PIXELS };
    const fromPdf = await (
      await openPages(await scannedPdf([scan], 200, { asIs: true }), 'pdf', dir, limits)
    ).page(1);
    const fromJpeg = await (await openPages(scan, 'image', dir, limits)).page(1);
    expect(fromPdf.png.equals(fromJpeg.png)).toBe(true);
  });
});
