import { api, BANNER_GROUPS } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { notices, promotions } from '../db/schema';
import { invalidateReads } from '../services/read-cache';
import { call, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

const query = (types: string) => ({ types, platform: 'W', execution: 'B', language: 'EN' });

describe('GET notice.announcements', () => {
  it('fills every requested group', async () => {
    const { status, body } = await call(testApp(database.db), api.notice.announcements, {
      query: query('B,PL,PU,PR,H'),
    });
    expect(status).toBe(200);
    const { player, banners, popup, promotion, help } = body.value;
    expect(player.length).toBeGreaterThanOrEqual(10);
    expect(popup.length).toBeGreaterThanOrEqual(1);
    expect(promotion.length).toBeGreaterThanOrEqual(1);
    expect(help.length).toBeGreaterThanOrEqual(1);
    expect(player.every((notice) => notice.type === 'PL')).toBe(true);
    expect(popup.every((notice) => notice.type === 'PU')).toBe(true);
    expect(promotion.every((notice) => notice.type === 'PR')).toBe(true);
    expect(help.every((notice) => notice.type === 'H')).toBe(true);
    const groups = new Set(banners.map((banner) => banner.groupName));
    expect([...groups].sort()).toEqual([...BANNER_GROUPS].sort());
  });

  it('fills only the requested groups', async () => {
    const app = testApp(database.db);
    const players = await call(app, api.notice.announcements, { query: query('PL') });
    expect(players.body.value.player.length).toBeGreaterThanOrEqual(10);
    expect(players.body.value).toMatchObject({ banners: [], popup: [], promotion: [], help: [] });
    const banners = await call(app, api.notice.announcements, { query: query(' B , PR ') });
    expect(banners.body.value.banners.length).toBeGreaterThan(0);
    expect(banners.body.value.promotion.length).toBeGreaterThan(0);
    expect(banners.body.value).toMatchObject({ player: [], popup: [], help: [] });
  });

  it('links a promotion notice to its promotion while it runs, and not once it ended or is gone', async () => {
    const app = testApp(database.db);
    const promotionNotices = async () =>
      (await call(app, api.notice.announcements, { query: query('PU,PR') })).body.value;
    const { promotion, popup } = await promotionNotices();
    const [raffle] = await database.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(eq(promotions.kind, 'RAFFLE'));
    // the demo's promotion notices announce its promotions; refer-a-friend announces none
    const linked = (list: typeof promotion) =>
      Object.fromEntries(list.map((notice) => [notice.title, notice.promotionId]));
    expect(linked(popup)).toMatchObject({ 'Holiday deposit bonus is live': raffle!.id });
    expect(Object.values(linked(promotion)).filter((id) => id !== undefined)).toHaveLength(3);
    expect(linked(promotion)['Refer a friend and earn together']).toBeUndefined();

    await database.db
      .update(promotions)
      .set({ startsAt: new Date('2020-01-01T00:00:00Z'), endsAt: new Date('2020-02-01T00:00:00Z') })
      .where(eq(promotions.id, raffle!.id));
    invalidateReads(database.db);
    expect(linked((await promotionNotices()).popup)['Holiday deposit bonus is live']).toBeUndefined();

    await database.db.delete(promotions).where(eq(promotions.id, raffle!.id));
    invalidateReads(database.db);
    const [orphan] = await database.db
      .select({ promotionId: notices.promotionId })
      .from(notices)
      .where(eq(notices.title, 'Holiday deposit bonus is live'));
    expect(orphan).toEqual({ promotionId: null });
    expect(linked((await promotionNotices()).popup)['Holiday deposit bonus is live']).toBeUndefined();
  });

  it('lists notices newest first with real HTML content', async () => {
    const { body } = await call(testApp(database.db), api.notice.announcements, { query: query('PL') });
    const times = body.value.player.map((notice) => Date.parse(notice.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const html = body.value.player.map((notice) => notice.content).join('');
    for (const tag of ['<p>', '<strong>', '<ul>', '<li>', '<a href=']) expect(html).toContain(tag);
  });

  it('gives home at least two banners, the TOP 20 groups one, and clickable ones a link', async () => {
    const { body } = await call(testApp(database.db), api.notice.announcements, { query: query('B') });
    const { banners } = body.value;
    expect(banners.filter((banner) => banner.groupName === 'w_home').length).toBeGreaterThanOrEqual(2);
    expect(banners.some((banner) => banner.groupName === 'w_deposit20')).toBe(true);
    expect(banners.some((banner) => banner.groupName === 'w_bet20')).toBe(true);
    expect(banners.some((banner) => banner.linkageType === 'ROUTE')).toBe(true);
    expect(banners.some((banner) => banner.linkageType === 'URL')).toBe(true);
    for (const banner of banners) {
      expect(banner.url).toBe(`/media/banners/${banner.bannerId}.svg`);
      expect({ width: banner.width, height: banner.height }).toEqual({ width: 1920, height: 480 });
      expect(banner.linkageType === null).toBe(banner.linkUrl === null);
    }
  });

  it("answers the notices, promotions and banners in the member's language", async () => {
    const app = testApp(database.db);
    const english = await call(app, api.notice.announcements, { query: query('B,PL,PR') });
    const vietnamese = await call(app, api.notice.announcements, {
      query: { ...query('B,PL,PR'), language: 'VI' },
    });
    const thai = await call(app, api.notice.announcements, { query: { ...query('PR'), language: 'th' } });
    const en = english.body.value;
    const vi = vietnamese.body.value;
    // the same notices in the same order, each in Vietnamese
    expect(vi.player.map((notice) => notice.id)).toEqual(en.player.map((notice) => notice.id));
    expect(vi.player.find((notice) => notice.title === 'Bảo trì hệ thống theo lịch')).toBeDefined();
    expect(vi.player[0]?.content).toContain('Kính gửi quý hội viên');
    expect(vi.player.some((notice) => en.player.some((other) => other.title === notice.title))).toBe(false);
    expect(vi.promotion[0]?.content).toContain('trung tâm hoạt động');
    expect(thai.body.value.promotion[0]?.content).toContain('ศูนย์กิจกรรม');
    // money as each language writes it
    const englishAmounts = [...en.player, ...en.promotion].flatMap(
      (notice) => notice.content.match(/₱[\d.,]+/g) ?? [],
    );
    expect(englishAmounts.length).toBeGreaterThan(0);
    expect(englishAmounts.filter((amount) => !/^₱\d{1,3}(,\d{3})*\.00$/.test(amount))).toEqual([]);
    const written = [...vi.player, ...vi.promotion].map((notice) => notice.content).join(' ');
    expect(written).not.toMatch(/₱\d/);
    expect(written).toMatch(/\d{1,3}(\.\d{3})*,00\s₱/);
    // the banners' words, which the app draws over the artwork: one image for every language
    const home = vi.banners.find((banner) => banner.groupName === 'w_home');
    expect(home).toMatchObject({
      title: 'Thưởng chào mừng 100%',
      subtitle: 'Nhân đôi lần nạp đầu, tối đa 10.000 ₱',
      url: `/media/banners/${home?.bannerId}.svg`,
    });
    expect(en.banners.find((banner) => banner.bannerId === home?.bannerId)).toMatchObject({
      title: 'Welcome bonus 100%',
      subtitle: 'Double your first deposit up to ₱10,000',
      url: home?.url,
    });
    const tagalog = await call(app, api.notice.announcements, { query: { ...query('B'), language: 'TY' } });
    const tagalogHome = tagalog.body.value.banners.find((banner) => banner.bannerId === home?.bannerId);
    expect(tagalogHome?.title).not.toBe('Welcome bonus 100%');
  });

  it('answers English without a language and for a language the brand does not write in', async () => {
    const app = testApp(database.db);
    const none = await call(app, api.notice.announcements, {
      query: { types: 'PL', platform: 'W', execution: 'B' },
    });
    const korean = await call(app, api.notice.announcements, { query: { ...query('PL'), language: 'KO' } });
    expect(none.body.value.player.some((notice) => notice.title === 'Scheduled system maintenance')).toBe(
      true,
    );
    expect(korean.body.value.player).toEqual(none.body.value.player);
  });

  it.each([
    [{ platform: 'W', execution: 'B' }, "'types' is required"],
    [query('PL,XX'), /unknown: XX/],
    [query(','), /comma-separated list/],
    [{ types: 'PL', platform: 'M', execution: 'B' }, "'platform' must be 'W', got 'M'"],
    [{ types: 'PL', platform: 'W' }, "'execution' is required"],
  ])('400s on %j', async (bad, message) => {
    const { status, body } = await call(testApp(database.db), api.notice.announcements, { query: bad });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.value).toBeNull();
    expect(body.message).toMatch(message);
  });
});
