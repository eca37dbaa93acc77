/** Keeps only the ASCII digits of a value typed with any mask, spaces or punctuation. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** True when every character of the string is the same (e.g. `00000000000`), which check digits accept. */
export function isRepeatedDigits(value: string): boolean {
  return /^(.)\1*$/.test(value);
}
