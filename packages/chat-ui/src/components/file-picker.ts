import type { ContentPart } from '@siao/shared';
import { prepareSingleUpload, SINGLE_FILE_ACCEPT } from '../rules/upload';

export interface AcceptedUpload {
  file: File;
  part: ContentPart;
}

export { SINGLE_FILE_ACCEPT };

/**
 * Runs the single-file rules of spec §5 on the file chosen in `input`. A refused file raises the alert and
 * clears the selection; an accepted one is returned (and the input reset when `resetOnAccept`, so the same
 * file can be chosen again).
 */
export async function takeChosenFile(
  input: HTMLInputElement,
  resetOnAccept: boolean,
): Promise<AcceptedUpload | null> {
  const file = input.files?.[0];
  if (!file) return null;
  const prepared = await prepareSingleUpload(file);
  if (!prepared.ok) {
    input.value = '';
    window.alert(prepared.message);
    return null;
  }
  if (resetOnAccept) input.value = '';
  return { file, part: prepared.part };
}
