import type { PlayType, PrizeLine } from '@marquee/api-client/contract';
import { payoutOf, winningTable } from './payouts';

// Hand-built prize tables: every expected payout below is worked out by hand from the brand's
// odds (reference/lottery.ts), in minor units.

const NORTH: PrizeLine[] = [
  { prize: 'SPECIAL', numbers: ['12345'] },
  { prize: 'FIRST', numbers: ['67890'] },
  { prize: 'SECOND', numbers: ['11145', '22222'] },
  { prize: 'THIRD', numbers: ['33333', '44444', '55555', '66666', '77777', '88888'] },
  { prize: 'FOURTH', numbers: ['1234', '5678', '9045', '0000'] },
  { prize: 'FIFTH', numbers: ['1111', '2222', '3333', '4444', '5555', '6666'] },
  { prize: 'SIXTH', numbers: ['123', '456', '789'] },
  { prize: 'SEVENTH', numbers: ['45', '01', '99', '45'] },
];

const SOUTH: PrizeLine[] = [
  { prize: 'SPECIAL', numbers: ['987654'] },
  { prize: 'FIRST', numbers: ['12354'] },
  { prize: 'SECOND', numbers: ['00000'] },
  { prize: 'THIRD', numbers: ['11111', '22222'] },
  { prize: 'FOURTH', numbers: ['30000', '30001', '30002', '30003', '30004', '30005', '30006'] },
  { prize: 'FIFTH', numbers: ['4000'] },
  { prize: 'SIXTH', numbers: ['5000', '5001', '5002'] },
  { prize: 'SEVENTH', numbers: ['600'] },
  { prize: 'EIGHTH', numbers: ['77'] },
];

const FOUR_D: PrizeLine[] = [
  { prize: 'FIRST', numbers: ['1234'] },
  { prize: 'SECOND', numbers: ['5678'] },
  { prize: 'THIRD', numbers: ['9012'] },
  {
    prize: 'STARTER',
    numbers: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '1234'],
  },
  {
    prize: 'CONSOLATION',
    numbers: ['1000', '1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009'],
  },
];

const THAI: PrizeLine[] = [
  { prize: 'FIRST', numbers: ['123456'] },
  { prize: 'FRONT3', numbers: ['111', '222'] },
  { prize: 'BACK3', numbers: ['333', '333'] },
  { prize: 'BACK2', numbers: ['56'] },
];

const north = winningTable('VN_NORTH', NORTH);
const south = winningTable('VN_SOUTH', SOUTH);
const fourD = winningTable('SEA_4D', FOUR_D);
const thai = winningTable('THAI', THAI);

type Case = [PlayType, string[], number, number];

describe('north prize table (27 numbers, special 12345)', () => {
  it.each<Case>([
    // 45 ends 12345, 11145, 9045 and both 45s of the seventh prize: 5 × 3.5 × 10.00
    ['LO2', ['45'], 1000, 17_500],
    ['LO2', ['22'], 1000, 7000],
    ['LO2', ['10'], 1000, 0],
    // one occurrence of a 0.01 stake pays 0.035, rounded down
    ['LO2', ['01'], 1, 3],
    ['DE', ['45'], 1000, 95_000],
    ['DE', ['44'], 1000, 0],
    ['BA_CANG', ['345'], 1000, 950_000],
    ['BA_CANG', ['245'], 1000, 0],
    ['DAU', ['4'], 1000, 9500],
    ['DUOI', ['5'], 1000, 9500],
    ['DUOI', ['4'], 1000, 0],
    ['XIEN2', ['45', '22'], 1000, 16_000],
    ['XIEN2', ['45', '24'], 1000, 0],
    ['XIEN3', ['45', '22', '01'], 1000, 60_000],
    ['XIEN3', ['45', '22', '02'], 1000, 0],
    ['XIEN4', ['45', '22', '01', '99'], 1000, 230_000],
  ])('%s %j staking %i pays %i', (playType, numbers, stake, payout) => {
    expect(payoutOf(playType, numbers, stake, north)).toBe(payout);
  });
});

describe('south prize table (18 numbers, special 987654)', () => {
  it.each<Case>([
    // 54 ends the special and the first prize: 2 × 5.25 × 1.00
    ['LO2', ['54'], 100, 1050],
    ['LO2', ['77'], 100, 525],
    ['DE', ['54'], 100, 9500],
    ['BA_CANG', ['654'], 100, 95_000],
    ['DAU', ['5'], 100, 950],
    ['DUOI', ['4'], 100, 950],
    ['XIEN2', ['54', '77'], 100, 3400],
    ['XIEN3', ['54', '77', '00'], 100, 20_000],
    ['XIEN4', ['54', '77', '00', '01'], 100, 120_000],
  ])('%s %j staking %i pays %i', (playType, numbers, stake, payout) => {
    expect(payoutOf(playType, numbers, stake, south)).toBe(payout);
  });
});

describe('4D prize table', () => {
  it.each<Case>([
    // 1234 is the first prize and a starter: Big pays both (2500 + 180 per unit)
    ['BIG', ['1234'], 100, 268_000],
    ['SMALL', ['1234'], 100, 350_000],
    ['BIG', ['5678'], 100, 100_000],
    ['SMALL', ['5678'], 100, 200_000],
    ['BIG', ['9012'], 100, 50_000],
    ['BIG', ['0005'], 100, 18_000],
    ['BIG', ['1005'], 100, 6000],
    // Small pays the top three only
    ['SMALL', ['1005'], 100, 0],
    ['BIG', ['4321'], 100, 0],
  ])('%s %j staking %i pays %i', (playType, numbers, stake, payout) => {
    expect(payoutOf(playType, numbers, stake, fourD)).toBe(payout);
  });
});

describe('Thai prize table', () => {
  it.each<Case>([
    ['THAI_FIRST', ['123456'], 100, 95_000_000],
    ['THAI_FIRST', ['123457'], 100, 0],
    ['THAI_FRONT3', ['222'], 100, 45_000],
    // both back-3 numbers are 333: paid twice
    ['THAI_BACK3', ['333'], 100, 90_000],
    ['THAI_BACK3', ['111'], 100, 0],
    ['THAI_BACK2', ['56'], 100, 9500],
    ['THAI_BACK2', ['65'], 100, 0],
  ])('%s %j staking %i pays %i', (playType, numbers, stake, payout) => {
    expect(payoutOf(playType, numbers, stake, thai)).toBe(payout);
  });
});
