import { createHash } from 'node:crypto';
import type { ContractTerms } from '@marquee/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { hashPassword } from '../services/accounts/password-hash';
import { checkTerms, topRateOf } from '../services/agents/contract-terms';
import { AGENT_TERMS } from './agent-contracts';

/**
 * The demo agent network (README "Demo agent network"), an opt-in of the demo: `netagent`, an agent
 * with a team of 50,000 members five levels deep (the first four levels sub-agents, the last
 * players) and 90 days of rounds, deposits, withdrawals and bonuses, every agent holding a contract
 * of each kind at rates that fall level by level. It is what the agent centre's benchmark measures
 * (`pnpm --filter @marquee/bench bench:agent`); the demo's default seed never writes it (the e2e
 * suite starts several demo platforms). Everything is written by set-based inserts; the database's
 * triggers write the closure rows and the figures per day as they do for every write.
 */

const DEMO_NETWORK_AGENT = 'netagent';
const DEMO_NETWORK_PASSWORD = 'Netagent1234!';

interface DemoNetworkOptions {
  /** members at each level below the agent (default 10, 100, 1,000, 10,000, 38,890: 50,000) */
  levels?: readonly number[];
  /** days of play back from now (default 90) */
  days?: number;
  /** rounds each member plays over those days (default 10), each with its BET (and WIN) entry */
  rounds?: number;
  /**
   * `rounds` (the default): the rounds and ledger entries themselves, which the database adds up
   * into the members' figures per day as for every write. `figures`: only what those add up to, each
   * member's figures per day, by one set-based insert (no rounds or entries to list): the same
   * reports for a benchmark, written in a fraction of the time.
   */
  play?: 'rounds' | 'figures';
  /** the instant the days of play end at (default now) */
  now?: Date;
}

