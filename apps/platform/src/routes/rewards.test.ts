import { api, rewardsApi, withdrawalApi } from '@marquee/api-client/contract';
import { and, eq, sum } from 'drizzle-orm';
import { ledgerEntries, memberRewards, vendors, vendorWallets } from '../db/schema';
import { DAY } from '../services/clock';
import { claimReward } from '../services/rewards/claim-reward';
import { offerReward } from '../services/rewards/offer-reward';
import { vendorLedgerSum } from '../services/wallet/vendor-wallets';
import { ledgerSum, postLedgerEntry, readBalance } from '../services/wallet/wallet';
import { readyToWithdraw } from '../test-support/accounts';
import { newPlayer, openFishVendors, type Player, playRounds } from '../test-support/games';
import { call, useClockedApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();
const START = 1_000_000;
const platform = useClockedApp(database);
const { clock } = platform;

let offers = 0;
/** A reward offered to the player now, as a job would; answers its public id. */
async function offer(
  player: Player,
  amount: number,
  source: 'REBATE' | 'MISSION' = 'REBATE',
  at = clock.now(),
) {
  offers += 1;
  await offerReward(
    database.db,
    { memberId: player.memberId, source, offerKey: `TEST:${offers}`, amount, detail: { test: offers } },
    at,
  );
  const [row] = await database.db
    .select({ id: memberRewards.publicId })
    .from(memberRewards)
    .where(and(eq(memberRewards.memberId, player.memberId), eq(memberRewards.offerKey, `TEST:${offers}`)));
  return row!.id;
}

const waitingOf = async (player: Player) =>
  (await call(platform.app, rewardsApi.waiting, { token: player.token })).body.value.rewards;
const countOf = async (player: Player) =>
  (await call(platform.app, rewardsApi.claimableCount, { token: player.token })).body.value.count;
const claim = (player: Player, id: string) =>
  call(platform.app, rewardsApi.claim, { token: player.token, body: { id } });
const claimAll = (player: Player) => call(platform.app, rewardsApi.claimAll, { token: player.token });
const bonusesOf = async (player: Player) =>
  (await call(platform.app, rewardsApi.bonuses, { token: player.token })).body.value.bonuses;
const balanceOf = async (player: Player) => (await readBalance(database.db, player.memberId))?.balance;

/** A player who can ask for a withdrawal: real name, payment password 123456, a bank account. */
async function readyPlayer() {
  const player = await newPlayer(platform.app, database.db);
  return { ...player, bankAccountId: await readyToWithdraw(platform.app, player.token, 'Maria Santos') };
}

const withdraw = (player: Awaited<ReturnType<typeof readyPlayer>>) =>
  call(platform.app, withdrawalApi.create, {
    token: player.token,
    body: {
      amount: 10_000,
      bankAccountId: player.bankAccountId,
      paymentPassword: '123456',
      idempotencyKey: crypto.randomUUID(),
    },
  });

describe('reward centre', () => {
  it('lists waiting rewards with their badge count; claims one, then all the others in one call', async () => {
    const player = await newPlayer(platform.app, database.db);
    // signing in completed today's sign-in mission: the reward centre offers its reward as well
    expect(await countOf(player)).toBe(1);
    expect(
      (await waitingOf(player)).map((reward) => [reward.source, reward.detail.missionId, reward.amount]),
    ).toEqual([['MISSION', 'daily-sign-in', 200]]);
    const first = await offer(player, 1_500);
    await offer(player, 700, 'MISSION');
    await offer(player, 300);
    expect(await countOf(player)).toBe(4);
    const listed = await waitingOf(player);
    expect(listed.find((reward) => reward.id === first)).toMatchObject({
      source: 'REBATE',
      amount: 1_500,
      wageringRequired: 1_500,
    });
    expect(
      listed.find((reward) => reward.source === 'MISSION' && reward.amount === 700)?.wageringRequired,
    ).toBe(2_100);
    expect(Date.parse(listed[0]!.claimBy) - clock.now().getTime()).toBe(7 * DAY);

    const one = await claim(player, first);
    expect(one.status).toBe(200);
    expect(one.body.value).toEqual({
      claimed: [{ id: first, source: 'REBATE', amount: 1_500 }],
      total: 1_500,
      balance: START + 1_500,
    });
    expect(await countOf(player)).toBe(3);

    const all = await claimAll(player);
    expect(all.body.value.total).toBe(1_200);
    expect(all.body.value.claimed.map((reward) => reward.amount).sort((a, b) => a - b)).toEqual([
      200, 300, 700,
    ]);
    expect(all.body.value.balance).toBe(START + 2_700);
    expect(await countOf(player)).toBe(0);
    expect(await waitingOf(player)).toEqual([]);
    // nothing left: a second claim all credits nothing
    expect((await claimAll(player)).body.value).toEqual({ claimed: [], total: 0, balance: START + 2_700 });
    expect(await ledgerSum(database.db, player.memberId)).toBe(START + 2_700);
    const credits = await database.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, player.memberId));
    expect(credits.filter((entry) => entry.kind.startsWith('REWARD_'))).toHaveLength(4);
  });

  it('credits a reward claimed from two tabs at once, and by a claim all beside them, exactly once', async () => {
    const player = await newPlayer(platform.app, database.db);
    const id = await offer(player, 2_000);
    const answers = await Promise.all([claim(player, id), claim(player, id), claimAll(player)]);
    const credited = answers.flatMap((answer) => (answer.status === 200 ? answer.body.value.claimed : []));
    expect(credited).toEqual([{ id, source: 'REBATE', amount: 2_000 }]);
    const refused = answers.filter((answer) => answer.status !== 200);
    for (const answer of refused) expect(answer.body.code).toBe('REWARD_ALREADY_CLAIMED');
    expect(await balanceOf(player)).toBe(START + 2_000);
    expect(await ledgerSum(database.db, player.memberId)).toBe(START + 2_000);
  });

  it("answers another member's reward as missing, a lapsed one as expired, a trial account as refused", async () => {
    const owner = await newPlayer(platform.app, database.db);
    const other = await newPlayer(platform.app, database.db);
    const id = await offer(owner, 900);
    const stranger = await claim(other, id);
    expect(stranger.status).toBe(404);
    expect((await claimAll(other)).body.value.claimed).toEqual([]);
    // offered seven days ago less a second: its claim window ends in a second
    const lapsing = await offer(owner, 800, 'REBATE', new Date(clock.now().getTime() - 7 * DAY + 1_000));
    // and today's sign-in mission
    expect(await countOf(owner)).toBe(3);
    clock.advance(1_000);
    const late = await claim(owner, lapsing);
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('REWARD_EXPIRED');
    expect(
      (await waitingOf(owner)).filter((reward) => reward.source !== 'MISSION').map((reward) => reward.id),
    ).toEqual([id]);
    expect(await balanceOf(owner)).toBe(START);
    const trial = await call(platform.app, api.session.freePlay, {
      body: { os: 'Linux', platform: 'W', random: 'U2FsdGVkX1rwd', gatewayVersion: 3 },
      ip: '198.51.103.7',
    });
    const refused = await call(platform.app, rewardsApi.claimAll, { token: trial.body.value.token });
    expect(refused.body.code).toBe('TRIAL_ACCOUNT');
  });
});

