import { boardNumbers, combineDigits, hotAndCold, quickPick } from './numbers';

describe('board numbers and quick picks', () => {
  it('lists 00–99 and 0–9', () => {
    expect(boardNumbers(2)).toHaveLength(100);
    expect(boardNumbers(2).slice(0, 3)).toEqual(['00', '01', '02']);
    expect(boardNumbers(1)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('picks big, small, odd and even halves', () => {
    const board = boardNumbers(2);
    expect(quickPick('big', board)).toHaveLength(50);
    expect(quickPick('big', board)[0]).toBe('50');
    expect(quickPick('small', board).at(-1)).toBe('49');
    expect(quickPick('odd', boardNumbers(1))).toEqual(['1', '3', '5', '7', '9']);
    expect(quickPick('even', boardNumbers(1))).toEqual(['0', '2', '4', '6', '8']);
    expect(quickPick('all', board)).toHaveLength(100);
    expect(quickPick('clear', board)).toEqual([]);
  });

  it('combines one digit per position into numbers', () => {
    expect(combineDigits([['1', '2'], ['0'], ['9', '8']], 1000)).toEqual(['108', '109', '208', '209']);
    expect(combineDigits([['1'], [], ['9']], 1000)).toEqual([]);
    // over the limit: more than `limit` numbers come back, so the slip can refuse them
    expect(
      combineDigits(
        Array.from({ length: 4 }, () => boardNumbers(1)),
        1000,
      ).length,
    ).toBeGreaterThan(1000);
  });

  it('marks the most and least frequent numbers', () => {
    const frequency = Object.fromEntries(boardNumbers(2).map((number) => [number, Number(number)]));
    const { hot, cold } = hotAndCold(frequency, 2);
    expect([...hot]).toEqual(['99', '98']);
    expect([...cold]).toEqual(['01', '00']);
  });
});
