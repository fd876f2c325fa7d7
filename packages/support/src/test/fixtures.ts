import type {
  AffiliateApplication,
  AffiliateProgramme,
  AppRelease,
  ChatRoomMessage,
  FeedbackItem,
  HelpCenterArticle,
  HelpCenterResponse,
} from '@marquee/api-client';
import { memberFixture } from '@marquee/api-client/testing';

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

export const member = memberFixture({
  toUpline: false,
  currency: 'PHP',
  createdAt: '2026-01-02T03:04:05.000Z',
});

export const programme: AffiliateProgramme = {
  tiers: [
    { minActivePlayers: 5, minNetRevenue: 0, commissionPercent: 25 },
    { minActivePlayers: 15, minNetRevenue: 5_000_000, commissionPercent: 35 },
  ],
  settlementDay: 5,
  dailyRebatePercent: 0.5,
};

export function application(overrides: Partial<AffiliateApplication> = {}): AffiliateApplication {
  return {
    status: 'PENDING',
    name: 'Lan Nguyen',
    contact: 'telegram @lan',
    channels: ['SOCIAL'],
    expectedPlayers: 40,
    submittedAt: '2026-11-20T09:30:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

export function feedbackItem(overrides: Partial<FeedbackItem> = {}): FeedbackItem {
  return {
    id: 'FB-0A1B2C3D4E',
    questionType: 'DEPOSIT',
    content: 'My deposit of 500 has not arrived <script>alert(1)</script>',
    hasScreenshot: false,
    createdAt: '2026-11-20T09:30:00.000Z',
    replies: [],
    ...overrides,
  };
}

/** A 1×1 PNG, as a member's screenshot. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export function roomMessage(overrides: Partial<ChatRoomMessage> = {}): ChatRoomMessage {
  return {
    id: 'room-message-1',
    name: 'ju***n',
    mine: false,
    text: 'Good luck everyone!',
    at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
