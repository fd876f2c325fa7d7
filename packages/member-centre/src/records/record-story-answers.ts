import type { AccountRecord, BetRecord } from '@marquee/api-client';

const bets: BetRecord[] = Array.from({ length: 20 }, (_, index) => ({
  id: index % 5 === 4 ? `L${index + 1}` : `G${index + 1}`,
  time: new Date(Date.UTC(2026, 2, 1, 12, 0) - index * 600_000).toISOString(),
  game: index % 5 === 4 ? 'Vietnam 1 minute' : index % 2 ? 'Dragon Tiger' : 'Lucky Spin',
  category: index % 5 === 4 ? 'LOTT' : 'RNG',
  vendor: index % 5 === 4 ? 'TCG_LOTTO_VN' : 'MQ',
  roundId: String(9000 + index),
  stake: 1000 + index * 100,
  validBet: index % 5 === 4 ? 0 : 1000 + index * 100,
  payout: index % 3 === 0 ? 2500 : 0,
  winLoss: index % 5 === 4 ? 0 : (index % 3 === 0 ? 2500 : 0) - (1000 + index * 100),
  settled: index % 5 !== 4,
}));

/** One of the stories' bets, by its id (G1…G20, every fifth a lottery bet L5, L10…). */
export const storyBet = (id: string): BetRecord => bets.find((bet) => bet.id === id) ?? bets[0]!;

/** What each kind of game reported: the demo's slot, table and fishing shot, and another vendor's shape. */
const OUTCOMES: Record<string, unknown> = {
  G1: { game: 'SLOT', reels: ['CHERRY', 'CHERRY', 'BELL'], line: 'CHERRY_PAIR', multiplier: 1 },
  G2: { game: 'TABLE', choice: 'RED', pocket: '17', colour: 'BLACK', multiplier: 0 },
  G3: { game: 'FISH', choice: 'SHARK', caught: true, multiplier: 20 },
  G4: { hand: { banker: ['K♠', '7♦'], player: ['9♣', 'Q♥'] }, winner: 'PLAYER', tie: false },
};

const entries: AccountRecord[] = Array.from({ length: 12 }, (_, index) => {
  const amount = index % 3 === 0 ? 2500 : -1000;
  return {
    id: `e${100 - index}`,
    time: new Date(Date.UTC(2026, 2, 1, 12, 0) - index * 600_000).toISOString(),
    type: amount > 0 ? 'PAYOUT' : 'BET',
    kind: amount > 0 ? 'WIN' : 'BET',
    amount,
    balanceAfter: 1_000_000 - index * 500,
    reference: `game:${index + 1}`,
    subject: { kind: 'ROUND', game: index % 2 ? 'Dragon Tiger' : 'Lucky Spin', round: `Rq7${index}xK2mP` },
  };
});

/** The other kinds of entry, as the platform names them. */
const namedEntries: AccountRecord[] = [
  {
    id: 'e200',
    time: '2026-03-01T12:30:00.000Z',
    type: 'BET',
    kind: 'LOTTERY_BET',
    amount: -2000,
    balanceAfter: 1_002_000,
    reference: 'lottery:VNF1:Dw4kP9sQ',
    subject: { kind: 'DRAW', game: 'Vietnam 1 minute', draw: 'Dw4kP9sQ', drawAt: '2026-03-01T12:31:00.000Z' },
  },
  {
    id: 'e201',
    time: '2026-03-01T12:20:00.000Z',
    type: 'TRANSFER',
    kind: 'TRANSFER_OUT',
    amount: -10_000,
    balanceAfter: 1_004_000,
    reference: 'vendor:MQ',
    subject: { kind: 'VENDOR', vendor: 'Marquee Games' },
  },
  {
    id: 'e202',
    time: '2026-03-01T12:10:00.000Z',
    type: 'DEPOSIT',
    kind: 'DEPOSIT',
    amount: 50_000,
    balanceAfter: 1_014_000,
    reference: 'D20260301A7Q',
    subject: { kind: 'ORDER', order: 'D20260301A7Q' },
  },
  {
    id: 'e203',
    time: '2026-03-01T12:05:00.000Z',
    type: 'BONUS',
    kind: 'REWARD_REBATE',
    amount: 300,
    balanceAfter: 964_000,
    reference: 'Rw9',
    subject: { kind: 'REWARD', source: 'REBATE' },
  },
  {
    id: 'e204',
    time: '2026-03-01T12:00:00.000Z',
    type: 'AGENT',
    kind: 'AGENT_SALARY_REALTIME',
    amount: 700,
    balanceAfter: 963_700,
    reference: '2026-03-01T11:55:00.000Z',
    subject: null,
  },
];

/** The records pages' answers for their stories, by path. */
export const RECORD_ANSWERS = {
  '/wps/games/vendors': {
    data: {
      lanes: [{ title: 'RNG', cards: [{ vassalage: 'MQ', name: 'Marquee Games', gameType: 'RNG' }] }],
    },
  },
  '/wps/member/records/bets': {
    rows: bets,
    page: 1,
    pageSize: 20,
    totalRows: 57,
    totalPages: 3,
    totals: { count: 57, stake: 96_300, validBet: 80_100, payout: 47_500, winLoss: -32_600 },
  },
  '/wps/member/records/bet': (input: Record<string, unknown>) => {
    const bet = storyBet(String(input.id));
    const lottery = bet.id.startsWith('L');
    return {
      ...bet,
      outcome: lottery ? null : (OUTCOMES[bet.id] ?? OUTCOMES.G1),
      playType: lottery ? 'BIG_SMALL' : null,
      numbers: lottery ? ['07', '21', '33'] : null,
    };
  },
  '/wps/member/records/account': {
    rows: [...namedEntries, ...entries],
    page: 1,
    pageSize: 20,
    totalRows: 16,
    totalPages: 1,
  },
};

const emptyPage = { rows: [], page: 1, pageSize: 20, totalRows: 0, totalPages: 0 };

export const EMPTY_RECORD_ANSWERS = {
  ...RECORD_ANSWERS,
  '/wps/member/records/bets': {
    ...emptyPage,
    totals: { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 },
  },
  '/wps/member/records/account': emptyPage,
};
