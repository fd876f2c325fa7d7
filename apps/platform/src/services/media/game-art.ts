import { hashString } from '../prng';

/**
 * The demo lobby's game art: one square picture per theme and colourway, chosen for each game from
 * its name, type and category. Shared on purpose: the lobby grid shows thousands of games, and a
 * browser parses and paints each distinct SVG on its main thread, so a few dozen pictures decoded
 * once each keep a fast scroll smooth where one SVG per game held it at ~10 fps. The game's name is
 * not drawn in: the card lays it over the art as text, in the player's language.
 */
export const GAME_THEMES = [
  'fruit',
  'dragon',
  'gems',
  'cards',
  'fishing',
  'sports',
  'lottery',
  'roulette',
  'dice',
  'treasure',
  'celestial',
  'jungle',
  'lantern',
  'sevens',
  'royal',
] as const;

export type GameTheme = (typeof GAME_THEMES)[number];

/** Colourways per theme: the same emblem on four backgrounds, so neighbouring tiles differ. */
export const GAME_ART_VARIANTS = 4;

const GAME_ART_SIZE = 192;

/** What the art is chosen from: the catalogue row's English name, type and category. */
export interface GameArtSubject {
  names: { EN?: string | undefined };
  gameCode: string;
  vassalage: string;
  gameClassify: string;
  category: string;
}

const BY_CATEGORY: Partial<Record<string, GameTheme>> = {
  SPORTS: 'sports',
  FISH: 'fishing',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};

const BY_CLASSIFY: Partial<Record<string, GameTheme>> = {
  ROULETTE: 'roulette',
  SICBO: 'dice',
  BOARD: 'dice',
  BACCARAT: 'cards',
  BLACKJACK: 'cards',
  CARD: 'cards',
  LOBBY: 'cards',
  DRAGON_TIGER: 'dragon',
  JACKPOT: 'sevens',
  KENO: 'lottery',
  LOTTERY: 'lottery',
};

/** The name's subject (its noun) decides first; an adjective or edition only when no noun matched. */
const NOUN_THEMES: ReadonlyArray<readonly [GameTheme, readonly string[]]> = [
  ['dragon', ['dragon', 'phoenix']],
  ['fruit', ['fruit', 'cherry', 'garden']],
  ['gems', ['gem', 'crystal', 'pearl']],
  ['royal', ['crown', 'king', 'queen', 'princess', 'castle', 'empire', 'warrior', 'eagle']],
  ['treasure', ['coin', 'treasure']],
  ['celestial', ['moon', 'sun', 'star', 'dream', 'spirit']],
  ['jungle', ['tiger', 'wolf', 'horse', 'buffalo', 'monkey', 'rooster', 'forest', 'mountain']],
  ['lantern', ['temple', 'lotus', 'bell', 'festival', 'cat', 'panda']],
  ['fishing', ['ocean', 'koi', 'river', 'island']],
  ['roulette', ['wheel']],
];

const WORD_THEMES: ReadonlyArray<readonly [GameTheme, readonly string[]]> = [
  ['fruit', ['sweet']],
  ['gems', ['crystal', 'shining']],
  ['royal', ['royal', 'great', 'mighty']],
  ['treasure', ['golden', 'rich', 'fortune', 'silver']],
  ['celestial', ['magic', 'mystic', 'eternal', 'sacred']],
  ['jungle', ['wild', 'brave']],
  ['lantern', ['lucky', 'happy', 'party']],
  ['sevens', ['blazing', 'hot', 'deluxe']],
];

/** The slot themes a name with no known word falls back to, picked by the name's hash. */
const SLOT_FALLBACK: readonly GameTheme[] = ['sevens', 'fruit', 'gems', 'treasure', 'celestial', 'lantern'];

function themeOfWords(words: readonly string[], table: typeof NOUN_THEMES): GameTheme | undefined {
  return table.find(([, keys]) => keys.some((key) => words.includes(key)))?.[0];
}

/** The theme of a game: its category or type when they say what it is, else the words of its name. */
export function gameTheme(game: GameArtSubject): GameTheme {
  const fixed = BY_CATEGORY[game.category] ?? BY_CLASSIFY[game.gameClassify];
  if (fixed) return fixed;
  const name = game.names.EN ?? game.gameCode;
  const words = name.toLowerCase().split(/[^a-z]+/);
  return (
    themeOfWords(words, NOUN_THEMES) ??
    themeOfWords(words, WORD_THEMES) ??
    (SLOT_FALLBACK[hashString(name) % SLOT_FALLBACK.length] as GameTheme)
  );
}

