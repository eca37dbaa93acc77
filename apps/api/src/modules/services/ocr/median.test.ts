import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { median3 } from './median';

describe('median3', () => {
  it('gives the same pixels as sharp’s median(3), edges included', async () => {
    const [width, height] = [61, 37];
    // a grey page with grain: every value, in no order
    const data = Buffer.from(
      Array.from({ length: width * height }, (_, i) => (i * 7919 + (i >> 3) * 104729) % 256),
    );
    const expected = await sharp(data, { raw: { width, height, channels: 1 } })
      .median(3)
      .toColourspace('b-w')
      .raw()
      .toBuffer();
    expect(median3(data, width, height).equals(expected)).toBe(true);
  });
});
