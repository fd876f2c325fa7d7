import type { AccountRecord } from '@marquee/api-client';
import { accountCsv } from './account-csv';

const row = (overrides: Partial<AccountRecord>): AccountRecord => ({
  id: 'e1',
  time: '2026-03-01T02:00:00.000Z',
  type: 'BET',
  kind: 'BET',
  amount: -1050,
  balanceAfter: 98_950,
  reference: null,
  subject: null,
  ...overrides,
});

describe('accountCsv', () => {
  it('writes a header and one line per row, amounts in major units', () => {
    const csv = accountCsv(
      [row({})],
      ['Time', 'Type', 'Kind', 'Amount', 'Balance after', 'Reference'],
      (r) => r.type,
      (r) => r.reference ?? '',
    );
    expect(csv).toBe(
      'Time,Type,Kind,Amount,Balance after,Reference\r\n2026-03-01T02:00:00.000Z,BET,BET,-10.50,989.50,\r\n',
    );
  });

  it('quotes commas and quotes and defuses formulas', () => {
    const csv = accountCsv(
      [row({ reference: '=HYPERLINK("x"),y' })],
      ['a'],
      () => 'Bet, game',
      (r) => r.reference ?? '',
    );
    expect(csv.split('\r\n')[1]).toBe(
      '2026-03-01T02:00:00.000Z,"Bet, game",BET,-10.50,989.50,"\'=HYPERLINK(""x""),y"',
    );
  });
});
