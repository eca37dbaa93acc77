import { AppError } from '../../../lib/errors';
import type { DetectedFile } from './detect-type';

const MB = 1024 * 1024;
/** Spec §5/§9: 4.5 MB (4718592 bytes) per file; PDF 10 MB single-file, 35 MB in the multi-file form. */
export const FILE_LIMIT_BYTES = 4_718_592;
export const PDF_SINGLE_LIMIT_BYTES = 10 * MB;
export const PDF_MULTI_LIMIT_BYTES = 35 * MB;

export function sizeLimitFor(file: DetectedFile, multiFile: boolean): number {
  if (file.kind === 'document' && file.format === 'pdf') {
    return multiFile ? PDF_MULTI_LIMIT_BYTES : PDF_SINGLE_LIMIT_BYTES;
  }
  return FILE_LIMIT_BYTES;
}

/** 'O arquivo excede {N}MB!' with N as the client writes it: 4.5, 10 or 35. */
export function assertWithinLimit(file: DetectedFile, sizeBytes: number, multiFile: boolean): void {
  const limit = sizeLimitFor(file, multiFile);
  if (sizeBytes > limit) {
    const size = String(Math.round((limit / MB) * 10) / 10);
    throw new AppError('FILE_TOO_LARGE', { params: { size } });
  }
}

/** The largest base64 string that can still decode within the biggest limit (cheap pre-check). */
export function maxBase64Length(multiFile: boolean): number {
  return Math.ceil(((multiFile ? PDF_MULTI_LIMIT_BYTES : PDF_SINGLE_LIMIT_BYTES) * 4) / 3) + 4;
}
