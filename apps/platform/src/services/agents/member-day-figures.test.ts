import { api, LEDGER_TYPE_PREFIXES, ledgerTypeOf } from '@marquee/api-client/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/open';
import { members } from '../../db/schema';
import { creditedMember } from '../../test-support/accounts';
import { paidDeposit } from '../../test-support/deposits';
import { firstGame, newPlayer } from '../../test-support/games';
import { call, testApp, testConfig, useSeededDatabase } from '../../test-support/harness';
import { seededPostgresTwins } from '../../test-support/postgres-twins';
import { playRound } from '../games/rounds';
import { settleDraw } from '../lottery/draws';
import { groupCondition } from '../records/account-records';
import { LOTTERY_FIGURES, LOTTERY_FROM, ROUND_FIGURES, rowsOf } from '../records/bet-sources';
import { dayOf } from '../records/profit';
import { claimReward } from '../rewards/claim-reward';
import { offerReward } from '../rewards/offer-reward';

/**
 * `member_day_figures` is kept by the database's triggers; the team reports trust it. These tests
 * add every member's figures per brand day up again from the betting record's sources and the
 * ledger, with the records' own rules (`bet-sources`, the contract's ledger prefixes), and require
 * the two to be equal row for row, after writes that race for the same member and day.
 */

const DEPOSIT = groupCondition(LEDGER_TYPE_PREFIXES.DEPOSIT);
const WITHDRAWAL = groupCondition(LEDGER_TYPE_PREFIXES.WITHDRAWAL);
const BONUS = groupCondition(LEDGER_TYPE_PREFIXES.BONUS.filter((prefix) => prefix !== 'DEMO_CREDIT'));

/** A missing row counts as zeros: a day a change came and went again is no difference. */
const zeroWhenMissing = (column: string) => `coalesce(live.${column}, 0) <> coalesce(k.${column}, 0)`;

/**
 * The rows where figures kept (`kept`, a table or a query over one, as `k`) and the same figures
 * added up again (`live`) differ, joined by `key` and day (at most ten, each side as JSON), and how
 * many rows were compared; `where` narrows the joined rows.
 */
async function differencesOf(
  db: Db,
  compare: {
    live: SQL;
    kept: SQL;
    key: 'member_id' | 'agent_id';
    columns: readonly string[];
    differs: (column: string) => string;
    where?: SQL;
  },
) {
  const differ = sql.join(
    compare.columns.map((column) => sql.raw(compare.differs(column))),
    sql` or `,
  );
  const key = sql.raw(compare.key);
  const rows = rowsOf<{ live: string | null; kept: string | null; compared: string | number }>(
    await db.execute(sql`with live as (${compare.live}),
      compared as (
        select live.${key} is not null and k.${key} is not null and not (${differ}) as same,
          row_to_json(live.*)::text as live, row_to_json(k.*)::text as kept
        from live full join ${compare.kept} k on k.${key} = live.${key} and k.day = live.day
        ${compare.where ?? sql``})
      select live, kept, (select count(*) from compared) as compared from compared where not same
      union all select null, null, (select count(*) from compared)
      limit 11`),
  );
  return {
    compared: Number(rows.at(-1)?.compared ?? 0),
    differing: rows.filter((row) => row.live !== null || row.kept !== null),
  };
}

const COLUMNS = [
  'bets',
  'stake',
  'valid_bet',
  'payout',
  'win_loss',
  'deposit_entries',
  'deposits',
  'withdrawals',
  'bonuses',
  'play_stakes',
  'play_returns',
] as const;

/** What the play guard's loss and wager limits count: money into play and back from it. */
const PLAY_STAKE = sql`kind in ('BET', 'LOTTERY_BET', 'TRANSFER_IN')`;
const PLAY_RETURN = sql`kind in ('WIN', 'LOTTERY_WIN', 'TRANSFER_OUT')`;

