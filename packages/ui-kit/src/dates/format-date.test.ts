import { formatDate, formatDateTime, formatDay } from './format-date';

// 17:05 UTC on 28 November is 01:05 on the 29th in Manila
const AT = '2026-11-28T17:05:00.000Z';
const MANILA = 'Asia/Manila';

describe('formatDate and formatDateTime', () => {
  // the tags of the six translated languages (CN, EN, ID, TH, TY, VI), as i18n sets them
  it.each([
    ['zh-CN', '2026年11月29日', '2026年11月29日 01:05'],
    ['en', 'Nov 29, 2026', 'Nov 29, 2026, 1:05 AM'],
    ['id', '29 Nov 2026', '29 Nov 2026, 01.05'],
    ['th', '29 พ.ย. 2569', '29 พ.ย. 2569 01:05'],
    ['fil', 'Nob 29, 2026', 'Nob 29, 2026, 1:05 AM'],
    ['vi', '29 thg 11, 2026', '01:05 29 thg 11, 2026'],
  ])('write %s dates in the brand zone', (locale, date, dateTime) => {
    expect(formatDate(AT, { locale, timeZone: MANILA })).toBe(date);
    expect(formatDateTime(AT, { locale, timeZone: MANILA }).replace(/\s/g, ' ')).toBe(dateTime);
  });

  it('write the same day whatever the device zone', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    try {
      expect(formatDate(AT, { locale: 'en', timeZone: MANILA })).toBe('Nov 29, 2026');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('write nothing for what is not a time', () => {
    expect(formatDateTime('soon', { timeZone: MANILA })).toBe('');
  });
});

describe('formatDay', () => {
  it('writes a calendar day as a date, on that day in any zone', () => {
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    try {
      expect(formatDay('2026-11-29', 'en')).toBe('Nov 29, 2026');
      expect(formatDay('2026-11-29', 'vi')).toBe('29 thg 11, 2026');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
