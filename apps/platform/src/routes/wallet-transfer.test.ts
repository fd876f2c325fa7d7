import { api } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { games, vendorLedgerEntries, vendors } from '../db/schema';
import { vendorLedgerSum } from '../services/wallet/vendor-wallets';
import { ledgerSum, readBalance } from '../services/wallet/wallet';
import { firstGame, launchToken, newPlayer, openFishVendors, playRound } from '../test-support/games';
import { call, request, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

const fishVendors = () => openFishVendors(database.db);

const transfer = (
  app: ReturnType<typeof testApp>,
  token: string,
  body: { vassalage: string; direction: 'IN' | 'OUT'; amount: number; idempotencyKey?: string },
) =>
  call(app, api.wallet.transfer, {
    token,
    body: { idempotencyKey: crypto.randomUUID(), ...body },
  });

async function balances(memberId: number, vassalage: string) {
  return {
    main: (await readBalance(database.db, memberId))?.balance,
    mainLedger: await ledgerSum(database.db, memberId),
    vendorLedger: await vendorLedgerSum(database.db, memberId, vassalage),
  };
}

describe('merchant wallet and vendor balances', () => {
  it('is not single: lists the fishing vendors, each with a balance of its own starting at 0', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    const { body } = await call(app, api.wallet.merchantWallet, { token: player.token });
    expect(body.value.isSingle).toBe(false);
    const codes = body.value.vendors.map((vendor) => vendor.vassalage);
    expect(codes.sort()).toEqual((await fishVendors()).sort());
    const one = await call(app, api.wallet.vendorBalance, {
      token: player.token,
      query: { vassalage: codes[0]! },
    });
    expect(one.body.value).toEqual({ vassalage: codes[0], balance: 0 });
  });

  it('answers 404 for a vendor that plays from main or does not exist', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    const slot = await firstGame(database.db, eq(games.category, 'RNG'));
    for (const vassalage of [slot.vassalage, 'NOPE']) {
      const answer = await call(app, api.wallet.vendorBalance, { token: player.token, query: { vassalage } });
      expect(answer.status).toBe(404);
      const moved = await transfer(app, player.token, { vassalage, direction: 'IN', amount: 100 });
      expect(moved.status).toBe(404);
    }
  });
});

describe('POST /wps/wallets/transfer', () => {
  it('moves money main → vendor → main with a ledger entry on both sides', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    const [vendor] = await fishVendors();
    const into = await transfer(app, player.token, { vassalage: vendor!, direction: 'IN', amount: 250_050 });
    expect(into.status).toBe(200);
    expect(into.body.value).toEqual({ mainBalance: 1_000_000 - 250_050, vendorBalance: 250_050 });
    const back = await transfer(app, player.token, { vassalage: vendor!, direction: 'OUT', amount: 50 });
    expect(back.body.value).toEqual({ mainBalance: 1_000_000 - 250_000, vendorBalance: 250_000 });
    expect(await balances(player.memberId, vendor!)).toEqual({
      main: 750_000,
      mainLedger: 750_000,
      vendorLedger: 250_000,
    });
    const entries = await database.db
      .select({ kind: vendorLedgerEntries.kind, amount: vendorLedgerEntries.amount })
      .from(vendorLedgerEntries)
      .where(eq(vendorLedgerEntries.memberId, player.memberId));
    expect(entries).toEqual([
      { kind: 'TRANSFER_IN', amount: 250_050 },
      { kind: 'TRANSFER_OUT', amount: -50 },
    ]);
  });

  it('moves once for one idempotency key (a double click, a retry)', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    const [vendor] = await fishVendors();
    const body = {
      vassalage: vendor!,
      direction: 'IN' as const,
      amount: 10_000,
      idempotencyKey: 'same-click',
    };
    const answers = await Promise.all([transfer(app, player.token, body), transfer(app, player.token, body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await balances(player.memberId, vendor!)).toMatchObject({ main: 990_000, vendorLedger: 10_000 });
  });

  it('refuses more than either side holds, zero, negative or fractional amounts, and moves nothing', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    const [vendor] = await fishVendors();
    const tooMuch = await transfer(app, player.token, {
      vassalage: vendor!,
      direction: 'IN',
      amount: 1_000_001,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    const empty = await transfer(app, player.token, { vassalage: vendor!, direction: 'OUT', amount: 1 });
    expect(empty.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    for (const amount of [0, -100, 1.5]) {
      expect(
        (await transfer(app, player.token, { vassalage: vendor!, direction: 'IN', amount })).status,
      ).toBe(400);
    }
    expect(await balances(player.memberId, vendor!)).toEqual({
      main: 1_000_000,
      mainLedger: 1_000_000,
      vendorLedger: 0,
    });
  });

  it('refuses a vendor under maintenance, and a trial account', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    const [vendor] = await fishVendors();
    await database.db.update(vendors).set({ maintenance: true }).where(eq(vendors.vassalage, vendor!));
    try {
      const answer = await transfer(app, player.token, { vassalage: vendor!, direction: 'IN', amount: 100 });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'VENDOR_MAINTENANCE' });
    } finally {
      await database.db.update(vendors).set({ maintenance: false }).where(eq(vendors.vassalage, vendor!));
    }
    const trial = await call(app, api.session.freePlay, {
      body: { os: 'Linux', platform: 'W', random: 'U2FsdGVkX1abc', gatewayVersion: 3 },
    });
    expect(trial.status).toBe(200);
    const refused = await transfer(app, trial.body.value.token, {
      vassalage: vendor!,
      direction: 'IN',
      amount: 100,
    });
    expect(refused.body).toMatchObject({ code: 'TRIAL_ACCOUNT' });
    const recall = await call(app, api.wallet.recallAll, {
      token: trial.body.value.token,
      body: { idempotencyKey: 'trial-recall' },
    });
    expect(recall.body).toMatchObject({ code: 'TRIAL_ACCOUNT' });
  });
});