/** The (member, day) rows where the figures kept and the figures added up from the sources differ. */
function differences(db: Db) {
  return differencesOf(db, {
    live: sql`select member_id, day, sum(count) as bets, sum(stake) as stake, sum(valid_bet) as valid_bet,
          sum(payout) as payout, sum(win_loss) as win_loss, sum(deposit_entries) as deposit_entries,
          sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(bonuses) as bonuses,
          sum(play_stakes) as play_stakes, sum(play_returns) as play_returns
        from (
          select b.member_id, ${dayOf(sql`b.created_at`)} as day, ${ROUND_FIGURES},
            0 as deposit_entries, 0 as deposits, 0 as withdrawals, 0 as bonuses, 0 as play_stakes,
            0 as play_returns
            from bets b group by 1, 2
          union all
          select lb.member_id, ${dayOf(sql`lb.placed_at`)}, ${LOTTERY_FIGURES}, 0, 0, 0, 0, 0, 0
            from ${LOTTERY_FROM} group by 1, 2
          union all
          select member_id, ${dayOf(sql`created_at`)}, 0, 0, 0, 0, 0,
            count(*) filter (where ${DEPOSIT}),
            coalesce(sum(amount) filter (where ${DEPOSIT}), 0),
            coalesce(-sum(amount) filter (where ${WITHDRAWAL}), 0),
            coalesce(sum(amount) filter (where ${BONUS}), 0),
            coalesce(-sum(amount) filter (where ${PLAY_STAKE}), 0),
            coalesce(sum(amount) filter (where ${PLAY_RETURN}), 0)
            from ledger_entries
            where ${DEPOSIT} or ${WITHDRAWAL} or ${BONUS} or ${PLAY_STAKE} or ${PLAY_RETURN}
            group by 1, 2
        ) sources group by 1, 2`,
    kept: sql`member_day_figures`,
    key: 'member_id',
    columns: COLUMNS,
    differs: zeroWhenMissing,
  });
}

const TEAM_COLUMNS = [
  'joined',
  'first_depositors',
  'active',
  'last_active',
  'bets',
  'stake',
  'valid_bet',
  'payout',
  'win_loss',
  'deposits',
  'withdrawals',
  'bonuses',
] as const;

/**
 * The (agent, day) rows where the team figures kept (`team_day_figures`) and the figures added up
 * again over the closure table differ: the members' days, the day each member joined, the first
 * day each deposited and the latest day each played (from the members' figures, not the kept
 * first and latest days).
 */
function teamDifferences(db: Db) {
  return differencesOf(db, {
    live: sql`select agent_id, day, sum(joined) as joined, sum(first_depositors) as first_depositors,
          sum(active) as active, sum(last_active) as last_active, sum(bets) as bets, sum(stake) as stake, sum(valid_bet) as valid_bet,
          sum(payout) as payout, sum(win_loss) as win_loss, sum(deposits) as deposits,
          sum(withdrawals) as withdrawals, sum(bonuses) as bonuses
        from (
          select t.ancestor_id as agent_id, ${dayOf(sql`m.created_at`)} as day, 1 as joined,
            0 as first_depositors, 0 as active, 0 as last_active, 0 as bets, 0 as stake, 0 as valid_bet,
            0 as payout, 0 as win_loss, 0 as deposits, 0 as withdrawals, 0 as bonuses
            from member_tree t join members m on m.id = t.descendant_id
          union all
          select t.ancestor_id, min(f.day), 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
            from member_tree t join member_day_figures f on f.member_id = t.descendant_id
            where f.deposit_entries > 0 group by t.ancestor_id, t.descendant_id
          union all
          select t.ancestor_id, max(f.day), 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0
            from member_tree t join member_day_figures f on f.member_id = t.descendant_id
            where f.bets > 0 group by t.ancestor_id, t.descendant_id
          union all
          select t.ancestor_id, f.day, 0, 0, (f.bets > 0)::int, 0, f.bets, f.stake, f.valid_bet, f.payout,
            f.win_loss, f.deposits, f.withdrawals, f.bonuses
            from member_tree t join member_day_figures f on f.member_id = t.descendant_id
        ) sources group by 1, 2`,
    kept: sql`(select agent_id, day, ${sql.join(
      TEAM_COLUMNS.map((column) => sql.raw(`sum(${column}) as ${column}`)),
      sql`, `,
    )} from team_day_figures group by 1, 2)`,
    key: 'agent_id',
    columns: TEAM_COLUMNS,
    differs: zeroWhenMissing,
    // a day a change came and went again (a row of zeros) is no difference
    where: sql`where live.agent_id is not null or (${sql.join(
      TEAM_COLUMNS.map((column) => sql.raw(`k.${column} <> 0`)),
      sql` or `,
    )})`,
  });
}

