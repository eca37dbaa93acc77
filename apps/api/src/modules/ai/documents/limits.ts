import {
  MAX_FILE_SIZE_BYTES,
  MAX_PDF_SIZE_MULTI_BYTES,
  MAX_PDF_SIZE_SINGLE_BYTES,
  MIB,
} from '@siao/shared/constants';
import { AppError } from '../../../lib/errors';
import type { DetectedFile } from '../../../lib/files/detect-type';

/** Spec §5/§9 limits (4.5 MB per file; PDF 10 MB single-file, 35 MB multi-file) live in @siao/shared/constants. */

function sizeLimitFor(file: DetectedFile, multiFile: boolean): number {
  if (file.kind === 'document' && file.format === 'pdf') {
    return multiFile ? MAX_PDF_SIZE_MULTI_BYTES : MAX_PDF_SIZE_SINGLE_BYTES;
  }
  return MAX_FILE_SIZE_BYTES;
}

/** 'O arquivo excede {N}MB!' with N as the client writes it: 4.5, 10 or 35. */
export function assertWithinLimit(file: DetectedFile, sizeBytes: number, multiFile: boolean): void {
  const limit = sizeLimitFor(file, multiFile);
  if (sizeBytes > limit) {
    const size = String(Math.round((limit / MIB) * 10) / 10);
    throw new AppError('FILE_TOO_LARGE', { params: { size } });
  }
}

/** The largest base64 string that can still decode within the biggest limit (cheap pre-check). */
export function maxBase64Length(multiFile: boolean): number {
  return Math.ceil(((multiFile ? MAX_PDF_SIZE_MULTI_BYTES : MAX_PDF_SIZE_SINGLE_BYTES) * 4) / 3) + 4;
}
