const REGIONAL_INDICATOR_A = 0x1f1e6;

/**
 * The flag emoji of an ISO 3166-1 alpha-2 code, built from two regional-indicator symbols, so the
 * selector needs no flag images. Anything but two letters gives an empty string.
 */
export function countryFlag(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}