/** The art's colourway: by vendor and code, so games of one theme side by side rarely match. */
function gameArtVariant(game: GameArtSubject): number {
  return hashString(`${game.vassalage}:${game.gameCode}`) % GAME_ART_VARIANTS;
}

/** The game's icon: the shared art of its theme and colourway. */
export function gameArtUrl(game: GameArtSubject): string {
  return `/media/games/${gameTheme(game)}-${gameArtVariant(game)}.svg`;
}

/** `dragon-2.svg` → the theme and colourway it names, or null for any other file name. */
export function parseGameArtFile(file: string): { theme: GameTheme; variant: number } | null {
  const match = /^([a-z]{1,12})-(\d)\.svg$/.exec(file);
  const theme = GAME_THEMES.find((known) => known === match?.[1]);
  const variant = Number(match?.[2]);
  return theme && variant < GAME_ART_VARIANTS ? { theme, variant } : null;
}

type Backdrop = readonly [from: string, to: string, glow: string];

/** Each theme's four backgrounds: deep colours, so the name laid over the art stays readable. */
const BACKDROPS: Record<GameTheme, readonly Backdrop[]> = {
  fruit: [
    ['#7a1fa2', '#ff6f91', '#ffe66d'],
    ['#0b7a4b', '#7bd389', '#fff3b0'],
    ['#c2410c', '#fbbf24', '#fff7d6'],
    ['#1e3a8a', '#ec4899', '#fde68a'],
  ],
  dragon: [
    ['#7f1d1d', '#dc2626', '#fcd34d'],
    ['#064e3b', '#10b981', '#fde68a'],
    ['#1e1b4b', '#7c3aed', '#fbbf24'],
    ['#111827', '#b91c1c', '#f59e0b'],
  ],
  gems: [
    ['#312e81', '#06b6d4', '#e0f2fe'],
    ['#4a044e', '#db2777', '#fce7f3'],
    ['#052e16', '#059669', '#d1fae5'],
    ['#1e1b4b', '#6366f1', '#ede9fe'],
  ],
  cards: [
    ['#064e3b', '#047857', '#fef3c7'],
    ['#450a0a', '#991b1b', '#fde68a'],
    ['#0c4a6e', '#0369a1', '#e0f2fe'],
    ['#1f2937', '#4b5563', '#fde68a'],
  ],
  fishing: [
    ['#082f49', '#0284c7', '#a5f3fc'],
    ['#134e4a', '#14b8a6', '#ccfbf1'],
    ['#1e3a8a', '#3b82f6', '#bae6fd'],
    ['#0f172a', '#0e7490', '#67e8f9'],
  ],
  sports: [
    ['#14532d', '#16a34a', '#dcfce7'],
    ['#1e3a8a', '#2563eb', '#dbeafe'],
    ['#7c2d12', '#ea580c', '#ffedd5'],
    ['#111827', '#15803d', '#bbf7d0'],
  ],
  lottery: [
    ['#4c1d95', '#a21caf', '#fde68a'],
    ['#7c2d12', '#dc2626', '#fef08a'],
    ['#0c4a6e', '#0891b2', '#fef9c3'],
    ['#14532d', '#65a30d', '#fef9c3'],
  ],
  roulette: [
    ['#052e16', '#166534', '#fde68a'],
    ['#450a0a', '#7f1d1d', '#fcd34d'],
    ['#172554', '#1d4ed8', '#fde68a'],
    ['#18181b', '#3f3f46', '#fbbf24'],
  ],
  dice: [
    ['#7f1d1d', '#ef4444', '#fee2e2'],
    ['#1e3a8a', '#6366f1', '#e0e7ff'],
    ['#3f6212', '#84cc16', '#ecfccb'],
    ['#581c87', '#c026d3', '#fae8ff'],
  ],
  treasure: [
    ['#422006', '#a16207', '#fef08a'],
    ['#450a0a', '#b45309', '#fde68a'],
    ['#1c1917', '#78350f', '#fcd34d'],
    ['#0f172a', '#854d0e', '#fef3c7'],
  ],
  celestial: [
    ['#0f172a', '#4338ca', '#c7d2fe'],
    ['#1e1b4b', '#9333ea', '#f5d0fe'],
    ['#020617', '#1d4ed8', '#fef9c3'],
    ['#172554', '#0d9488', '#ccfbf1'],
  ],
  jungle: [
    ['#14532d', '#65a30d', '#fde047'],
    ['#422006', '#ca8a04', '#fef9c3'],
    ['#052e16', '#0d9488', '#fed7aa'],
    ['#3b0764', '#ea580c', '#fed7aa'],
  ],
  lantern: [
    ['#450a0a', '#b91c1c', '#fde68a'],
    ['#1e1b4b', '#be123c', '#fcd34d'],
    ['#3b0764', '#db2777', '#fef3c7'],
    ['#0f172a', '#9f1239', '#fbbf24'],
  ],
  sevens: [
    ['#1e1b4b', '#7c3aed', '#fde047'],
    ['#7f1d1d', '#f97316', '#fef08a'],
    ['#0c4a6e', '#d946ef', '#fef9c3'],
    ['#111827', '#dc2626', '#fde68a'],
  ],
  royal: [
    ['#3b0764', '#7e22ce', '#fde68a'],
    ['#172554', '#1e40af', '#fcd34d'],
    ['#450a0a', '#9f1239', '#fde68a'],
    ['#052e16', '#15803d', '#fef3c7'],
  ],
};