const RUNNING_COLUMNS = [
  'next_day',
  'days',
  'deposits',
  'withdrawals',
  'bonuses',
  'valid_bet',
  'win_loss',
] as const;

/**
 * The (member, day) rows where the running totals kept (`member_day_running`) and those added up
 * again over the members' figures differ.
 */
function runningDifferences(db: Db) {
  return differencesOf(db, {
    live: sql`select member_id, day, coalesce(lead(day) over w, 'infinity') as next_day, row_number() over w as days,
          sum(deposits) over w as deposits, sum(withdrawals) over w as withdrawals, sum(bonuses) over w as bonuses,
          sum(valid_bet) over w as valid_bet, sum(win_loss) over w as win_loss
        from member_day_figures window w as (partition by member_id order by day rows unbounded preceding)`,
    kept: sql`member_day_running`,
    key: 'member_id',
    columns: RUNNING_COLUMNS,
    differs: (column) => `live.${column} is distinct from k.${column}`,
  });
}

async function currentDraw(app: ReturnType<typeof testApp>) {
  // a daily draw: a one-minute game's draw can close while the race runs, and its bets be refused
  const draw = await call(app, api.lottery.currentDraw, { query: { gameCode: 'VNMB', language: 'EN' } });
  return draw.body.value;
}

/**
 * Writes that race: rounds of three members spread over `dbs` (two handles on PostgreSQL: two
 * platform processes whose transactions truly overlap), deposits, a bonus claimed, a member's
 * demo credit, and lottery bets on a draw settled meanwhile; then the figures must match.
 */
