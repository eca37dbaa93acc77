import sharp from 'sharp';

export interface ImagePages {
  /** pages of the image (TIFF pages; 1 for a JPEG or PNG) */
  pages: number;
  /** every page's size from its header, when `pages` is within the limit (null: unreadable page) */
  sizes: Array<{ width: number; height: number } | null>;
}

/**
 * Pages of an image file and each page's size, read from the headers by sharp (nothing decoded).
 * Runs only in a file worker; the caller applies its limits.
 */
export async function readImagePages(path: string, maxPages: number): Promise<ImagePages> {
  const pages = (await sharp(path, { limitInputPixels: false }).metadata()).pages ?? 1;
  if (pages > maxPages) return { pages, sizes: [] };
  const sizes: ImagePages['sizes'] = [];
  for (let page = 0; page < pages; page++) {
    const meta = await sharp(path, { page, limitInputPixels: false })
      .metadata()
      .catch(() => null);
    sizes.push(meta?.width && meta.height ? { width: meta.width, height: meta.height } : null);
  }
  return { pages, sizes };
}
