import { api, recordsApi } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { bets, games, lotteryDraws, lotteryGames, vendors } from '../db/schema';
import { postLedgerEntry, readBalance } from '../services/wallet/wallet';
import { paidDeposit } from '../test-support/deposits';
import { firstGame, launchToken, newPlayer, type Player, playRound } from '../test-support/games';
import { call, useClockedApp, useSeededDatabase } from '../test-support/harness';
import { idFields, PUBLIC_ID } from '../test-support/public-ids';

const database = useSeededDatabase();

// 08:00:20 in Manila on 2030-01-01: the brand's today, 20 s past a minute so a 1-minute draw is open
const platform = useClockedApp(database, Date.UTC(2030, 0, 1, 0, 0, 20));
const { clock } = platform;
const TODAY = '2030-01-01';

/** A member with `rounds` demo rounds of 1.00 each and one pending lottery bet of 2.00. */
async function playerWithBets(rounds: number) {
  const player = await newPlayer(platform.app, database.db);
  const slot = await firstGame(database.db, and(eq(games.category, 'RNG'), eq(games.minBet, 10)));
  const token = await launchToken(platform.app, player.token, slot.nodeId);
  for (let index = 0; index < rounds; index += 1) {
    const res = await playRound(platform.app, { token, stake: 100, idempotencyKey: `round-${index}-key` });
    expect(res.status).toBe(200);
  }
  const draw = await call(platform.app, api.lottery.currentDraw, {
    query: { gameCode: 'VNF1', language: 'EN' },
  });
  const bet = await call(platform.app, api.lottery.placeBet, {
    token: player.token,
    body: {
      drawId: draw.body.value.drawId,
      playType: 'LO2',
      numbers: ['07'],
      stake: 200,
      idempotencyKey: 'slip-1',
    },
  });
  expect(bet.status).toBe(200);
  return { ...player, slot };
}

const betsOf = (player: Player, query: Record<string, string> = {}) =>
  call(platform.app, recordsApi.bets, { token: player.token, query: { from: TODAY, to: TODAY, ...query } });

