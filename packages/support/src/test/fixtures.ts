import type { AppRelease, HelpCenterArticle, HelpCenterResponse } from '@marquee/api-client';

export const helpArticles: HelpCenterArticle[] = [
  {
    id: 1,
    slug: 'about',
    categorySlug: 'about',
    category: 'About us',
    title: 'About Marquee Demo',
    content: '<p>One account for slots, live casino and lottery.</p>',
  },
  {
    id: 2,
    slug: 'deposit',
    categorySlug: 'payments',
    category: 'Deposits and withdrawals',
    title: 'How to make a deposit',
    content:
      '<ol><li>Press <strong>Deposit</strong>.</li></ol><p>E-wallets are credited within 1 minute.</p>',
  },
  {
    id: 3,
    slug: 'withdraw',
    categorySlug: 'payments',
    category: 'Deposits and withdrawals',
    title: 'How to withdraw your winnings',
    content:
      '<p>Enter your withdrawal password.</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
  },
];

const vietnameseArticles: HelpCenterArticle[] = [
  {
    id: 13,
    slug: 'withdraw',
    categorySlug: 'payments',
    category: 'Nạp và rút tiền',
    title: 'Cách rút tiền thắng',
    content: '<p>Nhập mật khẩu rút tiền.</p>',
  },
];

export function helpCentreFixture(language: 'EN' | 'VI' = 'EN'): HelpCenterResponse {
  return {
    language,
    languages: ['EN', 'VI'],
    articles: language === 'VI' ? vietnameseArticles : helpArticles,
  };
}

export const appReleases: AppRelease[] = [
  {
    platform: 'IOS',
    url: 'https://download.example.test/ios/app.mobileconfig',
    version: '3.8.2',
    sizeBytes: 48_693_248,
    releasedAt: '2026-11-02T00:00:00.000Z',
  },
  {
    platform: 'ANDROID',
    url: 'https://download.example.test/android/app.apk',
    version: '3.8.1',
    sizeBytes: 36_175_872,
    releasedAt: '2026-11-01T00:00:00.000Z',
  },
];
