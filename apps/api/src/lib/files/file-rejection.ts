import { MAX_IMAGE_ASPECT_RATIO, MAX_IMAGE_SIDE_PX } from '@siao/shared/constants';
import { ImageHeaderError, readImageSize } from './image-header';

/** Codes of the shared error table a hostile or broken file is answered with. */
export type FileRejectionCode =
  | 'FILE_IMAGE_TOO_LARGE'
  | 'FILE_ARCHIVE_TOO_LARGE'
  | 'FILE_PROCESSING_FAILED'
  | 'FILE_UNREADABLE';

/**
 * A file refused by the safety checks. Plain data (code + params) so it crosses the worker
 * boundary; the caller adds the file's name and turns it into an AppError.
 */
export class FileRejectedError extends Error {
  constructor(
    readonly code: FileRejectionCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

/**
 * Refuses an image whose header claims more pixels than `maxImagePixels`, a side over
 * MAX_IMAGE_SIDE_PX, an absurd aspect ratio or zero pixels — before any decoder allocates them.
 * Bytes that are not an image pass untouched.
 */
export function assertImageWithinLimits(bytes: Uint8Array, maxImagePixels: number): void {
  let size: ReturnType<typeof readImageSize>;
  try {
    size = readImageSize(bytes);
  } catch (error) {
    if (error instanceof ImageHeaderError) throw new FileRejectedError('FILE_UNREADABLE');
    throw error;
  }
  if (!size) return;
  const { width, height } = size;
  const longest = Math.max(width, height);
  const shortest = Math.min(width, height);
  if (shortest === 0) throw new FileRejectedError('FILE_UNREADABLE');
  if (
    width * height > maxImagePixels ||
    longest > MAX_IMAGE_SIDE_PX ||
    longest / shortest > MAX_IMAGE_ASPECT_RATIO
  ) {
    const number = (value: number) => value.toLocaleString('pt-BR');
    throw new FileRejectedError('FILE_IMAGE_TOO_LARGE', {
      width: number(width),
      height: number(height),
      max: number(Math.round(maxImagePixels / 100_000) / 10),
      side: number(MAX_IMAGE_SIDE_PX),
    });
  }
}