describe('POST /wps/wallets/recall', () => {
  it('sweeps every vendor balance back to main and reports each vendor, a failed one left in place', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    const [first, second, resting] = await fishVendors();
    await transfer(app, player.token, { vassalage: first!, direction: 'IN', amount: 30_000 });
    await transfer(app, player.token, { vassalage: second!, direction: 'IN', amount: 20_000 });
    await transfer(app, player.token, { vassalage: resting!, direction: 'IN', amount: 5_000 });
    await database.db.update(vendors).set({ maintenance: true }).where(eq(vendors.vassalage, resting!));
    try {
      const key = crypto.randomUUID();
      const { body } = await call(app, api.wallet.recallAll, {
        token: player.token,
        body: { idempotencyKey: key },
      });
      const byVendor = new Map(body.value.results.map((result) => [result.vassalage, result]));
      expect(byVendor.get(first!)).toMatchObject({ status: 'RECALLED', amount: 30_000 });
      expect(byVendor.get(second!)).toMatchObject({ status: 'RECALLED', amount: 20_000 });
      expect(byVendor.get(resting!)).toMatchObject({
        status: 'FAILED',
        amount: 0,
        code: 'VENDOR_MAINTENANCE',
      });
      const others = body.value.results.filter(
        (result) => ![first, second, resting].includes(result.vassalage),
      );
      for (const other of others) expect(other).toMatchObject({ status: 'EMPTY', amount: 0 });
      expect(body.value.mainBalance).toBe(1_000_000 - 5_000);

      // the same key again reports the first recall and moves nothing
      const again = await call(app, api.wallet.recallAll, {
        token: player.token,
        body: { idempotencyKey: key },
      });
      expect(new Map(again.body.value.results.map((r) => [r.vassalage, r])).get(first!)).toMatchObject({
        status: 'RECALLED',
        amount: 30_000,
      });
      expect(again.body.value.mainBalance).toBe(1_000_000 - 5_000);
      expect(await ledgerSum(database.db, player.memberId)).toBe(995_000);
      expect(await vendorLedgerSum(database.db, player.memberId, resting!)).toBe(5_000);
    } finally {
      await database.db.update(vendors).set({ maintenance: false }).where(eq(vendors.vassalage, resting!));
    }
  });
});

describe('a transfer-wallet vendor game', () => {
  it("plays from its vendor's balance; main is untouched and the header gets main", async () => {
    const app = testApp(database.db, {}, { randomInt: () => 0 });
    const player = await newPlayer(app, database.db);
    const fish = await firstGame(database.db, eq(games.category, 'FISH'));
    const token = await launchToken(app, player.token, fish.nodeId);
    const broke = await playRound(app, {
      token,
      stake: fish.minBet,
      idempotencyKey: 'fish-broke-1',
      choice: 'SHRIMP',
    });
    expect(broke.body).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });

    await transfer(app, player.token, { vassalage: fish.vassalage, direction: 'IN', amount: 10_000 });
    const state = await request(app, `/demo-game/api/state?token=${token}`);
    expect(((await state.json()) as { value: { balance: number } }).value.balance).toBe(10_000);
    const shot = await playRound(app, {
      token,
      stake: fish.minBet,
      idempotencyKey: 'fish-shot-1',
      choice: 'SHRIMP',
    });
    expect(shot.status).toBe(200);
    const { balance, payout } = shot.body.value;
    expect(balance).toBe(10_000 - fish.minBet + payout);
    expect((shot.body.value as typeof shot.body.value & { mainBalance: number }).mainBalance).toBe(990_000);
    expect(await balances(player.memberId, fish.vassalage)).toEqual({
      main: 990_000,
      mainLedger: 990_000,
      vendorLedger: balance,
    });
  });
});
