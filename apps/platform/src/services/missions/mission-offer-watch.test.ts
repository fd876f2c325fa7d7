import { and, eq } from 'drizzle-orm';
import { games, memberRewards } from '../../db/schema';
import { firstGame, launchToken, newPlayer, playRound } from '../../test-support/games';
import { useClockedApp, useSeededDatabase } from '../../test-support/harness';
import { missionOfferWatch } from './mission-offer-watch';
import { offerCompletedMissions } from './missions';

vi.mock('./missions', async (original) => {
  const actual = await original<typeof import('./missions')>();
  return { ...actual, offerCompletedMissions: vi.fn(actual.offerCompletedMissions) };
});

const database = useSeededDatabase();
const platform = useClockedApp(database);
const { clock } = platform;

describe('missionOfferWatch', () => {
  it('looks at a member’s missions again only after new activity or in a new period', async () => {
    const offer = vi.mocked(offerCompletedMissions);
    const player = await newPlayer(platform.app, database.db);
    const watch = missionOfferWatch(database.db);

    // registering signed the member in: the sign-in mission is complete and offered
    await watch(player.memberId, clock.now());
    expect(offer).toHaveBeenCalledTimes(1);
    const missionRewards = () =>
      database.db
        .select({ key: memberRewards.offerKey })
        .from(memberRewards)
        .where(and(eq(memberRewards.memberId, player.memberId), eq(memberRewards.source, 'MISSION')));
    expect((await missionRewards()).length).toBeGreaterThan(0);

    await watch(player.memberId, clock.now());
    expect(offer).toHaveBeenCalledTimes(1);

    const game = await firstGame(database.db, eq(games.category, 'RNG'));
    const token = await launchToken(platform.app, player.token, game.nodeId);
    const round = await playRound(platform.app, { token, stake: 100, idempotencyKey: 'watch-round-1' });
    expect(round.status).toBe(200);
    await watch(player.memberId, clock.now());
    expect(offer).toHaveBeenCalledTimes(2);

    clock.advance(24 * 60 * 60 * 1000);
    await watch(player.memberId, clock.now());
    expect(offer).toHaveBeenCalledTimes(3);
  });
});
