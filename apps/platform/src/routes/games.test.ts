import {
  api,
  COCKFIGHT_VENDOR_CODES,
  ESPORTS_VENDOR_CODES,
  GAME_CATEGORIES,
} from '@marquee/api-client/contract';
import { call, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

describe('GET games.vendors', () => {
  it('answers one lane per category, in navigation order', async () => {
    const { status, body } = await call(testApp(database.db), api.games.vendors, {
      query: { merchantCode: 'MARQUEE' },
    });
    expect(status).toBe(200);
    const { lanes } = body.value.data;
    expect(lanes.map((lane) => lane.title)).toEqual([...GAME_CATEGORIES]);
    for (const lane of lanes) {
      expect(lane.cards.length, lane.title).toBeGreaterThan(0);
      expect(lane.cards.every((card) => card.gameType === lane.title)).toBe(true);
      expect(
        lane.cards.some((card) => card.isHot === 1),
        `${lane.title} has a hot vendor`,
      ).toBe(true);
    }
    const lane = (title: string) => lanes.find((item) => item.title === title)?.cards ?? [];
    expect(lane('RNG').length).toBeGreaterThan(15);
    expect(lane('LOTT').map((card) => card.vassalage)).toContain('TCG_SEA');
  });

  it('splits esports and cockfight vendors out of the sports lane', async () => {
    const { body } = await call(testApp(database.db), api.games.vendors, {
      query: { merchantCode: 'marquee' },
    });
    const codes = (title: string) =>
      body.value.data.lanes.find((lane) => lane.title === title)?.cards.map((card) => card.vassalage) ?? [];
    expect(codes('ESPORTS')).toEqual([...ESPORTS_VENDOR_CODES]);
    expect(codes('COCKFIGHT')).toEqual([...COCKFIGHT_VENDOR_CODES]);
    const sports = codes('SPORTS');
    expect(sports.length).toBeGreaterThan(0);
    for (const code of [...ESPORTS_VENDOR_CODES, ...COCKFIGHT_VENDOR_CODES])
      expect(sports).not.toContain(code);
  });

  it('gives every card an icon served by this server', async () => {
    const { body } = await call(testApp(database.db), api.games.vendors, {
      query: { merchantCode: 'MARQUEE' },
    });
    for (const card of body.value.data.lanes.flatMap((lane) => lane.cards)) {
      expect(card.smallIcon).toMatch(/^\/media\/vendors\/[A-Za-z0-9_]+\.svg$/);
      expect(card.accountTypeId).toBeGreaterThan(0);
    }
  });

  it('400s without a merchant code or with an unknown one', async () => {
    const app = testApp(database.db);
    const missing = await call(app, api.games.vendors);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, message: "'merchantCode' is required", value: null });
    const unknown = await call(app, api.games.vendors, { query: { merchantCode: 'OTHER' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Unknown merchantCode 'OTHER'");
  });
});