interface DemoNetwork {
  agentId: number;
  team: number;
  bets: number;
  entries: number;
  /** the team's members' days with figures */
  memberDays: number;
  contracts: number;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** A deterministic spread of instants over the `days` days before `now`, from two integers. */
const ago = (now: Date, a: unknown, b: unknown, days: number) =>
  sql`${now.toISOString()}::timestamptz - make_interval(secs => ((${a} * 7919 + ${b} * 104729) % ${days * 86_400})::float8)`;

/** A round's stake and payout from its member and number, for the rounds and the figures alike. */
const roundStake = (r: SQL) => sql`100 + (${r} % 7) * 50`;
const roundPayout = (member: SQL, r: SQL) =>
  sql`case when (${member} + ${r}) % 3 = 0 then 300 + (${r} % 11) * 40 else 0 end`;
const depositAmount = (member: SQL) => sql`10000 + (${member} % 9) * 5000`;
const WITHDRAWAL_AMOUNT = 5000;
const BONUS_AMOUNT = 1000;

interface PlayOptions {
  agentId: number;
  days: number;
  rounds: number;
  now: Date;
}

/** The rounds with their BET and WIN entries, and the deposits, withdrawals and bonuses, as rows. */
async function writeRounds(db: Db, { agentId, days, rounds, now }: PlayOptions): Promise<void> {
  // the games as arrays picked from by position: a join on `i = n % k` (k from the same side)
  // cannot be hashed and compares every round with every game
  await db.execute(sql`insert into bets (member_id, node_id, vassalage, category, stake, payout, balance_after,
      outcome, idempotency_key, created_at)
    with g as (select array_agg(node_id order by node_id) as node_ids,
      array_agg(vassalage order by node_id) as vendors, array_agg(category order by node_id) as categories,
      count(*)::int as k from games where is_game = 'GAME')
    select t.descendant_id, g.node_ids[1 + (t.descendant_id + r) % g.k], g.vendors[1 + (t.descendant_id + r) % g.k],
      g.categories[1 + (t.descendant_id + r) % g.k], ${roundStake(sql`r`)},
      ${roundPayout(sql`t.descendant_id`, sql`r`)}, 50000000, '{}'::jsonb,
      'net-' || t.descendant_id || '-' || r, ${ago(now, sql`t.descendant_id`, sql`r`, days)}
    from member_tree t cross join generate_series(1, ${rounds}) r cross join g
    where t.ancestor_id = ${agentId}`);
  await db.execute(sql`insert into ledger_entries (member_id, amount, balance_after, kind, idempotency_key, reference, created_at)
    select b.member_id, -b.stake, 50000000, 'BET', 'bet:' || b.id, b.id::text, b.created_at
      from bets b join member_tree t on t.descendant_id = b.member_id and t.ancestor_id = ${agentId}
    union all
    select b.member_id, b.payout, 50000000, 'WIN', 'win:' || b.id, b.id::text, b.created_at
      from bets b join member_tree t on t.descendant_id = b.member_id and t.ancestor_id = ${agentId}
      where b.payout > 0`);
  await db.execute(sql`insert into ledger_entries (member_id, amount, balance_after, kind, idempotency_key, reference, created_at)
    select t.descendant_id, ${depositAmount(sql`t.descendant_id`)}, 50000000, 'DEPOSIT', 'net-dep:' || t.descendant_id || ':' || d,
      'demo network', ${ago(now, sql`t.descendant_id`, sql`d * 31`, days)}
      from member_tree t cross join generate_series(1, 2) d where t.ancestor_id = ${agentId}
    union all
    select t.descendant_id, ${-WITHDRAWAL_AMOUNT}, 50000000, 'WITHDRAWAL', 'net-wd:' || t.descendant_id, 'demo network',
      ${ago(now, sql`t.descendant_id`, 77, days)}
      from member_tree t where t.ancestor_id = ${agentId} and t.descendant_id % 5 = 0
    union all
    select t.descendant_id, ${BONUS_AMOUNT}, 50000000, 'BONUS', 'net-bonus:' || t.descendant_id, 'demo network',
      ${ago(now, sql`t.descendant_id`, 13, days)}
      from member_tree t where t.ancestor_id = ${agentId} and t.descendant_id % 3 = 0`);
}

/**
 * What `writeRounds` adds up to, each member's figures per brand day (as `member_day_figures`'
 * triggers count them: a round's stake is valid bet and play stake, its payout a play return),
 * written by one insert in day order, as a live platform's days come.
 */
async function writeFigures(db: Db, { agentId, days, rounds, now }: PlayOptions): Promise<void> {
  await db.execute(sql`insert into member_day_figures (member_id, day, bets, stake, valid_bet, payout, win_loss,
      deposit_entries, deposits, withdrawals, bonuses, play_stakes, play_returns)
    select p.member_id, (p.at at time zone 'Asia/Manila')::date, sum(p.bets), sum(p.stake), sum(p.stake),
      sum(p.payout), sum(p.payout - p.stake), sum(p.deposit_entries), sum(p.deposits), sum(p.withdrawals),
      sum(p.bonuses), sum(p.stake), sum(p.payout)
    from (
      select t.descendant_id as member_id, ${ago(now, sql`t.descendant_id`, sql`r`, days)} as at, 1 as bets,
        ${roundStake(sql`r`)} as stake, ${roundPayout(sql`t.descendant_id`, sql`r`)} as payout,
        0 as deposit_entries, 0 as deposits, 0 as withdrawals, 0 as bonuses
        from member_tree t cross join generate_series(1, ${rounds}) r where t.ancestor_id = ${agentId}
      union all
      select t.descendant_id, ${ago(now, sql`t.descendant_id`, sql`d * 31`, days)}, 0, 0, 0, 1,
        ${depositAmount(sql`t.descendant_id`)}, 0, 0
        from member_tree t cross join generate_series(1, 2) d where t.ancestor_id = ${agentId}
      union all
      select t.descendant_id, ${ago(now, sql`t.descendant_id`, 77, days)}, 0, 0, 0, 0, 0, ${WITHDRAWAL_AMOUNT}, 0
        from member_tree t where t.ancestor_id = ${agentId} and t.descendant_id % 5 = 0
      union all
      select t.descendant_id, ${ago(now, sql`t.descendant_id`, 13, days)}, 0, 0, 0, 0, 0, 0, ${BONUS_AMOUNT}
        from member_tree t where t.ancestor_id = ${agentId} and t.descendant_id % 3 = 0
    ) p group by 1, 2 order by 2, 1`);
}

/**
 * The operator's terms for the top agent, and at each level below a share of them (four fifths,
 * three fifths, …): a downline's rate never above its upline's, as the contracts' rule wants.
 */
function networkTerms(level: number, levels: number): ContractTerms[] {
  const scale = (rateBps: number) => Math.floor((rateBps * (levels - level)) / levels);
  return AGENT_TERMS.map((terms) => {
    const scaled: ContractTerms =
      terms.kind === 'REALTIME_SALARY'
        ? { ...terms, profitRateBps: scale(terms.profitRateBps), lossRateBps: scale(terms.lossRateBps) }
        : { ...terms, tiers: terms.tiers.map((tier) => ({ ...tier, rateBps: scale(tier.rateBps) })) };
    checkTerms(scaled);
    return scaled;
  });
}

/** Writes the network into a seeded demo database; refuses a database that holds it already. */
export async function seedDemoNetwork(db: Db, options: DemoNetworkOptions = {}): Promise<DemoNetwork> {
  const levels = options.levels ?? [10, 100, 1_000, 10_000, 38_890];
  const days = options.days ?? 90;
  const rounds = options.rounds ?? 10;
  const now = options.now ?? new Date();
  const salt = createHash('sha256').update(`marquee-seed:${DEMO_NETWORK_AGENT}`).digest().subarray(0, 16);
  const passwordHash = await hashPassword(DEMO_NETWORK_PASSWORD, salt);
  const [existing] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from members where account = ${DEMO_NETWORK_AGENT}`),
  );
  if (existing) throw new Error(`the demo network is there already (member ${DEMO_NETWORK_AGENT})`);
  const [agent] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into members (account, nickname, password_hash, password_changed_at, created_at,
        is_agent, affiliate_code)
      values (${DEMO_NETWORK_AGENT}, 'Network Agent', ${passwordHash}, now(), now() - interval '200 days', 1,
        'NETAGENT') returning id`),
  );
  const agentId = Number(agent!.id);
  const agentsAt: { first: number; count: number }[] = [{ first: agentId, count: 1 }];
  for (const [index, count] of levels.entries()) {
    const level = index + 1;
    const above = agentsAt[index]!;
    const [range] = rowsOf<{ first: number; count: number }>(
      await db.execute(sql`with added as (
          insert into members (account, nickname, password_changed_at, created_at, is_agent, upline_id)
          select 'net' || ${level}::int || 'm' || n, 'Network', now(), ${ago(now, sql`n`, level, 120)},
            ${level < levels.length ? 2 : 0}, ${above.first}::int + n % ${above.count}::int
          from generate_series(0, ${count - 1}) n order by n
          returning id)
        select min(id) as first, count(*) as count from added`),
    );
    agentsAt.push({ first: Number(range!.first), count: Number(range!.count) });
  }
  // every agent of the network (the top and the sub-agents of the first four levels) holds a
  // contract of each kind, accepted 100 days ago, from its upline (the operator's for the top)
  let contracts = 0;
  for (const [level, agents] of agentsAt.slice(0, levels.length).entries()) {
    for (const terms of networkTerms(level, levels.length)) {
      await db.execute(sql`insert into agent_contracts (member_id, upline_id, kind, request, status, terms,
          top_rate_bps, offered_at, decided_at)
        select m.id, m.upline_id, ${terms.kind}, 'NEW', 'ACTIVE', ${JSON.stringify(terms)}::jsonb,
          ${topRateOf(terms)}, now() - interval '100 days', now() - interval '100 days'
        from members m where m.id >= ${agents.first} and m.id < ${agents.first + agents.count}`);
      contracts += agents.count;
    }
  }
  await db.execute(sql`insert into wallets (member_id, balance, currency, updated_at)
    select descendant_id, 50000000, 'PHP', now() from member_tree where ancestor_id = ${agentId}
    union all select ${agentId}, 50000000, 'PHP', now()`);
  const play = { agentId, days, rounds, now };
  await (options.play === 'figures' ? writeFigures(db, play) : writeRounds(db, play));
  // a vacuum, not only the statistics: it marks the written pages all-visible, which the reports'
  // index-only scans need (PGlite has no autovacuum to do it later; on PostgreSQL it comes sooner)
  await db.execute(sql`vacuum (analyze)`);
  const [counts] = rowsOf<Record<'team' | 'bets' | 'entries' | 'member_days', string | number>>(
    await db.execute(sql`select (select count(*) from member_tree where ancestor_id = ${agentId}) as team,
      (select count(*) from member_day_figures f join member_tree t on t.descendant_id = f.member_id
        and t.ancestor_id = ${agentId}) as member_days,
      (select count(*) from bets b join member_tree t on t.descendant_id = b.member_id
        and t.ancestor_id = ${agentId}) as bets,
      (select count(*) from ledger_entries e join member_tree t on t.descendant_id = e.member_id
        and t.ancestor_id = ${agentId}) as entries`),
  );
  return {
    agentId,
    team: Number(counts?.team ?? 0),
    bets: Number(counts?.bets ?? 0),
    entries: Number(counts?.entries ?? 0),
    memberDays: Number(counts?.member_days ?? 0),
    contracts,
  };
}
