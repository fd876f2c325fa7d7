import { prizeAt, raffleTickets, signInStreak, stepReached, totalWeight } from './promotion-activities';

describe('signInStreak', () => {
  it('counts the signed days in a row up to today, or yesterday while today is not signed', () => {
    const signed = ['2030-01-01', '2030-01-03', '2030-01-04'];
    expect(signInStreak(signed, '2030-01-04', 'RESET')).toEqual({ streak: 2, start: '2030-01-03' });
    expect(signInStreak(signed, '2030-01-05', 'RESET')).toEqual({ streak: 2, start: '2030-01-03' });
  });

  it('starts over after a missed day with RESET, and keeps every signed day with KEEP', () => {
    const signed = ['2030-01-01', '2030-01-02', '2030-01-04'];
    expect(signInStreak(signed, '2030-01-05', 'RESET')).toEqual({ streak: 1, start: '2030-01-04' });
    expect(signInStreak(signed.slice(0, 2), '2030-01-04', 'RESET')).toEqual({ streak: 0, start: null });
    expect(signInStreak(signed, '2030-01-05', 'KEEP')).toEqual({ streak: 3, start: '2030-01-01' });
  });

  it('crosses a month and a year', () => {
    expect(signInStreak(['2029-12-31', '2030-01-01'], '2030-01-01', 'RESET')).toEqual({
      streak: 2,
      start: '2029-12-31',
    });
  });
});

describe('raffle rules', () => {
  const prizes = [
    { amount: 100, weight: 70 },
    { amount: 500, weight: 25 },
    { amount: 5_000, weight: 5 },
  ];

  it('earns one ticket per whole deposit step', () => {
    expect(raffleTickets(0, 10_000)).toBe(0);
    expect(raffleTickets(19_999, 10_000)).toBe(1);
    expect(raffleTickets(20_000, 10_000)).toBe(2);
  });

  it('maps each roll to the prize holding it by weight', () => {
    expect(totalWeight(prizes)).toBe(100);
    expect(prizeAt(prizes, 0)).toBe(0);
    expect(prizeAt(prizes, 69)).toBe(0);
    expect(prizeAt(prizes, 70)).toBe(1);
    expect(prizeAt(prizes, 94)).toBe(1);
    expect(prizeAt(prizes, 95)).toBe(2);
    expect(prizeAt(prizes, 99)).toBe(2);
    expect(() => prizeAt(prizes, 100)).toThrow(RangeError);
  });

  it('finds the step a streak has just reached', () => {
    const steps = [
      { days: 2, amount: 200 },
      { days: 5, amount: 1_000 },
    ];
    expect(stepReached(steps, 2)).toEqual({ days: 2, amount: 200 });
    expect(stepReached(steps, 3)).toBeUndefined();
  });
});
