/**
 * The demo game's rounds: pure functions of a random draw, so the odds can be tested exactly.
 * Every game returns about 95% of the stakes (RTP): the slot by its paytable over 10,000 outcomes,
 * the table by 18 winning pockets of 38 at 2x, the fishing shot by hit chances of 0.95 / multiplier.
 */

/** An integer in [0, max) (node:crypto's randomInt in the app; a fixed sequence in tests). */
export type Draw = (max: number) => number;

export type RoundKind = 'SLOT' | 'TABLE' | 'FISH';

const SLOT_SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'STAR', 'SEVEN', 'DIAMOND'] as const;
type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Winning lines of the slot: chances out of 10,000 and what they pay (times the stake). */
export const SLOT_PAYTABLE: ReadonlyArray<{
  line: string;
  reels: string;
  chance: number;
  multiplier: number;
}> = [
  { line: 'DIAMOND', reels: 'DIAMOND DIAMOND DIAMOND', chance: 20, multiplier: 50 },
  { line: 'SEVEN', reels: 'SEVEN SEVEN SEVEN', chance: 50, multiplier: 20 },
  { line: 'STAR', reels: 'STAR STAR STAR', chance: 100, multiplier: 10 },
  { line: 'BELL', reels: 'BELL BELL BELL', chance: 250, multiplier: 5 },
  { line: 'LEMON', reels: 'LEMON LEMON LEMON', chance: 500, multiplier: 3 },
  { line: 'CHERRY', reels: 'CHERRY CHERRY CHERRY', chance: 1000, multiplier: 2 },
  { line: 'CHERRY_PAIR', reels: 'CHERRY CHERRY any', chance: 1750, multiplier: 1 },
];
const SLOT_OUTCOMES = 10_000;

export const TABLE_CHOICES = ['RED', 'BLACK'] as const;
export const FISH_TARGETS = [
  { choice: 'SHRIMP', multiplier: 2 },
  { choice: 'TURTLE', multiplier: 5 },
  { choice: 'SHARK', multiplier: 20 },
] as const;
const FISH_RTP_BASIS_POINTS = 9500;

export type Outcome =
  | { game: 'SLOT'; reels: SlotSymbol[]; line: string | null; multiplier: number }
  | { game: 'TABLE'; choice: string; pocket: string; colour: 'RED' | 'BLACK' | 'GREEN'; multiplier: number }
  | { game: 'FISH'; choice: string; caught: boolean; multiplier: number };

/** RNG games are slots; LIVE, PVP and lottery games play the red/black table; FISH shoots. */
export function roundKindOf(category: string): RoundKind {
  if (category === 'RNG') return 'SLOT';
  if (category === 'FISH') return 'FISH';
  return 'TABLE';
}

export function choicesOf(kind: RoundKind): readonly string[] {
  if (kind === 'TABLE') return TABLE_CHOICES;
  if (kind === 'FISH') return FISH_TARGETS.map((target) => target.choice);
  return [];
}

/** Three reels that show no winning line, in a bounded number of draws (no redraw loop). */
function losingReels(draw: Draw): SlotSymbol[] {
  const others = (except: SlotSymbol) => SLOT_SYMBOLS.filter((symbol) => symbol !== except);
  const first = SLOT_SYMBOLS[draw(SLOT_SYMBOLS.length)]!;
  const second =
    first === 'CHERRY'
      ? others('CHERRY')[draw(SLOT_SYMBOLS.length - 1)]!
      : SLOT_SYMBOLS[draw(SLOT_SYMBOLS.length)]!;
  const third =
    first === second
      ? others(first)[draw(SLOT_SYMBOLS.length - 1)]!
      : SLOT_SYMBOLS[draw(SLOT_SYMBOLS.length)]!;
  return [first, second, third];
}

function spinSlot(draw: Draw): Outcome {
  let roll = draw(SLOT_OUTCOMES);
  for (const entry of SLOT_PAYTABLE) {
    if (roll < entry.chance) {
      const symbol = entry.line === 'CHERRY_PAIR' ? 'CHERRY' : (entry.line as SlotSymbol);
      const third =
        entry.line === 'CHERRY_PAIR'
          ? SLOT_SYMBOLS.filter((item) => item !== 'CHERRY')[draw(SLOT_SYMBOLS.length - 1)]!
          : symbol;
      return { game: 'SLOT', reels: [symbol, symbol, third], line: entry.line, multiplier: entry.multiplier };
    }
    roll -= entry.chance;
  }
  return { game: 'SLOT', reels: losingReels(draw), line: null, multiplier: 0 };
}

// American wheel: 0 and 00 are green; of 1-36 the usual 18 are red
const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

function playTable(draw: Draw, choice: string): Outcome {
  const index = draw(38);
  const pocket = index === 37 ? '00' : String(index);
  const colour = index === 0 || index === 37 ? 'GREEN' : RED_NUMBERS.has(index) ? 'RED' : 'BLACK';
  return { game: 'TABLE', choice, pocket, colour, multiplier: colour === choice ? 2 : 0 };
}

function shoot(draw: Draw, choice: string): Outcome {
  const target = FISH_TARGETS.find((item) => item.choice === choice) ?? FISH_TARGETS[0];
  const caught = draw(10_000) < FISH_RTP_BASIS_POINTS / target.multiplier;
  return { game: 'FISH', choice: target.choice, caught, multiplier: caught ? target.multiplier : 0 };
}

/** One round's outcome; the payout is stake × multiplier. */
export function playOutcome(kind: RoundKind, draw: Draw, choice: string | undefined): Outcome {
  if (kind === 'SLOT') return spinSlot(draw);
  if (kind === 'TABLE') return playTable(draw, choice ?? 'RED');
  return shoot(draw, choice ?? FISH_TARGETS[0].choice);
}

/** The stakes a game offers (minor units): the ladder from the game's minimum bet up. */
const STAKE_LADDER = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000] as const;

export function allowedStakes(minBet: number): number[] {
  return STAKE_LADDER.filter((stake) => stake >= minBet);
}