async function raceAndCompare(dbs: readonly Db[]) {
  const db = dbs[0]!;
  const app = testApp(db);
  const game = await firstGame(db);
  const players = await Promise.all([1, 2, 3].map(() => creditedMember(db, 5_000_000, 'Figures')));
  // a team two levels deep around two of the players; the third joins it after playing, with its history
  const [top, sub] = await Promise.all([1, 2].map(() => creditedMember(db, 0, 'Upline')));
  const placeBelow = (member: { id: number }, upline: { id: number }) =>
    db.update(members).set({ uplineId: upline.id }).where(eq(members.id, member.id));
  await placeBelow(sub!, top!);
  await placeBelow(players[0]!, sub!);
  await placeBelow(players[1]!, top!);
  const bettor = await newPlayer(app, db);
  const draw = await currentDraw(app);
  const rounds = Array.from({ length: 60 }, (_, index) => {
    const member = players[index % players.length]!;
    const launch = {
      memberId: member.id,
      language: 'EN',
      game: { ...game, vendorName: game.vassalage, vendorFunPlay: false },
      sessionStartedAt: new Date(),
    };
    let seed = index;
    const random = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    return playRound(
      dbs[index % dbs.length]!,
      launch,
      { stake: 100 + index * 7, idempotencyKey: `figures-${member.id}-${index}` },
      random,
      new Date(),
    );
  });
  const others = [
    paidDeposit(db, players[0]!.id, 30_000, new Date()),
    paidDeposit(db, players[1]!.id, 45_000, new Date()),
    (async () => {
      await offerReward(
        db,
        { memberId: players[2]!.id, source: 'REBATE', offerKey: 'figures', amount: 2_500 },
        new Date(),
      );
      const [reward] = rowsOf<{ public_id: string }>(
        await db.execute(sql`select public_id from member_rewards where member_id = ${players[2]!.id}`),
      );
      await claimReward(db, players[2]!.id, reward!.public_id, new Date());
    })(),
    ...[700, 900].map((stake, index) =>
      call(app, api.lottery.placeBet, {
        token: bettor.token,
        body: {
          drawId: draw.drawId,
          playType: 'LO2',
          numbers: ['07'],
          stake,
          idempotencyKey: `figures-lotto-${index}`,
        },
      }).then(({ body }) => expect(body.value?.bets).toHaveLength(1)),
    ),
  ];
  await Promise.all([...rounds, ...others]);
  const open = await differences(db);
  expect(open.differing).toEqual([]);
  expect((await teamDifferences(db)).differing).toEqual([]);
  expect((await runningDifferences(db)).differing).toEqual([]);
  await placeBelow(players[2]!, sub!);
  // a deposit dated before a member's first: the first deposit day moves back; a second one changes
  // that day, no longer the member's latest, so every later running total moves
  await paidDeposit(db, players[0]!.id, 12_000, new Date(Date.now() - 3 * 86_400_000));
  await paidDeposit(db, players[0]!.id, 15_000, new Date(Date.now() - 3 * 86_400_000));

  expect(
    await settleDraw(
      db,
      draw.drawId,
      new Date(Date.parse(draw.drawAt) + 1_000),
      testConfig().lotterySeedSecret,
    ),
  ).not.toBeNull();
  const [kept] = rowsOf<{ bets: number; valid_bet: string | number }>(
    await db.execute(sql`select sum(bets) as bets, sum(valid_bet) as valid_bet from member_day_figures
      where member_id = ${bettor.memberId}`),
  );
  expect(Number(kept?.bets)).toBe(2);
  expect(Number(kept?.valid_bet)).toBe(1_600);
  const settled = await differences(db);
  expect(settled.differing).toEqual([]);
  const team = await teamDifferences(db);
  expect(team.differing).toEqual([]);
  // the deposit dated three days back and the draw settled on its bets' day changed later totals
  const running = await runningDifferences(db);
  expect(running.differing).toEqual([]);
  expect(running.compared).toBeGreaterThan(10);
  const [teamKept] = rowsOf<{ first: string | number; active: string | number }>(
    await db.execute(sql`select sum(first_depositors) as first, sum(active) as active
      from team_day_figures where agent_id = ${top!.id}`),
  );
  // the top agent's two depositors, and its three players' days of play: not an empty match
  expect(Number(teamKept?.first)).toBe(2);
  expect(Number(teamKept?.active)).toBeGreaterThanOrEqual(3);
  // the demo history, the three players' days and the bettor's: many rows, not an empty match
  expect(settled.compared).toBeGreaterThan(10);
}

describe('the members’ figures per day', () => {
  const database = useSeededDatabase();

  it('groups the ledger’s kinds as the contract’s prefixes do (demo credit is no bonus)', async () => {
    const kinds = Object.values(LEDGER_TYPE_PREFIXES)
      .flat()
      .flatMap((prefix) => [prefix, `${prefix}_CREDITED`, `${prefix}X`]);
    const rows = rowsOf<{ kind: string; group: string | null }>(
      await database.db.execute(sql`select kind, member_day_group(kind) as group
        from unnest(${sql.param(kinds)}::text[]) kind`),
    );
    const expected = (kind: string) => {
      const type = ledgerTypeOf(kind);
      if (type === 'BONUS') return kind === 'DEMO_CREDIT' || kind.startsWith('DEMO_CREDIT_') ? null : 'BONUS';
      return type === 'DEPOSIT' || type === 'WITHDRAWAL' ? type : null;
    };
    expect(rows.map((row) => [row.kind, row.group])).toEqual(kinds.map((kind) => [kind, expected(kind)]));
  });

  it('equals the figures added up from the bets and the ledger, after racing writes and a settled draw', async () => {
    await raceAndCompare([database.db]);
  }, 120_000);
});

/**
 * The same on PostgreSQL, where two pools run the writers' transactions truly in parallel. Runs
 * when TEST_DATABASE_URL names a throwaway server (CI): on a database of its own next to it.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the members’ figures per day (PostgreSQL)', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  it('equal the figures added up from the bets and the ledger, after racing writes from two processes', async () => {
    await raceAndCompare(await seededPostgresTwins(url ?? '', 'member_days', opened));
  }, 180_000);
});