const GOLD = 'url(#gold)';

const pips = (cx: number, cy: number, points: ReadonlyArray<readonly [number, number]>) =>
  points.map(([x, y]) => `<circle cx="${cx + x}" cy="${cy + y}" r="5" fill="#1f2937"/>`).join('');

const star = (cx: number, cy: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${(cx + Math.cos(angle) * radius).toFixed(1)},${(cy + Math.sin(angle) * radius).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

const ball = (cx: number, cy: number, r: number, colour: string, number: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/><circle cx="${cx - r * 0.35}" cy="${cy - r * 0.4}" r="${r * 0.3}" fill="#fff" opacity=".45"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#fff"/><text x="${cx}" y="${cy + r * 0.25}" text-anchor="middle" font-family="Arial, sans-serif" font-size="${Math.round(r * 0.7)}" font-weight="800" fill="#111827">${number}</text>`;

const roulette = () => {
  const wedges = Array.from({ length: 18 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 18;
    const b = (Math.PI * 2 * (i + 1)) / 18;
    const p = (angle: number) =>
      `${(96 + Math.cos(angle) * 52).toFixed(1)} ${(80 + Math.sin(angle) * 52).toFixed(1)}`;
    const fill = i === 0 ? '#15803d' : i % 2 ? '#b91c1c' : '#111827';
    return `<path d="M96 80L${p(a)}A52 52 0 0 1 ${p(b)}Z" fill="${fill}"/>`;
  }).join('');
  return `<circle cx="96" cy="80" r="62" fill="${GOLD}"/><circle cx="96" cy="80" r="56" fill="#3f2a14"/>${wedges}<circle cx="96" cy="80" r="30" fill="#5b3a1a"/><circle cx="96" cy="80" r="22" fill="${GOLD}"/><path d="M96 62v36M78 80h36" stroke="#7c4a14" stroke-width="4" stroke-linecap="round"/><circle cx="128" cy="58" r="6" fill="#fff"/>`;
};

/** The emblems: a few layered shapes each, drawn in a 192 box around (96, 80). */
const EMBLEMS: Record<GameTheme, () => string> = {
  fruit: () =>
    '<path d="M96 40c-6 18-22 30-38 40M96 40c4 20 16 32 34 42" fill="none" stroke="#3f6212" stroke-width="5" stroke-linecap="round"/>' +
    '<path d="M96 40c14-16 34-14 42-4c-14 10-30 10-42 4z" fill="#4ade80"/>' +
    '<circle cx="58" cy="96" r="26" fill="#dc2626"/><circle cx="130" cy="100" r="26" fill="#b91c1c"/>' +
    '<circle cx="50" cy="86" r="8" fill="#fff" opacity=".55"/><circle cx="122" cy="90" r="8" fill="#fff" opacity=".55"/>' +
    '<ellipse cx="96" cy="122" rx="22" ry="14" fill="#facc15" transform="rotate(-12 96 122)"/>',
  dragon: () =>
    '<path d="M34 132c16-30 52-26 62-48s-10-34 8-48" fill="none" stroke="url(#gold)" stroke-width="20" stroke-linecap="round"/>' +
    '<path d="M34 132c16-30 52-26 62-48s-10-34 8-48" fill="none" stroke="#92400e" stroke-width="20" stroke-dasharray="3 7" opacity=".45"/>' +
    '<path d="M40 122l-10-6 12-2M62 108l-6-12 12 6M92 94l4-12 6 10" fill="#dc2626"/>' +
    '<path d="M96 40c10-14 34-14 46-2l12 2-8 8c2 8-4 16-14 16-8 0-14-4-18-8-8 2-18-4-18-16z" fill="url(#gold)"/>' +
    '<path d="M104 30l-8-16 16 10M120 26l2-18 8 18" fill="#fde68a"/><circle cx="126" cy="44" r="4" fill="#7f1d1d"/>' +
    '<path d="M150 50c10 4 14 12 10 20M140 60c4 8 2 16-4 20" fill="none" stroke="#fde68a" stroke-width="2.5" stroke-linecap="round"/>' +
    '<circle cx="138" cy="112" r="16" fill="#fef3c7"/><circle cx="138" cy="112" r="22" fill="none" stroke="#f97316" stroke-width="5" stroke-dasharray="7 5"/>' +
    '<circle cx="133" cy="107" r="5" fill="#fff"/>',
  gems: () =>
    '<path d="M96 28l40 24-40 76-40-76z" fill="#67e8f9"/><path d="M56 52h80L96 128z" fill="#22d3ee"/>' +
    '<path d="M56 52l20-18h40l20 18z" fill="#a5f3fc"/><path d="M76 34l20 18 20-18z" fill="#ecfeff"/>' +
    '<path d="M76 52l20 76 20-76z" fill="#06b6d4"/><path d="M60 54l16-2 20 74z" fill="#fff" opacity=".35"/>' +
    '<circle cx="44" cy="112" r="12" fill="#f472b6"/><circle cx="148" cy="114" r="10" fill="#a78bfa"/>' +
    `${star(142, 40, 8, '#fff')}${star(50, 44, 6, '#fff')}`,
  cards: () =>
    '<g transform="rotate(-18 96 130)"><rect x="62" y="34" width="56" height="80" rx="8" fill="#fff" stroke="#d1d5db"/><text x="70" y="56" font-family="Georgia, serif" font-size="20" font-weight="700" fill="#111827">K</text><path d="M98 96c-10-10-18-14-10-22 4-4 10-2 10 4 0-6 6-8 10-4 8 8 0 12-10 22z" fill="#111827"/></g>' +
    '<g transform="rotate(14 96 130)"><rect x="74" y="32" width="56" height="80" rx="8" fill="#fff" stroke="#d1d5db"/><text x="82" y="54" font-family="Georgia, serif" font-size="20" font-weight="700" fill="#b91c1c">A</text><path d="M102 96c-12-10-20-18-12-26 5-4 10-2 12 4 2-6 7-8 12-4 8 8 0 16-12 26z" fill="#dc2626"/></g>' +
    `<circle cx="48" cy="120" r="14" fill="${GOLD}"/><circle cx="48" cy="120" r="9" fill="none" stroke="#92400e" stroke-width="2" stroke-dasharray="3 3"/>`,
  fishing: () =>
    '<path d="M30 118q30-12 60 0t60 0t40 0V192H30z" fill="#0ea5e9" opacity=".35"/>' +
    '<path d="M52 78c20-30 64-30 84 0c-20 30-64 30-84 0z" fill="#fb923c"/><path d="M136 78l26-20v40z" fill="#f97316"/>' +
    '<path d="M80 56c6 10 6 34 0 44" fill="none" stroke="#fff" stroke-width="4" opacity=".6"/>' +
    '<circle cx="68" cy="74" r="6" fill="#fff"/><circle cx="66" cy="74" r="3" fill="#111827"/>' +
    '<circle cx="44" cy="50" r="6" fill="none" stroke="#e0f2fe" stroke-width="2"/><circle cx="34" cy="34" r="4" fill="none" stroke="#e0f2fe" stroke-width="2"/><circle cx="150" cy="36" r="5" fill="none" stroke="#e0f2fe" stroke-width="2"/>',
  sports: () =>
    '<circle cx="96" cy="80" r="50" fill="#fff"/><path d="M96 58l20 14-8 24H84l-8-24z" fill="#111827"/>' +
    '<path d="M96 58V32M116 72l24-8M108 96l14 20M84 96l-14 20M76 72l-24-8" stroke="#111827" stroke-width="4"/>' +
    '<path d="M96 32l-16 8 16-16 16 16zM140 64l2-18 8 20zM122 116l18-2-14 12zM70 116l-18-2 14 12zM52 64l-2-18-8 20z" fill="#111827"/>' +
    '<path d="M62 48a50 50 0 0 1 34-18" fill="none" stroke="#fff" stroke-width="6" opacity=".6"/>',
  lottery: () =>
    ball(60, 64, 24, '#ef4444', 7) +
    ball(126, 58, 22, '#3b82f6', 21) +
    ball(94, 104, 26, '#f59e0b', 8) +
    ball(44, 118, 16, '#22c55e', 3) +
    ball(148, 108, 18, '#a855f7', 36),
  roulette,
  dice: () =>
    '<g transform="rotate(-14 70 86)"><rect x="38" y="54" width="64" height="64" rx="14" fill="#fff"/>' +
    pips(70, 86, [
      [-16, -16],
      [16, -16],
      [0, 0],
      [-16, 16],
      [16, 16],
    ]) +
    '</g><g transform="rotate(16 124 76)"><rect x="94" y="46" width="60" height="60" rx="13" fill="#fef2f2"/>' +
    pips(124, 76, [
      [-14, -14],
      [0, 0],
      [14, 14],
    ]) +
    '</g>',
  treasure: () =>
    `<ellipse cx="62" cy="124" rx="30" ry="10" fill="#a16207"/><ellipse cx="62" cy="116" rx="30" ry="10" fill="${GOLD}"/><ellipse cx="62" cy="106" rx="30" ry="10" fill="#ca8a04"/><ellipse cx="62" cy="98" rx="30" ry="10" fill="${GOLD}"/>` +
    `<circle cx="118" cy="78" r="44" fill="${GOLD}"/><circle cx="118" cy="78" r="36" fill="none" stroke="#92400e" stroke-width="3"/>` +
    '<rect x="104" y="64" width="28" height="28" fill="#78350f"/><path d="M90 56l10 8M146 56l-10 8" stroke="#fff" stroke-width="3" opacity=".5"/>' +
    `${star(48, 52, 9, '#fef9c3')}${star(160, 128, 7, '#fef9c3')}`,
  celestial: () =>
    '<circle cx="90" cy="78" r="46" fill="#fef3c7"/><circle cx="112" cy="64" r="42" fill="url(#bg)"/>' +
    '<circle cx="64" cy="84" r="6" fill="#fde68a" opacity=".7"/><circle cx="76" cy="104" r="4" fill="#fde68a" opacity=".7"/>' +
    `${star(142, 42, 12, '#fef9c3')}${star(150, 102, 8, '#fff')}${star(40, 36, 7, '#fff')}${star(124, 128, 6, '#fef9c3')}`,
  jungle: () =>
    '<path d="M20 130c20-50 40-60 60-70-10 20-20 50-60 70zM172 130c-20-50-40-60-60-70 10 20 20 50 60 70z" fill="#16a34a" opacity=".75"/>' +
    '<ellipse cx="96" cy="100" rx="30" ry="26" fill="#fbbf24"/>' +
    '<ellipse cx="60" cy="68" rx="12" ry="16" fill="#fbbf24" transform="rotate(-20 60 68)"/><ellipse cx="82" cy="50" rx="12" ry="16" fill="#fbbf24"/>' +
    '<ellipse cx="110" cy="50" rx="12" ry="16" fill="#fbbf24"/><ellipse cx="132" cy="68" rx="12" ry="16" fill="#fbbf24" transform="rotate(20 132 68)"/>' +
    '<path d="M66 100c6-10 12-12 14-10M126 100c-6-10-12-12-14-10" fill="none" stroke="#fef3c7" stroke-width="3" stroke-linecap="round" opacity=".7"/>',
  lantern: () =>
    '<path d="M96 14v16" stroke="#fcd34d" stroke-width="3"/><rect x="78" y="28" width="36" height="10" rx="3" fill="url(#gold)"/>' +
    '<ellipse cx="96" cy="80" rx="46" ry="44" fill="#dc2626"/><ellipse cx="96" cy="80" rx="46" ry="44" fill="url(#glow)"/>' +
    '<path d="M96 36v88M72 40c-10 24-10 56 0 80M120 40c10 24 10 56 0 80" fill="none" stroke="#fcd34d" stroke-width="3" opacity=".8"/>' +
    '<rect x="78" y="120" width="36" height="10" rx="3" fill="url(#gold)"/><path d="M88 130v22M96 130v26M104 130v22" stroke="#fcd34d" stroke-width="3"/>' +
    '<circle cx="96" cy="80" r="15" fill="#fde68a"/><rect x="90" y="74" width="12" height="12" fill="#b91c1c" transform="rotate(45 96 80)"/>',
  sevens: () =>
    '<rect x="22" y="36" width="148" height="84" rx="14" fill="url(#gold)"/><rect x="30" y="44" width="132" height="68" rx="8" fill="#1f2937"/>' +
    '<rect x="34" y="48" width="40" height="60" rx="6" fill="#fff"/><rect x="76" y="48" width="40" height="60" rx="6" fill="#fff"/><rect x="118" y="48" width="40" height="60" rx="6" fill="#fff"/>' +
    '<text x="54" y="98" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-size="44" font-weight="900" fill="#dc2626">7</text>' +
    '<text x="96" y="98" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-size="44" font-weight="900" fill="#dc2626">7</text>' +
    '<text x="138" y="98" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-size="44" font-weight="900" fill="#dc2626">7</text>' +
    `<rect x="22" y="76" width="148" height="4" fill="#fbbf24" opacity=".7"/>${star(30, 30, 10, '#fef08a')}${star(164, 128, 9, '#fef08a')}`,
  royal: () =>
    `<path d="M40 116l-6-64 32 28 30-44 30 44 32-28-6 64z" fill="${GOLD}"/><rect x="40" y="112" width="112" height="18" rx="4" fill="#b45309"/>` +
    '<circle cx="96" cy="84" r="10" fill="#dc2626"/><circle cx="64" cy="96" r="7" fill="#2563eb"/><circle cx="128" cy="96" r="7" fill="#16a34a"/>' +
    '<circle cx="34" cy="50" r="6" fill="#fef3c7"/><circle cx="96" cy="34" r="7" fill="#fef3c7"/><circle cx="158" cy="50" r="6" fill="#fef3c7"/>' +
    '<path d="M48 104l96 0" stroke="#fef3c7" stroke-width="2" opacity=".6"/>',
};

/** Twelve soft rays behind the emblem, one path. */
const RAYS = (() => {
  let d = '';
  for (let i = 0; i < 12; i++) {
    const a = (Math.PI * 2 * i) / 12;
    const b = a + Math.PI / 24;
    const p = (angle: number) =>
      `${(96 + Math.cos(angle) * 160).toFixed(1)} ${(80 + Math.sin(angle) * 160).toFixed(1)}`;
    d += `M96 80L${p(a)}L${p(b)}Z`;
  }
  return d;
})();

/** A theme's art in one colourway: backdrop, rays, glow, the emblem and a shade for the name. */
export function gameArtSvg(theme: GameTheme, variant: number): string {
  const size = GAME_ART_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${theme}">`,
    gameArtLayers(theme, variant),
    '</svg>',
  ].join('');
}

/** The art's drawing in its 192 box, without the svg element: a promotion's artwork draws over it. */
export function gameArtLayers(theme: GameTheme, variant: number): string {
  const size = GAME_ART_SIZE;
  const [from, to, glow] = BACKDROPS[theme][variant % GAME_ART_VARIANTS] as Backdrop;
  return [
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="glow" cx=".5" cy=".4" r=".5"><stop offset="0" stop-color="${glow}" stop-opacity=".55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`,
    '<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset=".5" stop-color="#f59e0b"/><stop offset="1" stop-color="#b45309"/></linearGradient>',
    '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></linearGradient>',
    '</defs>',
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>`,
    `<path d="${RAYS}" fill="#fff" opacity=".08"/>`,
    '<circle cx="96" cy="80" r="84" fill="url(#glow)"/>',
    EMBLEMS[theme](),
    `<rect y="128" width="${size}" height="64" fill="url(#shade)"/>`,
    `<rect x="4" y="4" width="${size - 8}" height="${size - 8}" rx="14" fill="none" stroke="${glow}" stroke-opacity=".35" stroke-width="2"/>`,
  ].join('');
}