describe('bonus details', () => {
  it('counts only valid bets placed after the claim; withdrawals wait until it is wagered', async () => {
    const player = await readyPlayer();
    const id = await offer(player, 1_000);
    await playRounds(platform.app, database.db, player, 'RNG', [5_000]);
    clock.advance(60_000);
    expect((await claim(player, id)).status).toBe(200);
    clock.advance(60_000);
    const [claimed] = await bonusesOf(player);
    expect(claimed).toMatchObject({
      id,
      source: 'REBATE',
      amount: 1_000,
      wageringRequired: 1_000,
      wagered: 0,
      wageringLeft: 1_000,
      status: 'ACTIVE',
      forfeitedAt: null,
    });
    expect(Date.parse(claimed!.expiresAt) - Date.parse(claimed!.claimedAt)).toBe(30 * DAY);
    const info = await call(platform.app, withdrawalApi.info, { token: player.token });
    expect(info.body.value).toMatchObject({ wageringLeft: 1_000, withdrawable: 0 });
    expect((await withdraw(player)).body).toMatchObject({ code: 'WAGERING_LEFT', params: { left: '10.00' } });

    await playRounds(platform.app, database.db, player, 'RNG', [500, 100]);
    expect((await bonusesOf(player))[0]).toMatchObject({ wagered: 600, wageringLeft: 400, status: 'ACTIVE' });
    await playRounds(platform.app, database.db, player, 'RNG', [500]);
    expect((await bonusesOf(player))[0]).toMatchObject({
      wagered: 1_000,
      wageringLeft: 0,
      status: 'COMPLETED',
    });
    expect(
      (await call(platform.app, withdrawalApi.info, { token: player.token })).body.value.wageringLeft,
    ).toBe(0);
    expect((await withdraw(player)).status).toBe(200);
    const forfeit = await call(platform.app, rewardsApi.forfeit, { token: player.token, body: { id } });
    expect(forfeit.body.code).toBe('BONUS_NOT_ACTIVE');
  });

  it('expires unwagered after its days and still holds withdrawals back until forfeited', async () => {
    const player = await readyPlayer();
    // claimed 31 days ago, with one bet of 10.00 placed the next minute (the ledger entry a round makes)
    const claimedAt = new Date(clock.now().getTime() - 31 * DAY);
    const id = await offer(player, 4_000, 'REBATE', claimedAt);
    await claimReward(database.db, player.memberId, id, claimedAt);
    await postLedgerEntry(
      database.db,
      { memberId: player.memberId, amount: -1_000, kind: 'BET', idempotencyKey: `old-bet-${id}` },
      new Date(claimedAt.getTime() + 60_000),
    );
    // past the wagering days a bet no longer counts
    await playRounds(platform.app, database.db, player, 'RNG', [1000]);
    expect((await bonusesOf(player))[0]).toMatchObject({
      status: 'EXPIRED',
      wagered: 1_000,
      wageringLeft: 3_000,
    });
    expect((await withdraw(player)).body.code).toBe('WAGERING_LEFT');

    const other = await newPlayer(platform.app, database.db);
    expect((await call(platform.app, rewardsApi.forfeit, { token: other.token, body: { id } })).status).toBe(
      404,
    );
    const before = await balanceOf(player);
    const [first, second] = await Promise.all([
      call(platform.app, rewardsApi.forfeit, { token: player.token, body: { id } }),
      call(platform.app, rewardsApi.forfeit, { token: player.token, body: { id } }),
    ]);
    const done = [first!, second!].find((answer) => answer.status === 200)!;
    const refused = [first!, second!].find((answer) => answer.status !== 200)!;
    expect(refused.body.code).toBe('BONUS_NOT_ACTIVE');
    // three quarters of the requirement are unwagered: three quarters of the amount go
    expect(done.body.value).toEqual({ id, debited: 3_000, balance: before! - 3_000 });
    expect((await bonusesOf(player))[0]).toMatchObject({
      status: 'FORFEITED',
      wageringLeft: 0,
      forfeitedAmount: 3_000,
    });
    expect(await ledgerSum(database.db, player.memberId)).toBe(before! - 3_000);
    expect((await withdraw(player)).status).toBe(200);
  });
});

