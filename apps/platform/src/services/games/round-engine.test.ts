import {
  allowedStakes,
  type Draw,
  FISH_TARGETS,
  playOutcome,
  roundKindOf,
  SLOT_PAYTABLE,
} from './round-engine';

/** Every draw returns the next value of the list (then keeps returning the last). */
const sequence = (...values: number[]): Draw => {
  let index = 0;
  return (max) => {
    const value = values[Math.min(index++, values.length - 1)]!;
    if (value >= max) throw new Error(`draw ${value} out of [0, ${max})`);
    return value;
  };
};

describe('round engine', () => {
  it('pays the slot paytable with a return of 95%', () => {
    const rtp = SLOT_PAYTABLE.reduce((sum, line) => sum + (line.chance / 10_000) * line.multiplier, 0);
    expect(rtp).toBeCloseTo(0.95, 10);
    expect(playOutcome('SLOT', sequence(0), undefined)).toEqual({
      game: 'SLOT',
      reels: ['DIAMOND', 'DIAMOND', 'DIAMOND'],
      line: 'DIAMOND',
      multiplier: 50,
    });
    // 1920 = the chances of the lines above the cherry pair
    const pair = playOutcome('SLOT', sequence(1920, 2), undefined);
    expect(pair).toMatchObject({ line: 'CHERRY_PAIR', multiplier: 1 });
    expect(pair.game === 'SLOT' && pair.reels.slice(0, 2)).toEqual(['CHERRY', 'CHERRY']);
  });

  it('draws losing reels that show no winning line, in bounded draws', () => {
    // 9999 is past every winning chance; a cherry first keeps the second reel off cherry
    const outcome = playOutcome('SLOT', sequence(9999, 0, 0, 0), undefined);
    expect(outcome).toEqual({
      game: 'SLOT',
      reels: ['CHERRY', 'LEMON', 'CHERRY'],
      line: null,
      multiplier: 0,
    });
    // two equal reels keep the third off that symbol, whatever the draws
    const pair = playOutcome('SLOT', sequence(9999, 5, 5, 4), undefined);
    expect(pair).toEqual({ game: 'SLOT', reels: ['DIAMOND', 'DIAMOND', 'SEVEN'], line: null, multiplier: 0 });
    for (let value = 0; value < 6; value++) {
      const constant = playOutcome(
        'SLOT',
        (max) => (max === 10_000 ? 9999 : Math.min(value, max - 1)),
        undefined,
      );
      expect(constant.multiplier).toBe(0);
    }
  });

  it('plays the red/black table on a 38-pocket wheel (94.7%) and the fishing shot at 95%', () => {
    expect(playOutcome('TABLE', sequence(1), 'RED')).toMatchObject({
      pocket: '1',
      colour: 'RED',
      multiplier: 2,
    });
    expect(playOutcome('TABLE', sequence(2), 'RED')).toMatchObject({ colour: 'BLACK', multiplier: 0 });
    expect(playOutcome('TABLE', sequence(37), 'BLACK')).toMatchObject({ pocket: '00', colour: 'GREEN' });
    for (const target of FISH_TARGETS) {
      const threshold = 9500 / target.multiplier;
      expect(playOutcome('FISH', sequence(Math.ceil(threshold) - 1), target.choice)).toMatchObject({
        caught: true,
      });
      expect(playOutcome('FISH', sequence(Math.ceil(threshold)), target.choice)).toMatchObject({
        caught: false,
      });
    }
  });

  it('maps categories to rounds and stakes to the minimum bet', () => {
    expect(['RNG', 'LIVE', 'PVP', 'FISH', 'ELOTT'].map(roundKindOf)).toEqual([
      'SLOT',
      'TABLE',
      'TABLE',
      'FISH',
      'TABLE',
    ]);
    expect(allowedStakes(100)).toEqual([100, 200, 500, 1000, 2000, 5000, 10_000]);
    expect(allowedStakes(10)[0]).toBe(10);
  });
});
