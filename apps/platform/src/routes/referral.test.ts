import {
  api,
  brandToday,
  ERROR_MESSAGES,
  REFERRAL_PAGE_SIZE,
  referralApi,
  rewardsApi,
} from '@marquee/api-client/contract';
import { inArray } from 'drizzle-orm';
import { bankAccounts, members, signIns } from '../db/schema';
import { runOperatorCommand } from '../ops/operator-commands';
import { BRAND_REFERRAL } from '../reference/brand';
import { Clock } from '../services/clock';
import { referralJob } from '../services/referral/referral-job';
import { offerReferralRewards } from '../services/referral/referral-rewards';
import { login, memberIdOf, registerBody, registerMember } from '../test-support/accounts';
import { paidDeposit } from '../test-support/deposits';
import { newPlayer, type Player, playRounds, stakesOf100 } from '../test-support/games';
import { call, useClockedApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();
const platform = useClockedApp(database);
const { clock } = platform;

const summary = (player: Player, page?: number) =>
  call(platform.app, referralApi.summary, {
    token: player.token,
    ...(page ? { query: { page: String(page) } } : {}),
  });

async function codeOf(player: Player): Promise<string> {
  const res = await summary(player);
  expect(res.status).toBe(200);
  return res.body.value.code;
}

let ips = 0;
/** A friend registered with `code` from an address of its own (the registration gate counts per address). */
async function friendOf(code: string): Promise<Player> {
  ips += 1;
  const member = await registerMember(
    platform.app,
    { referralCode: code },
    `10.77.${Math.floor(ips / 250)}.${ips % 250}`,
  );
  return { ...member, memberId: await memberIdOf(database.db, member.username) };
}

/** Rounds of 100.00 until `validBet` is played. */
const play = (player: Player, validBet: number) =>
  playRounds(platform.app, database.db, player, 'RNG', stakesOf100(validBet));

/** A friend whose first deposit and valid bets both reach the thresholds. */
async function qualify(friend: Player) {
  await paidDeposit(database.db, friend.memberId, BRAND_REFERRAL.firstDeposit, clock.now());
  await play(friend, BRAND_REFERRAL.validBet);
}

describe('the invite-friends page', () => {
  it("gives a member one code of eight letters and digits, the brand's rule and no friends yet", async () => {
    const member = await newPlayer(platform.app, database.db);
    const first = await summary(member);
    expect(first.status).toBe(200);
    expect(first.body.value.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(first.body.value).toMatchObject({
      rules: { ...BRAND_REFERRAL, wageringMultiple: 3, claimDays: 7 },
      earnings: { claimed: 0, waiting: 0 },
      friends: [],
      page: 1,
      totalRows: 0,
      totalPages: 0,
    });
    expect(await codeOf(member)).toBe(first.body.value.code);
  });

  it('keeps one code when the first visits come at once', async () => {
    const member = await newPlayer(platform.app, database.db);
    const codes = await Promise.all(Array.from({ length: 6 }, () => codeOf(member)));
    expect(new Set(codes).size).toBe(1);
  });

  it('is not for a trial account', async () => {
    const trial = await call(platform.app, api.session.freePlay, {
      body: { os: 'Linux', platform: 'W', random: 'U2FsdGVkX1abc', gatewayVersion: 3 },
    });
    const res = await call(platform.app, referralApi.summary, { token: trial.body.value.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TRIAL_ACCOUNT');
  });
});

describe('registering with a referral code', () => {
  it('lists the friend, masked, registered and without a deposit, whatever the code’s case', async () => {
    const member = await newPlayer(platform.app, database.db);
    const code = await codeOf(member);
    const friend = await friendOf(code.toLowerCase());
    const { friends, totalRows } = (await summary(member)).body.value;
    expect(totalRows).toBe(1);
    expect(friends).toEqual([
      {
        name: `${friend.username.slice(0, 2)}***${friend.username.slice(-1)}`,
        registeredAt: expect.any(String),
        firstDeposit: false,
        rewardState: 'PENDING',
      },
    ]);
  });

  it('refuses a code nobody holds, and a malformed one, and registers nobody', async () => {
    const unknown = await call(platform.app, api.member.register, {
      body: registerBody({ username: 'refnobody1', referralCode: 'ZZZZZZZZ' }),
      ip: '10.78.0.1',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'BAD_REFERRAL_CODE',
      message: ERROR_MESSAGES.BAD_REFERRAL_CODE,
    });
    const malformed = await call(platform.app, api.member.register, {
      body: registerBody({ username: 'refnobody2', referralCode: 'AB-12' }),
      ip: '10.78.0.2',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('FIELD_LENGTH');
    const created = await database.db
      .select({ id: members.id })
      .from(members)
      .where(inArray(members.account, ['refnobody1', 'refnobody2']));
    expect(created).toEqual([]);
  });

  it('serves the referral code as an optional registration field', async () => {
    const rules = await call(platform.app, api.system.registerSettings);
    expect(rules.body.value).toContainEqual(
      expect.objectContaining({ field: 'referralCode', minLength: 8, maxLength: 8, required: false }),
    );
  });

  it('pages the friends newest first and refuses a page past the last', async () => {
    const member = await newPlayer(platform.app, database.db);
    const code = await codeOf(member);
    const friends: Player[] = [];
    for (let i = 0; i <= REFERRAL_PAGE_SIZE; i += 1) {
      friends.push(await friendOf(code));
      clock.advance(1000);
    }
    const first = (await summary(member)).body.value;
    expect(first).toMatchObject({ totalRows: REFERRAL_PAGE_SIZE + 1, totalPages: 2 });
    expect(first.friends).toHaveLength(REFERRAL_PAGE_SIZE);
    const second = (await summary(member, 2)).body.value;
    expect(second.friends.map((friend) => friend.name)).toEqual([
      `${friends[0]!.username.slice(0, 2)}***${friends[0]!.username.slice(-1)}`,
    ]);
    const past = await summary(member, 3);
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: 'RECORD_PAGE_PAST_LAST', params: { page: 3, last: 2 } });
  });
});

describe('the referral reward', () => {
  it('waits until the first deposit and the valid bets both reach the thresholds', async () => {
    const member = await newPlayer(platform.app, database.db);
    const friend = await friendOf(await codeOf(member));
    await paidDeposit(database.db, friend.memberId, BRAND_REFERRAL.firstDeposit - 100_00, clock.now());
    // a later, larger deposit does not make the first one reach the threshold
    await paidDeposit(database.db, friend.memberId, BRAND_REFERRAL.firstDeposit * 10, clock.now());
    await play(friend, BRAND_REFERRAL.validBet);
    const page = (await summary(member)).body.value;
    expect(page.friends[0]).toMatchObject({ firstDeposit: true, rewardState: 'PENDING' });
    expect(page.earnings).toEqual({ claimed: 0, waiting: 0 });

    const other = await friendOf(await codeOf(member));
    await paidDeposit(database.db, other.memberId, BRAND_REFERRAL.firstDeposit, clock.now());
    await play(other, BRAND_REFERRAL.validBet - 10_000);
    expect((await summary(member)).body.value.friends[0]).toMatchObject({ rewardState: 'PENDING' });
  });

  it('is offered once in the reward centre, claimed there, and counted in the earnings', async () => {
    const member = await newPlayer(platform.app, database.db);
    const friend = await friendOf(await codeOf(member));
    await qualify(friend);
    // the page, the job and the CLI all at once: one reward
    await Promise.all([
      summary(member),
      summary(member),
      offerReferralRewards(database.db, clock.now()),
      offerReferralRewards(database.db, clock.now(), { friendIds: [friend.memberId] }),
    ]);
    const page = (await summary(member)).body.value;
    expect(page.friends[0]).toMatchObject({ firstDeposit: true, rewardState: 'WAITING' });
    expect(page.earnings).toEqual({ claimed: 0, waiting: BRAND_REFERRAL.reward });
    const waiting = (await call(platform.app, rewardsApi.waiting, { token: member.token })).body.value
      .rewards;
    const reward = waiting.filter((entry) => entry.source === 'REFERRAL');
    expect(reward).toEqual([
      expect.objectContaining({
        amount: BRAND_REFERRAL.reward,
        wageringRequired: BRAND_REFERRAL.reward * 3,
        detail: { friend: page.friends[0]!.name },
      }),
    ]);
    const claim = await call(platform.app, rewardsApi.claim, {
      token: member.token,
      body: { id: reward[0]!.id },
    });
    expect(claim.status).toBe(200);
    const after = (await summary(member)).body.value;
    expect(after.friends[0]!.rewardState).toBe('CLAIMED');
    expect(after.earnings).toEqual({ claimed: BRAND_REFERRAL.reward, waiting: 0 });
    // the friend's own page knows nothing of it
    expect((await summary(friend)).body.value.earnings).toEqual({ claimed: 0, waiting: 0 });
  });

  it('earns nothing for a friend sharing the address, device or bank account of the member', async () => {
    const member = await newPlayer(platform.app, database.db);
    const code = await codeOf(member);
    // registered from the member's own address (newPlayer registers from 127.0.0.1)
    const sameAddress = await registerMember(platform.app, { referralCode: code });
    const sameAddressId = await memberIdOf(database.db, sameAddress.username);
    const sameDevice = await friendOf(code);
    const sameBank = await friendOf(code);
    const independent = await friendOf(code);
    const at = clock.now();
    const device = 'Mozilla/5.0 (Linux; Android 14) Mobile';
    await database.db.insert(signIns).values([
      { memberId: member.memberId, at, ip: '10.88.0.1', device },
      { memberId: sameDevice.memberId, at, ip: '10.88.0.1', device },
      // the same browser elsewhere is another device
      { memberId: independent.memberId, at, ip: '10.88.0.2', device },
    ]);
    const account = {
      bankCode: 'BDO',
      accountName: 'Maria Santos',
      accountNumber: '1234567890',
      createdAt: at,
    };
    await database.db.insert(bankAccounts).values([
      { ...account, publicId: `ref-bank-${member.memberId}`, memberId: member.memberId },
      { ...account, publicId: `ref-bank-${sameBank.memberId}`, memberId: sameBank.memberId },
    ]);
    const friends = [{ ...sameAddress, memberId: sameAddressId }, sameDevice, sameBank, independent];
    for (const friend of friends) await qualify(friend);
    const run = await offerReferralRewards(database.db, clock.now(), { referrerId: member.memberId });
    expect(run.offered).toBe(1);
    const page = (await summary(member)).body.value;
    // newest first: independent, sameBank, sameDevice, sameAddress
    expect(page.friends.map((friend) => friend.rewardState)).toEqual([
      'WAITING',
      'NOT_ELIGIBLE',
      'NOT_ELIGIBLE',
      'NOT_ELIGIBLE',
    ]);
    expect(page.totalRows).toBe(4);
    expect(page.earnings.waiting).toBe(BRAND_REFERRAL.reward);
  });

  it('shows EXPIRED once the claim days have passed unclaimed', async () => {
    const member = await newPlayer(platform.app, database.db);
    const friend = await friendOf(await codeOf(member));
    await qualify(friend);
    expect((await summary(member)).body.value.friends[0]!.rewardState).toBe('WAITING');
    clock.advance(8 * 24 * 60 * 60 * 1000);
    // the session has lapsed meanwhile
    const signedIn = await login(platform.app, member.username, member.password);
    const page = (await summary({ ...member, token: signedIn.body.value.token })).body.value;
    expect(page.friends[0]!.rewardState).toBe('EXPIRED');
    expect(page.earnings).toEqual({ claimed: 0, waiting: 0 });
  });

  it('is offered by the running job: everything pending at start, then the friends just active', async () => {
    const member = await newPlayer(platform.app, database.db);
    const code = await codeOf(member);
    const early = await friendOf(code);
    await qualify(early);
    const job = referralJob(database.db, new Clock(clock.now));
    await job.tick();
    const offered = async () =>
      (await call(platform.app, rewardsApi.waiting, { token: member.token })).body.value.rewards.filter(
        (entry) => entry.source === 'REFERRAL',
      ).length;
    expect(await offered()).toBe(1);
    const late = await friendOf(code);
    await qualify(late);
    await job.tick();
    // within the job's 30 s between looks at new activity
    expect(await offered()).toBe(1);
    clock.advance(30_000);
    await job.tick();
    expect(await offered()).toBe(2);
  });

  it('is offered from the CLI for activity up to the end of a brand day', async () => {
    const member = await newPlayer(platform.app, database.db);
    const friend = await friendOf(await codeOf(member));
    await qualify(friend);
    const yesterday = brandToday(new Date(clock.now().getTime() - 24 * 60 * 60 * 1000));
    const before = await runOperatorCommand(database.db, 'referral', [yesterday], clock.now());
    expect(before.join('\n')).toMatch(/^Referral rewards earned by the end of \d{4}-\d{2}-\d{2}: 0 offered/);
    const now = await runOperatorCommand(database.db, 'referral', [], clock.now());
    expect(now.join('\n')).toMatch(/: [1-9]\d* offered/);
    const again = await runOperatorCommand(database.db, 'referral', [], clock.now());
    expect(again.join('\n')).toMatch(/: 0 offered/);
  });
});
