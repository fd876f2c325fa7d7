import { GAME_LANGUAGES, type GameLanguage } from '../games/languages';
import { type GameTheme, gameArtLayers } from './game-art';
import { escapeXml } from './svg';

/**
 * A promotion's artwork in one language: the game art of its tab's theme with the promotion's
 * headline drawn across the middle, so the card's picture reads in the member's language. The
 * headline sits in the middle half, which both the list's square and the detail page's 2:1 crop keep.
 */
const SIZE = 192;
const TEXT_WIDTH = 168;
const MAX_LINES = 3;
/** Largest first: the first size whose lines fit in MAX_LINES is drawn, else the smallest. */
const FONT_SIZES = [24, 20, 17] as const;
/** The smallest: a headline still longer than MAX_LINES loses its last lines. */
const SMALLEST_FONT = 14;

/** A tab's theme and colourway: the art tells the tabs apart, the headline tells promotions apart. */
const TYPE_ART: Record<string, readonly [GameTheme, number]> = {
  NEW_MEMBER: ['treasure', 0],
  DAILY: ['lantern', 2],
  SLOTS: ['sevens', 0],
  LIVE: ['cards', 1],
  SPORTS: ['sports', 1],
  VIP: ['royal', 0],
};

const FILE = new RegExp(`^(\\d{1,9})-(${GAME_LANGUAGES.join('|')})\\.svg$`);

/** The URL of a promotion's artwork in `language`, served by the media routes. */
export const promotionArtUrl = (id: number, language: GameLanguage) =>
  `/media/promotions/${id}-${language}.svg`;

/** `12-TH.svg` → the promotion and language it names, or null for any other file name. */
export function parsePromotionArtFile(file: string): { id: number; language: GameLanguage } | null {
  const match = FILE.exec(file);
  return match ? { id: Number(match[1]), language: match[2] as GameLanguage } : null;
}

/**
 * A generous advance in ems: CJK ideographs are square, other scripts' letters about half as wide,
 * so a line is sized without the font's metrics (textLength holds the rare overflow).
 */
const advanceOf = (segment: string) => [...segment].reduce((width, char) => width + advanceOfChar(char), 0);

/** Combining marks (Thai vowels and tones, Vietnamese accents) take no room of their own. */
const advanceOfChar = (char: string) =>
  /\p{Mn}/u.test(char) ? 0 : /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char) ? 1 : 0.6;

/** The headline's words (Thai and Chinese have no spaces: the segmenter finds their words). */
function wordsOf(text: string, language: GameLanguage): string[] {
  const segmenter = new Intl.Segmenter(language === 'CN' ? 'zh' : language.toLowerCase(), {
    granularity: 'word',
  });
  return [...segmenter.segment(text)].map((part) => part.segment);
}

/** Greedy lines of at most `width` ems; a single word longer than a line gets a line of its own. */
function linesOf(words: readonly string[], width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line + word;
    if (line.trim() !== '' && advanceOf(next.trimEnd()) > width) {
      lines.push(line.trim());
      line = word.trimStart();
    } else {
      line = next;
    }
  }
  if (line.trim() !== '') lines.push(line.trim());
  return lines;
}

function headlineLayout(headline: string, language: GameLanguage) {
  const words = wordsOf(headline, language);
  for (const fontSize of FONT_SIZES) {
    const lines = linesOf(words, TEXT_WIDTH / fontSize);
    if (lines.length <= MAX_LINES) return { fontSize, lines };
  }
  return { fontSize: SMALLEST_FONT, lines: linesOf(words, TEXT_WIDTH / SMALLEST_FONT).slice(0, MAX_LINES) };
}

export function promotionArtSvg(input: { headline: string; type: string; language: GameLanguage }): string {
  const [theme, variant] = TYPE_ART[input.type] ?? (['gems', 0] as const);
  const { fontSize, lines } = headlineLayout(input.headline, input.language);
  const lineHeight = Math.round(fontSize * 1.2);
  const top = SIZE / 2 - (lineHeight * lines.length) / 2;
  const text = lines
    .map((line, index) => {
      const y = Math.round(top + lineHeight * index + fontSize * 0.95);
      const held =
        advanceOf(line) * fontSize > TEXT_WIDTH
          ? ` textLength="${TEXT_WIDTH}" lengthAdjust="spacingAndGlyphs"`
          : '';
      return `<text x="${SIZE / 2}" y="${y}"${held}>${escapeXml(line)}</text>`;
    })
    .join('');
  const band = lineHeight * lines.length + 16;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(input.headline)}">`,
    gameArtLayers(theme, variant),
    `<rect y="${Math.round(SIZE / 2 - band / 2)}" width="${SIZE}" height="${band}" fill="#000" opacity=".55"/>`,
    `<g text-anchor="middle" font-family="'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Thai', 'Noto Sans CJK SC', sans-serif" font-size="${fontSize}" font-weight="800" fill="#fff">`,
    text,
    '</g>',
    '</svg>',
  ].join('');
}
