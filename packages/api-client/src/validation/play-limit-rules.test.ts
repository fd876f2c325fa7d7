import { describe, expect, it } from 'vitest';
import {
  PLAY_LIMIT_KEYS,
  playLimitMinutesProblem,
  playLimitProblem,
  refusedPlayLimit,
} from './play-limit-rules';

const MAX = { maxAmount: 5_000_000, maxMinutes: 720 };

describe('playLimitProblem', () => {
  it('refuses 0, negative, fractional minor units and above the maximum of the kind', () => {
    expect(playLimitProblem('DEPOSIT', 0, MAX)).toBe('positive');
    expect(playLimitProblem('LOSS', -100, MAX)).toBe('positive');
    expect(playLimitProblem('WAGER', 100.5, MAX)).toBe('whole');
    expect(playLimitProblem('DEPOSIT', 5_000_001, MAX)).toBe('max');
    expect(playLimitProblem('DEPOSIT', 5_000_000, MAX)).toBeNull();
    expect(playLimitProblem('SESSION', 721, MAX)).toBe('max');
    expect(playLimitProblem('SESSION', 720, MAX)).toBeNull();
  });
});

describe('playLimitMinutesProblem', () => {
  it('takes whole minutes from 1 to the maximum, as typed', () => {
    expect(playLimitMinutesProblem(' 90 ', 720)).toBeNull();
    expect(playLimitMinutesProblem('720', 720)).toBeNull();
    expect(playLimitMinutesProblem('  ', 720)).toBe('required');
    expect(playLimitMinutesProblem('0', 720)).toBe('format');
    expect(playLimitMinutesProblem('-5', 720)).toBe('format');
    expect(playLimitMinutesProblem('1.5', 720)).toBe('format');
    expect(playLimitMinutesProblem('1e3', 720)).toBe('format');
    expect(playLimitMinutesProblem('721', 720)).toBe('max');
    expect(playLimitMinutesProblem('99999999999999999999', 720)).toBe('max');
  });

  it('agrees with playLimitProblem on every whole number it accepts', () => {
    for (const minutes of [1, 2, 59, 719, 720, 721, 10_000]) {
      const typed = playLimitMinutesProblem(String(minutes), 720) === null;
      expect(typed).toBe(playLimitProblem('SESSION', minutes, MAX) === null);
    }
  });
});

describe('PLAY_LIMIT_KEYS and refusedPlayLimit', () => {
  it('lists each money kind per day, week and month and the session time once', () => {
    expect(PLAY_LIMIT_KEYS).toHaveLength(10);
    expect(new Set(PLAY_LIMIT_KEYS.map((key) => `${key.kind}:${key.period}`)).size).toBe(10);
    expect(PLAY_LIMIT_KEYS).toContainEqual({ kind: 'SESSION', period: 'SESSION' });
  });

  it('reads the refused limit from a failure, and nothing from other details', () => {
    expect(refusedPlayLimit({ kind: 'LOSS', period: 'WEEK' })).toEqual({ kind: 'LOSS', period: 'WEEK' });
    expect(refusedPlayLimit({ kind: 'SESSION', period: 'DAY' })).toBeNull();
    expect(refusedPlayLimit(null)).toBeNull();
    expect(refusedPlayLimit([{ kind: 'LOSS', period: 'WEEK' }])).toBeNull();
  });
});