describe('betting record', () => {
  it('lists game rounds and lottery bets with totals over the whole filter', async () => {
    const player = await playerWithBets(3);
    const res = await betsOf(player);
    expect(res.status).toBe(200);
    const value = res.body.value;
    expect(value.totalRows).toBe(4);
    expect(value.rows.map((row) => row.id[0]).sort()).toEqual(['G', 'G', 'G', 'L']);
    const rounds = await database.db.select().from(bets).where(eq(bets.memberId, player.memberId));
    const payout = rounds.reduce((sum, round) => sum + round.payout, 0);
    expect(value.totals).toEqual({
      count: 4,
      stake: 500,
      validBet: 300,
      payout,
      winLoss: payout - 300,
    });
    const lottery = value.rows.find((row) => row.id.startsWith('L'));
    expect(lottery).toMatchObject({ category: 'LOTT', settled: false, validBet: 0, winLoss: 0, stake: 200 });
    const round = value.rows.find((row) => row.id.startsWith('G'));
    expect(round).toMatchObject({ vendor: player.slot.vassalage, settled: true, validBet: 100 });
    expect(round?.game).toBe(player.slot.names.EN);
  });

  it('filters by settled state, category and vendor', async () => {
    const player = await playerWithBets(2);
    const unsettled = await betsOf(player, { status: 'UNSETTLED' });
    expect(unsettled.body.value.rows.map((row) => row.id[0])).toEqual(['L']);
    const settled = await betsOf(player, { status: 'SETTLED' });
    expect(settled.body.value.totals.count).toBe(2);
    const category = await betsOf(player, { category: player.slot.category });
    expect(category.body.value.rows.every((row) => row.id.startsWith('G'))).toBe(true);
    const vendor = await betsOf(player, { vendor: 'NO_SUCH_VENDOR' });
    expect(vendor.body.value).toMatchObject({ rows: [], totalRows: 0, totalPages: 0, page: 1 });
  });

  it('pages 20 rows at a time, sorted as asked, with the same totals on every page', async () => {
    const player = await playerWithBets(24);
    const first = (await betsOf(player, { sort: 'stake', direction: 'desc' })).body.value;
    expect(first).toMatchObject({ page: 1, totalRows: 25, totalPages: 2 });
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]?.stake).toBe(200);
    const second = (await betsOf(player, { page: '2', sort: 'stake', direction: 'desc' })).body.value;
    expect(second.rows).toHaveLength(5);
    expect(second.totals).toEqual(first.totals);
    const ids = new Set([...first.rows, ...second.rows].map((row) => row.id));
    expect(ids.size).toBe(25);
    const past = await betsOf(player, { page: '3' });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: 'RECORD_PAGE_PAST_LAST', params: { page: 3, last: 2 } });
  });

  it('refuses an end before the start and a start more than 90 days back, with their codes', async () => {
    const player = await newPlayer(platform.app, database.db);
    const reversed = await betsOf(player, { from: '2029-12-31', to: '2029-12-30' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.code).toBe('RECORD_END_BEFORE_START');
    const ninety = await betsOf(player, { from: '2029-10-03' });
    expect(ninety.status).toBe(200);
    const tooFar = await betsOf(player, { from: '2029-10-02' });
    expect(tooFar.body).toMatchObject({ code: 'RECORD_RANGE_TOO_LONG', params: { max: 90 } });
    const notADay = await betsOf(player, { from: '2029-02-30' });
    expect(notADay.status).toBe(400);
  });

  it("answers one bet's details to its member and 404 to another", async () => {
    const player = await playerWithBets(1);
    const other = await newPlayer(platform.app, database.db);
    const rows = (await betsOf(player)).body.value.rows;
    for (const row of rows) {
      const mine = await call(platform.app, recordsApi.bet, { token: player.token, query: { id: row.id } });
      expect(mine.status).toBe(200);
      expect(mine.body.value).toMatchObject({ id: row.id, stake: row.stake });
      const theirs = await call(platform.app, recordsApi.bet, { token: other.token, query: { id: row.id } });
      expect(theirs.status).toBe(404);
    }
    const lottery = rows.find((row) => row.id.startsWith('L'))!;
    const detail = await call(platform.app, recordsApi.bet, {
      token: player.token,
      query: { id: lottery.id },
    });
    expect(detail.body.value).toMatchObject({ playType: 'LO2', numbers: ['07'] });
    const round = rows.find((row) => row.id.startsWith('G'))!;
    const roundDetail = await call(platform.app, recordsApi.bet, {
      token: player.token,
      query: { id: round.id },
    });
    expect(roundDetail.body.value.outcome).not.toBeNull();
    const garbage = await call(platform.app, recordsApi.bet, { token: player.token, query: { id: 'X1' } });
    expect(garbage.status).toBe(404);
  });

  it('names bets, rounds and draws by their public ids, never the serials, and opens none by a serial', async () => {
    const player = await playerWithBets(2);
    const { rows } = (await betsOf(player)).body.value;
    for (const row of rows) {
      expect(row.id).toMatch(/^[GL][A-Za-z0-9_-]{22}$/);
      expect(row.roundId).toMatch(PUBLIC_ID);
    }
    const [round] = await database.db.select().from(bets).where(eq(bets.memberId, player.memberId)).limit(1);
    const bySerial = await call(platform.app, recordsApi.bet, {
      token: player.token,
      query: { id: `G${round!.id}` },
    });
    expect(bySerial.status).toBe(404);
  });

  it('needs a session', async () => {
    const res = await call(platform.app, recordsApi.bets, { query: { from: TODAY, to: TODAY } });
    expect(res.status).toBe(401);
  });
});

