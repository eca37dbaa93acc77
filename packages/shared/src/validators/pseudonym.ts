/**
 * LGPD anonymisation: a person's CPF/document where a record must stay is replaced by this stable
 * pseudonym (`TITULAR-` and 10 hexadecimal characters, the same for the same person). It is no personal
 * data, so screens show it as it is instead of masking it.
 */
export const LGPD_PSEUDONYM_PREFIX = 'TITULAR-';

export const isLgpdPseudonym = (value: string): boolean => value.startsWith(LGPD_PSEUDONYM_PREFIX);
