import {
  FILE_DESCRIPTION_MAX_LENGTH,
  FILES_PER_ROW,
  MAX_FILE_SIZE_BYTES,
  MAX_PDF_SIZE_MULTI_BYTES,
} from '@siao/shared/constants';
import { uiMessages } from '@siao/shared/messages';
import { looksLikePdf, oversizeMessage } from './upload';

export interface SizedFile {
  name: string;
  type: string;
  size: number;
}

export interface FileSlot<F extends SizedFile = SizedFile> {
  file: F | null;
  description: string;
}

const multiFileMessages = {
  missingFile: uiMessages.selectAllFiles,
  missingDescription: uiMessages.describeAllFiles,
  longDescription: uiMessages.descriptionTooLong,
  missingInstruction: uiMessages.instructionRequired,
} as const;

const isBlank = (slot: FileSlot<SizedFile>) => slot.file === null && slot.description.trim() === '';

/** Spec §2: there is always one free slot after the last filled one. */
export function withFreeSlot<F extends SizedFile>(slots: FileSlot<F>[]): FileSlot<F>[] {
  const filled = slots.filter((s) => !isBlank(s));
  return [...filled, { file: null, description: '' }];
}

/** Spec §2/§9: 5 slots per row; a new row starts when a row is full. */
export function toRows<T>(slots: T[]): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < slots.length; i += FILES_PER_ROW) rows.push(slots.slice(i, i + FILES_PER_ROW));
  return rows;
}

/**
 * Spec §5, in this order: every slot has a file, every description is filled, descriptions are at most
 * 255 characters, sizes fit (4.5 MB, 35 MB once a PDF has been seen), the overall instruction is set.
 * The trailing free slot is not a missing file. Returns the first message, or null when valid.
 */
export function validateMultiFile(slots: FileSlot[], instruction: string): string | null {
  const used = slots.filter((s) => !isBlank(s));
  if (used.length === 0 || used.some((s) => s.file === null)) return multiFileMessages.missingFile;
  if (used.some((s) => s.description.trim() === '')) return multiFileMessages.missingDescription;
  if (used.some((s) => s.description.length > FILE_DESCRIPTION_MAX_LENGTH))
    return multiFileMessages.longDescription;
  let limit = MAX_FILE_SIZE_BYTES;
  for (const { file } of used) {
    if (looksLikePdf(file!)) limit = MAX_PDF_SIZE_MULTI_BYTES;
    if (file!.size > limit) return oversizeMessage(limit);
  }
  if (instruction.trim() === '') return multiFileMessages.missingInstruction;
  return null;
}
