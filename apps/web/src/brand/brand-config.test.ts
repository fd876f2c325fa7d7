import { createBrandConfig } from './brand-config';

describe('createBrandConfig', () => {
  it('carries the brand constants', () => {
    const brand = createBrandConfig({});
    expect(brand).toMatchObject({
      platform: 'W',
      merchant: 'MARQUEE',
      lotteryType: 'SEA',
      device: 'WEB',
      defaultLanguage: 'EN',
      supportedLanguages: ['EN', 'TY', 'VI', 'TH', 'ID', 'CN'],
      loginedToHomePage: false,
      popupAnnouncements: true,
      popupAnnouncementsForVisitors: false,
      payloadKey: 'marquee-demo-payload-key',
      apiBaseUrl: '',
    });
  });

  it('reads the environment overrides', () => {
    const brand = createBrandConfig({
      VITE_API_BASE_URL: 'https://platform.example.test/',
      VITE_PAYLOAD_KEY: 'another-key',
      VITE_LOGINED_TO_HOME: 'true',
      VITE_POPUP_ANNOUNCEMENTS: 'false',
      VITE_POPUP_FOR_VISITORS: 'true',
    });
    expect(brand.apiBaseUrl).toBe('https://platform.example.test');
    expect(brand.payloadKey).toBe('another-key');
    expect(brand.loginedToHomePage).toBe(true);
    expect(brand.popupAnnouncements).toBe(false);
    expect(brand.popupAnnouncementsForVisitors).toBe(true);
  });

  it('keeps loginedToHomePage off for any value but "true"', () => {
    expect(createBrandConfig({ VITE_LOGINED_TO_HOME: '1' }).loginedToHomePage).toBe(false);
  });
});
