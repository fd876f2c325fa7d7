import { api, promotionsApi } from '@marquee/api-client/contract';
import { GAME_ART_VARIANTS, GAME_THEMES, gameArtSvg } from '../services/media/game-art';
import { vendorIconSvg } from '../services/media/svg';
import { call, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

async function imageUrls(): Promise<string[]> {
  const app = testApp(database.db);
  const permission = await call(app, api.system.whitelabel, { query: { url: 'localhost' } });
  const notices = await call(app, api.notice.announcements, {
    query: { types: 'B', platform: 'W', execution: 'B' },
  });
  const vendors = await call(app, api.games.vendors, { query: { merchantCode: 'MARQUEE' } });
  const promotions = await call(app, promotionsApi.list, { query: { language: 'TH' } });
  return [
    ...promotions.body.value.promotions.map((promotion) => promotion.image),
    ...permission.body.value.resources.flatMap((resource) => [resource.iconUrl, resource.qrCodeUrl ?? '']),
    ...notices.body.value.banners.map((banner) => banner.url),
    ...vendors.body.value.data.lanes.flatMap((lane) => lane.cards.map((card) => card.smallIcon)),
  ].filter(Boolean);
}

describe('generated media', () => {
  it('serves every image the API mentions from this server, as SVG', async () => {
    const urls = await imageUrls();
    expect(urls.length).toBeGreaterThan(60);
    const app = testApp(database.db);
    for (const url of urls) {
      expect(url, url).toMatch(/^\/media\//);
      const res = await app.request(`http://localhost${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await res.text();
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it('draws banners at their recorded size, without words (the app draws them in its language)', async () => {
    const notices = await call(testApp(database.db), api.notice.announcements, {
      query: { types: 'B', platform: 'W', execution: 'B' },
    });
    const banner = notices.body.value.banners[0];
    if (!banner) throw new Error('no banner');
    const svg = await (await testApp(database.db).request(`http://localhost${banner.url}`)).text();
    expect(svg).toContain(`width="${banner.width}" height="${banner.height}"`);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain(banner.title.replace(/'/g, '&#39;'));
  });

  it('gives QR codes only to messaging services', async () => {
    const { body } = await call(testApp(database.db), api.system.whitelabel, { query: { url: 'localhost' } });
    const withQr = body.value.resources
      .filter((resource) => resource.qrCodeUrl)
      .map((resource) => resource.resourceType);
    expect(withQr).toEqual(['TELEGRAM', 'WHATSAPP', 'LINE', 'ZALO']);
  });

  it('draws a promotion’s headline in each language over its tab’s art', async () => {
    const app = testApp(database.db);
    const { body } = await call(app, promotionsApi.list, { query: { language: 'EN' } });
    const slots = body.value.promotions.find((promotion) => promotion.type === 'SLOTS');
    if (!slots) throw new Error('no slots promotion');
    const headlines: Record<string, string[]> = {
      EN: ['Slots', 'weekly', 'challenge'],
      CN: ['老虎机每周挑战'],
      TH: ['ภารกิจสล็อต', 'ประจำสัปดาห์'],
      VI: ['Thử thách', 'slot hằng', 'tuần'],
    };
    for (const [language, lines] of Object.entries(headlines)) {
      const res = await app.request(`http://localhost/media/promotions/${slots.id}-${language}.svg`);
      expect(res.status, language).toBe(200);
      const svg = await res.text();
      const drawn = [
        ...svg.matchAll(
          /<text x="96" y="\d+"(?: textLength="\d+" lengthAdjust="spacingAndGlyphs")?>([^<]*)<\/text>/g,
        ),
      ].map((match) => match[1]);
      expect(drawn, language).toEqual(lines);
    }
  });

  it('404s unknown media', async () => {
    const app = testApp(database.db);
    for (const path of [
      '/media/banners/999999.svg',
      '/media/banners/abc.svg',
      '/media/banners/1.vi.svg',
      '/media/vendors/NOPE.svg',
      '/media/resources/facebook/qr.svg',
      '/media/resources/myspace/icon.svg',
      '/media/other.png',
      '/media/promotions/999999-EN.svg',
      '/media/promotions/1-FR.svg',
      '/media/promotions/1-en.svg',
      '/media/promotions/1.svg',
    ]) {
      const res = await app.request(`http://localhost${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it('draws every game theme, each colourway distinct, the same every time and bounded', () => {
    const drawn = new Set<string>();
    for (const theme of GAME_THEMES) {
      for (let variant = 0; variant < GAME_ART_VARIANTS; variant++) {
        const svg = gameArtSvg(theme, variant);
        expect(svg).toBe(gameArtSvg(theme, variant));
        expect(
          svg.startsWith(
            '<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192" role="img"',
          ),
        ).toBe(true);
        expect(svg).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org)/);
        expect(svg.length).toBeLessThan(8_000);
        drawn.add(svg);
      }
    }
    expect(drawn.size).toBe(GAME_THEMES.length * GAME_ART_VARIANTS);
  });

  it('writes the whole vendor name into its wordmark, escaped and held to the logo', () => {
    const palette = { from: '#0f2027', to: '#2c5364', accent: '#4fd1c5' };
    const svg = vendorIconSvg({ vassalage: 'XSS', name: 'Evil <script> & "Sons"', palette });
    expect(svg).toContain('aria-label="Evil &#60;script&#62; &#38; &#34;Sons&#34;"');
    expect(svg).toContain('>EVIL &#60;SCRIPT&#62; &#38;</text>');
    expect(svg).toContain('>&#34;SONS&#34;</text>');
    expect(svg).not.toContain('<script');
    // a long name shrinks and is held to the space beside the mark instead of being cut
    const long = vendorIconSvg({ vassalage: 'SE', name: 'Sapphire Entertainment', palette });
    expect(long).toContain('>SAPPHIRE</text>');
    const lengths = [...long.matchAll(/textLength="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(lengths.length).toBeGreaterThan(0);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(240 - 70 - 14);
    expect(vendorIconSvg({ vassalage: 'SE', name: 'Sapphire Entertainment', palette })).toBe(long);
  });
});
