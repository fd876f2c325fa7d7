import { parseMoneyInput } from './money-input';

describe('parseMoneyInput', () => {
  it.each([
    ['150', 15_000],
    ['150.5', 15_050],
    ['150.25', 15_025],
    [' 0.01 ', 1],
  ])('reads %s as %i minor units', (text, minor) => {
    expect(parseMoneyInput(text)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'required'],
    ['abc', 'format'],
    ['-5', 'format'],
    ['1e3', 'format'],
    ['1.234', 'decimals'],
    ['0', 'positive'],
    ['0.00', 'positive'],
    ['9999999999999', 'max'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseMoneyInput(text)).toEqual({ ok: false, problem });
  });

  it('holds the amount to the limits', () => {
    expect(parseMoneyInput('99.99', { min: 10_000 })).toEqual({ ok: false, problem: 'min' });
    expect(parseMoneyInput('100', { min: 10_000, max: 20_000 })).toEqual({ ok: true, minor: 10_000 });
    expect(parseMoneyInput('200.01', { max: 20_000 })).toEqual({ ok: false, problem: 'max' });
  });
});
