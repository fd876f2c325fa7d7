/**
 * The platform's drawings for the stories: copies of what apps/platform/src/services/media draws
 * (game art per theme, vendor wordmarks), so the stories show the lobby as a player sees it
 * without a platform behind them.
 */
export const storyGameArt = [
  new URL('./media/game-dragon-0.svg', import.meta.url).href,
  new URL('./media/game-fruit-2.svg', import.meta.url).href,
  new URL('./media/game-gems-0.svg', import.meta.url).href,
  new URL('./media/game-royal-1.svg', import.meta.url).href,
  new URL('./media/game-fishing-0.svg', import.meta.url).href,
  new URL('./media/game-roulette-0.svg', import.meta.url).href,
  new URL('./media/game-dice-1.svg', import.meta.url).href,
  new URL('./media/game-sevens-1.svg', import.meta.url).href,
  new URL('./media/game-celestial-1.svg', import.meta.url).href,
  new URL('./media/game-lantern-0.svg', import.meta.url).href,
  new URL('./media/game-jungle-0.svg', import.meta.url).href,
  new URL('./media/game-treasure-0.svg', import.meta.url).href,
  new URL('./media/game-cards-0.svg', import.meta.url).href,
  new URL('./media/game-lottery-0.svg', import.meta.url).href,
];

/** A name fitting each art above, in the same order. */
export const storyGameNames = [
  'Golden Dragon',
  'Lucky Cherry Deluxe',
  'Crystal Gem',
  'Royal Crown Legends',
  'Ocean Koi',
  'Speed Roulette',
  'Sic Bo Royale',
  'Blazing Sevens',
  'Mystic Moon',
  'Lantern Festival',
  'Wild Tiger',
  'Coin Treasure',
  'Baccarat Squeeze',
  'Lucky Lotto',
];

const VENDOR_LOGOS: Record<string, string> = {
  SABA: new URL('./media/vendor-saba.svg', import.meta.url).href,
  CMD: new URL('./media/vendor-cmd.svg', import.meta.url).href,
  IMES: new URL('./media/vendor-imes.svg', import.meta.url).href,
  DS88: new URL('./media/vendor-ds88.svg', import.meta.url).href,
  PG: new URL('./media/vendor-pg.svg', import.meta.url).href,
  EVO: new URL('./media/vendor-evo.svg', import.meta.url).href,
};

/** The wordmark of a story vendor, or '' (the default image) for one without a drawing here. */
export const storyVendorLogo = (vassalage: string) => VENDOR_LOGOS[vassalage] ?? '';
