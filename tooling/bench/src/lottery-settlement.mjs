// The settlement of one lottery draw holding 100,000 bets on an in-memory PGlite: 1,000 members
// with 100 bets each (lô, đề and xiên 2 over 00–99), settled by the platform's own settleDraw.
import { drawSeed, openDatabase, seedDatabase, seedHashOf, settleDraw } from '@marquee/platform';
import { sql } from 'drizzle-orm';

const MEMBERS = 1000;
const BETS_PER_MEMBER = 100;

const rowsOf = (result) => result.rows ?? result;

/** The bench's own LOTTERY_SEED_SECRET. */
const SEED_SECRET = 'bench-lottery-seed-secret';

export async function lotterySettlement() {
  const database = await openDatabase({ memory: true });
  try {
    const { db } = database;
    await seedDatabase(db);
    await db.execute(sql`insert into members (account, nickname, password_changed_at, created_at)
      select 'bench' || g, 'bench' || g, now(), now() from generate_series(1, ${MEMBERS}) g`);
    await db.execute(sql`insert into wallets (member_id, balance, currency, updated_at)
      select id, 100000000, 'PHP', now() from members where account like 'bench%'`);
    const drawAt = new Date(Date.now() - 1000);
    const [draw] = rowsOf(
      await db.execute(sql`insert into lottery_draws (game_code, draw_at, close_at, seed_hash, status)
        values ('VNF1', ${drawAt.toISOString()}, ${new Date(drawAt.getTime() - 10_000).toISOString()},
          ${seedHashOf(drawSeed(SEED_SECRET, 'VNF1', drawAt))}, 'OPEN') returning id, public_id`),
    );
    const drawId = Number(draw.id);
    await db.execute(sql`insert into lottery_slips (member_id, draw_id, idempotency_key, balance_after, created_at)
      select id, ${drawId}, 'bench-slip', 100000000, now() from members where account like 'bench%'`);
    await db.execute(sql`insert into lottery_bets (slip_id, draw_id, member_id, play_type, numbers, stake, placed_at)
      select s.id, ${drawId}, s.member_id,
        case n % 3 when 0 then 'LO2' when 1 then 'DE' else 'XIEN2' end,
        case when n % 3 = 2 then array[lpad(n::text, 2, '0'), lpad(((n + 1) % 100)::text, 2, '0')]
             else array[lpad(n::text, 2, '0')] end,
        100, now()
      from lottery_slips s, generate_series(0, ${BETS_PER_MEMBER - 1}) n`);
    const started = performance.now();
    const result = await settleDraw(db, draw.public_id, new Date(), SEED_SECRET);
    const ms = performance.now() - started;
    const [check] = rowsOf(
      await db.execute(sql`select
        (select status from lottery_draws where id = ${drawId}) as status,
        (select coalesce(sum(payout), 0) from lottery_bets where draw_id = ${drawId})::bigint as written,
        (select count(*) from ledger_entries where kind = 'LOTTERY_WIN')::int as credits`),
    );
    return { ...result, ms, status: check.status, written: Number(check.written), credits: check.credits };
  } finally {
    await database.close();
  }
}

export function printSettlement(figures) {
  console.info('\n== Lottery settlement, one draw on PGlite (in memory) ==');
  console.info(`  bets settled:   ${figures.bets} (${MEMBERS} members x ${BETS_PER_MEMBER})`);
  console.info(
    `  winning members ${figures.winners}, paid ${figures.paid} minor units; ${figures.credits} payout entries (one per member, 0 for a loser)`,
  );
  console.info(
    `  draw:           ${figures.status}, payouts written on the bets ${figures.written} minor units`,
  );
  console.info(`  settlement:     ${(figures.ms / 1000).toFixed(2)} s (target <= 5 s)`);
}