describe('forfeiting while the money sits in a game wallet', () => {
  const fishVendors = async () => [...new Set(await openFishVendors(database.db))].sort();
  const moveIn = (player: Player, vassalage: string, amount: number) =>
    call(platform.app, api.wallet.transfer, {
      token: player.token,
      body: { vassalage, direction: 'IN', amount, idempotencyKey: crypto.randomUUID() },
    });
  const forfeit = (player: Player, id: string) =>
    call(platform.app, rewardsApi.forfeit, { token: player.token, body: { id } });
  /** Main and every game wallet of the member, each checked against its ledger. */
  async function moneyOf(player: Player) {
    const main = (await balanceOf(player))!;
    expect(await ledgerSum(database.db, player.memberId)).toBe(main);
    const held = await database.db
      .select({ vassalage: vendorWallets.vassalage, balance: vendorWallets.balance })
      .from(vendorWallets)
      .where(eq(vendorWallets.memberId, player.memberId));
    for (const wallet of held)
      expect(await vendorLedgerSum(database.db, player.memberId, wallet.vassalage)).toBe(wallet.balance);
    return main + held.reduce((total, wallet) => total + wallet.balance, 0);
  }

  it('takes the unwagered bonus back from the game wallets when main is empty', async () => {
    const player = await readyPlayer();
    const id = await offer(player, 5_000);
    expect((await claim(player, id)).status).toBe(200);
    const [vendor] = await fishVendors();
    expect((await moveIn(player, vendor!, START + 5_000)).status).toBe(200);
    const answer = await forfeit(player, id);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ id, debited: 5_000, balance: 0 });
    expect(await moneyOf(player)).toBe(START);
    expect((await bonusesOf(player))[0]).toMatchObject({ status: 'FORFEITED', forfeitedAmount: 5_000 });
  });

  it('keeps the requirement when the money sits in a game wallet under maintenance', async () => {
    const player = await readyPlayer();
    const id = await offer(player, 5_000);
    await claim(player, id);
    const [vendor] = await fishVendors();
    await moveIn(player, vendor!, START + 5_000);
    await database.db.update(vendors).set({ maintenance: true }).where(eq(vendors.vassalage, vendor!));
    try {
      const answer = await forfeit(player, id);
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('VENDOR_MAINTENANCE');
    } finally {
      await database.db.update(vendors).set({ maintenance: false }).where(eq(vendors.vassalage, vendor!));
    }
    expect((await bonusesOf(player))[0]).toMatchObject({ status: 'ACTIVE', wageringLeft: 5_000 });
    expect(await moneyOf(player)).toBe(START + 5_000);
  });

  it('50 forfeits at once, with transfers into two game wallets, take each bonus back exactly once', async () => {
    const player = await readyPlayer();
    const amounts = [1_000, 2_000, 3_000, 4_000, 5_000];
    const ids: string[] = [];
    for (const amount of amounts) ids.push(await offer(player, amount));
    // the list offers today's sign-in mission (2.00) too, claimed with them and kept
    expect(await countOf(player)).toBe(6);
    await claimAll(player);
    const [first, second] = await fishVendors();
    // all but 10.00 is in the game wallets, and more goes in while the bonuses are forfeited
    await moveIn(player, first!, START / 2);
    await moveIn(player, second!, START / 2 + 200 + 15_000 - 1_000);
    const [forfeits] = await Promise.all([
      Promise.all(Array.from({ length: 50 }, (_, index) => forfeit(player, ids[index % ids.length]!))),
      Promise.all(Array.from({ length: 5 }, () => moveIn(player, first!, 100))),
    ]);
    const done = forfeits.filter((answer) => answer.status === 200);
    expect(done.map((answer) => answer.body.value.id).sort()).toEqual([...ids].sort());
    for (const answer of forfeits)
      if (answer.status !== 200) expect(answer.body.code).toBe('BONUS_NOT_ACTIVE');
    expect(done.reduce((total, answer) => total + answer.body.value.debited, 0)).toBe(15_000);
    const [forfeited] = await database.db
      .select({ total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, player.memberId), eq(ledgerEntries.kind, 'BONUS_FORFEIT')));
    expect(Number(forfeited!.total)).toBe(-15_000);
    expect(await moneyOf(player)).toBe(START + 200);
    const info = await call(platform.app, withdrawalApi.info, { token: player.token });
    expect(info.body.value.wageringLeft).toBe(600);
  });
});
