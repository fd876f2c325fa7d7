import type { AffiliateChannel, ScreenshotType } from '../contract/support-types';
import { AFFILIATE_CHANNELS } from '../contract/support-types';

/** The affiliate application's bounds, checked by the form and again by the platform. */
export const AFFILIATE_RULES = {
  nameMax: 64,
  contactMax: 100,
  expectedPlayersMin: 1,
  expectedPlayersMax: 100_000,
} as const;

export function isAffiliateChannel(value: unknown): value is AffiliateChannel {
  return (AFFILIATE_CHANNELS as readonly unknown[]).includes(value);
}

/** A feedback's longest text in characters, whatever its word count (the body stays bounded). */
export const FEEDBACK_CONTENT_MAX_CHARS = 5_000;

/** The largest screenshot a feedback may carry, in bytes of the image itself. */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Words as a reader counts them in any of the brand's languages: Chinese and Thai write no spaces,
 * so the count comes from the word segmenter (each ideograph or Thai word counts), punctuation
 * not at all. Browser and platform count alike, so the live count matches the platform's verdict.
 */
export function countWords(text: string): number {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
}

/**
 * The image type of `bytes` by its signature (never by its name or declared type), or null when it
 * is neither a PNG nor a JPEG.
 */
export function screenshotTypeOf(bytes: Uint8Array): ScreenshotType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}
