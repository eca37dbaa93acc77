import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { scannedPdf } from '../../../../test/fixtures/scanned-pdf';
import { OCR_MAX_PIXELS } from './engine-choice';
import { openPages } from './pages';
import type { PreparedImage } from './preprocess';

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
    const steps = (page as unknown as Pick<PreparedImage, 'steps'>).steps;
    expect(steps.dpi).toBe(150);
    // upscaled once, by the preprocessing, to the 300 dpi Tesseract reads best
    expect(page.width).toBeGreaterThan(2400);
    expect(page.textWords).toBeNull();
  });
});
