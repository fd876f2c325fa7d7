import { ledgerTypeOf } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/open';
import { ledgerEntries, memberRewards } from '../../db/schema';
import type { HttpError } from '../../http/http-error';
import { creditedMember } from '../../test-support/accounts';
import { useSeededDatabase } from '../../test-support/harness';
import { seededPostgresTwins } from '../../test-support/postgres-twins';
import { ledgerSum, readBalance } from '../wallet/wallet';
import { claimReward } from './claim-reward';
import { offerReward } from './offer-reward';

const START = 50_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const newMember = (db: Db) => creditedMember(db, START, 'Reward');

async function rewardsOf(db: Db, memberId: number) {
  return db.select().from(memberRewards).where(eq(memberRewards.memberId, memberId));
}

function codeOf(result: PromiseSettledResult<unknown>) {
  if (result.status === 'fulfilled') return 'claimed';
  const error = result.reason as HttpError;
  return `${error.status} ${error.coded?.code ?? error.message}`;
}

/** Twenty claims of one reward at once, spread over `dbs`: exactly one credits it. */
async function claimRace(dbs: readonly Db[]) {
  const db = dbs[0]!;
  const member = await newMember(db);
  const at = new Date();
  await offerReward(
    db,
    { memberId: member.id, source: 'REBATE', offerKey: 'REBATE:race', amount: 1_234 },
    at,
  );
  const [reward] = await rewardsOf(db, member.id);
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, (_, index) =>
      claimReward(dbs[index % dbs.length]!, member.id, reward!.publicId, at),
    ),
  );
  const codes = results.map(codeOf);
  expect(codes.filter((code) => code === 'claimed')).toHaveLength(1);
  expect(codes.filter((code) => code !== 'claimed')).toEqual(Array(19).fill('409 REWARD_ALREADY_CLAIMED'));
  expect((await readBalance(db, member.id))?.balance).toBe(START + 1_234);
  expect(await ledgerSum(db, member.id)).toBe(START + 1_234);
}

describe('rewards', () => {
  const database = useSeededDatabase();

  it('offers a reward once per member and key, however often or concurrently it is offered', async () => {
    const member = await newMember(database.db);
    const offer = {
      memberId: member.id,
      source: 'MISSION' as const,
      offerKey: 'MISSION:rounds:2026-11-25',
      amount: 500,
    };
    const offered = await Promise.all(
      Array.from({ length: 8 }, () => offerReward(database.db, offer, new Date())),
    );
    expect(offered.filter(Boolean)).toHaveLength(1);
    expect(await offerReward(database.db, offer, new Date())).toBe(false);
    const rows = await rewardsOf(database.db, member.id);
    expect(rows.map((row) => [row.source, row.amount, row.wageringRequired, row.claimedAt])).toEqual([
      ['MISSION', 500, 1_500, null],
    ]);
  });

  it('credits a claimed reward as one BONUS ledger entry and records it on the reward', async () => {
    const member = await newMember(database.db);
    const at = new Date();
    await offerReward(
      database.db,
      { memberId: member.id, source: 'REFERRAL', offerKey: 'REFERRAL:friend-1', amount: 2_000 },
      at,
    );
    const [reward] = await rewardsOf(database.db, member.id);
    const claimed = await claimReward(database.db, member.id, reward!.publicId, at);
    expect(claimed).toEqual({ publicId: reward!.publicId, amount: 2_000, balance: START + 2_000 });
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, member.id));
    const credit = entries.find((entry) => entry.kind === 'REWARD_REFERRAL');
    expect(credit).toMatchObject({ amount: 2_000, balanceAfter: START + 2_000, reference: reward!.publicId });
    expect(ledgerTypeOf(credit!.kind)).toBe('BONUS');
    const [after] = await rewardsOf(database.db, member.id);
    expect(after).toMatchObject({ claimedAt: at, ledgerEntryId: credit!.id });
  });

  it("answers 404 for another member's reward and REWARD_EXPIRED after its claim window, crediting nothing", async () => {
    const owner = await newMember(database.db);
    const other = await newMember(database.db);
    const at = new Date();
    await offerReward(
      database.db,
      { memberId: owner.id, source: 'PROMOTION', offerKey: 'PROMOTION:late', amount: 700 },
      at,
    );
    const [reward] = await rewardsOf(database.db, owner.id);
    const [stranger, late] = await Promise.allSettled([
      claimReward(database.db, other.id, reward!.publicId, at),
      claimReward(database.db, owner.id, reward!.publicId, new Date(at.getTime() + 8 * DAY_MS)),
    ]);
    expect(codeOf(stranger!)).toBe('404 No such reward');
    expect(codeOf(late!)).toBe('410 REWARD_EXPIRED');
    expect((await readBalance(database.db, owner.id))?.balance).toBe(START);
    expect((await readBalance(database.db, other.id))?.balance).toBe(START);
    expect((await rewardsOf(database.db, owner.id))[0]?.claimedAt).toBeNull();
  });

  it('credits a reward claimed from many tabs at once exactly once (PGlite)', async () => {
    await claimRace([database.db]);
  });
});

/** The same race on PostgreSQL, where two pools act as two platform processes. */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('reward claims across two processes (PostgreSQL)', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  it('credits a reward claimed from both at once exactly once', async () => {
    await claimRace(await seededPostgresTwins(url ?? '', 'rewards', opened));
  }, 180_000);
});