describe('account record', () => {
  it('lists every ledger entry, latest first, with the balance after it', async () => {
    const player = await playerWithBets(2);
    const res = await call(platform.app, recordsApi.account, {
      token: player.token,
      query: { from: TODAY, to: TODAY },
    });
    expect(res.status).toBe(200);
    const rows = res.body.value.rows;
    expect(rows.at(-1)).toMatchObject({ kind: 'DEMO_CREDIT', type: 'BONUS', amount: 1_000_000 });
    expect(rows[0]).toMatchObject({ kind: 'LOTTERY_BET', type: 'BET', amount: -200 });
    expect(rows[0]?.balanceAfter).toBe((await readBalance(database.db, player.memberId))?.balance);
    // read oldest first, each balance is the one before plus the entry
    const oldestFirst = [...rows].reverse();
    oldestFirst.reduce((before, row) => {
      expect(row.balanceAfter).toBe(before + row.amount);
      return row.balanceAfter;
    }, 0);
  });

  it('names every entry by a public id, in the list and the download', async () => {
    const player = await playerWithBets(1);
    const query = { token: player.token, query: { from: TODAY, to: TODAY } };
    const answers = [
      (await call(platform.app, recordsApi.account, query)).body.value,
      (await call(platform.app, recordsApi.accountExport, query)).body.value,
    ];
    const ids = idFields(answers);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    for (const id of ids) expect(id).toMatch(PUBLIC_ID);
    // the lottery entries name their draw by its public id too
    const lottery = answers[0]!.rows.find((row) => row.kind === 'LOTTERY_BET')!;
    expect(lottery.reference).toMatch(/^lottery:VNF1:[A-Za-z0-9_-]{22}$/);
  });

  it("names what each entry was for in the player's words: the game and round, the draw, the vendor, the order, the reward", async () => {
    const player = await playerWithBets(1);
    await paidDeposit(database.db, player.memberId, 50_000, clock.now());
    const [vendor] = await database.db.select().from(vendors).orderBy(vendors.sort).limit(1);
    await postLedgerEntry(
      database.db,
      {
        memberId: player.memberId,
        amount: -1_000,
        kind: 'TRANSFER_OUT',
        idempotencyKey: 'transfer-1',
        reference: `vendor:${vendor!.vassalage}`,
      },
      clock.now(),
    );
    await postLedgerEntry(
      database.db,
      {
        memberId: player.memberId,
        amount: 300,
        kind: 'REWARD_REBATE',
        idempotencyKey: 'reward-1',
        reference: 'r1',
      },
      clock.now(),
    );
    const query = { token: player.token, query: { from: TODAY, to: TODAY, language: 'CN' } };
    const answers = [
      (await call(platform.app, recordsApi.account, query)).body.value.rows,
      (await call(platform.app, recordsApi.accountExport, query)).body.value.rows,
    ];
    const [round] = await database.db.select().from(bets).where(eq(bets.memberId, player.memberId));
    const lotteryBet = (await betsOf(player)).body.value.rows.find((row) => row.id.startsWith('L'))!;
    const [draw] = await database.db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.publicId, lotteryBet.roundId));
    const [lottery] = await database.db.select().from(lotteryGames).where(eq(lotteryGames.gameCode, 'VNF1'));
    for (const rows of answers) {
      const subjectOf = (kind: string) => rows.find((row) => row.kind === kind)?.subject;
      expect(subjectOf('BET')).toEqual({ kind: 'ROUND', game: player.slot.names.CN, round: round!.publicId });
      expect(subjectOf('LOTTERY_BET')).toEqual({
        kind: 'DRAW',
        game: lottery!.names.CN,
        draw: lotteryBet.roundId,
        drawAt: draw!.drawAt.toISOString(),
      });
      expect(subjectOf('TRANSFER_OUT')).toEqual({ kind: 'VENDOR', vendor: vendor!.name });
      expect(subjectOf('DEPOSIT')).toEqual({
        kind: 'ORDER',
        order: rows.find((row) => row.kind === 'DEPOSIT')!.reference,
      });
      expect(subjectOf('REWARD_REBATE')).toEqual({ kind: 'REWARD', source: 'REBATE' });
      expect(subjectOf('DEMO_CREDIT')).toBeNull();
    }
  });

  it('filters by type and bounds the download', async () => {
    const player = await playerWithBets(2);
    await postLedgerEntry(
      database.db,
      { memberId: player.memberId, amount: 5_000, kind: 'ADJUSTMENT', idempotencyKey: 'adjust-1' },
      clock.now(),
    );
    await postLedgerEntry(
      database.db,
      { memberId: player.memberId, amount: 700, kind: 'AGENT_SALARY_REALTIME', idempotencyKey: 'salary-1' },
      clock.now(),
    );
    const query = (type: string) => ({ token: player.token, query: { from: TODAY, to: TODAY, type } });
    const betRows = (await call(platform.app, recordsApi.account, query('BET'))).body.value.rows;
    expect(betRows.map((row) => row.kind)).toEqual(['LOTTERY_BET', 'BET', 'BET']);
    const other = (await call(platform.app, recordsApi.account, query('OTHER'))).body.value.rows;
    expect(other.map((row) => row.kind)).toEqual(['ADJUSTMENT']);
    const agent = (await call(platform.app, recordsApi.account, query('AGENT'))).body.value.rows;
    expect(agent.map((row) => [row.type, row.kind])).toEqual([['AGENT', 'AGENT_SALARY_REALTIME']]);
    const download = (await call(platform.app, recordsApi.accountExport, query('BET'))).body.value;
    expect(download).toEqual({ rows: betRows, truncated: false });
    const bad = await call(platform.app, recordsApi.account, query('NOPE'));
    expect(bad.status).toBe(400);
  });

  it('shows nothing of another member and nothing outside the range', async () => {
    const player = await newPlayer(platform.app, database.db);
    const yesterday = await call(platform.app, recordsApi.account, {
      token: player.token,
      query: { from: '2029-12-31', to: '2029-12-31' },
    });
    expect(yesterday.body.value).toMatchObject({ rows: [], totalRows: 0 });
    const today = await call(platform.app, recordsApi.account, {
      token: player.token,
      query: { from: TODAY, to: TODAY },
    });
    expect(today.body.value.rows).toHaveLength(1);
  });
});
