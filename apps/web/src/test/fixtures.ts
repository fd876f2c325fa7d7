import type {
  AccountSecurity,
  AnnouncementsResponse,
  BalanceResponse,
  Banner,
  Country,
  CustomerServiceResponse,
  Game,
  GameListResponse,
  LoginResponse,
  MemberInfo,
  Notice,
  PermissionInfo,
  RegistrationFieldRule,
  SystemStatus,
  VendorLanesResponse,
} from '@marquee/api-client';
import {
  memberFixture as contractMemberFixture,
  rngVendorLanesFixture,
  vendorCardFixture,
} from '@marquee/api-client/testing';

/** Fixtures typed by the contract, so a contract change breaks the tests at compile time. */

export function permissionFixture(overrides: Partial<PermissionInfo> = {}): PermissionInfo {
  return {
    merchantCode: 'MARQUEE',
    currency: { code: 'PHP', symbol: '₱' },
    whitelabel: [{ modId: 'REGISTER', enabled: 1, children: [{ modId: 'DIRECTREG3', enabled: 1 }] }],
    register: [],
    resources: [
      {
        resourceType: 'TELEGRAM',
        url: 'https://t.me/marquee',
        qrCodeUrl: '/media/qr/telegram.png',
        labelNameEn: 'Telegram',
        iconUrl: '/media/icons/telegram.svg',
      },
      {
        resourceType: 'FACEBOOK',
        url: 'https://facebook.com/marquee',
        qrCodeUrl: null,
        labelNameEn: 'Facebook',
        iconUrl: '/media/icons/facebook.svg',
      },
    ],
    customerService: [],
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: '203.0.113.7' },
    maintenance: null,
    regionRestriction: false,
    minimumAge: 21,
    ...overrides,
  };
}

export function statusFixture(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return { status: 0, maintenance: null, ip: '203.0.113.7', ...overrides };
}

export function bannerFixture(overrides: Partial<Banner> = {}): Banner {
  return {
    bannerId: 1,
    groupName: 'w_home',
    title: 'Welcome bonus',
    subtitle: 'Double your first deposit',
    url: '/media/banners/welcome.webp',
    linkageType: null,
    linkUrl: null,
    width: 1920,
    height: 480,
    ...overrides,
  };
}

export function noticeFixture(id: number, overrides: Partial<Notice> = {}): Notice {
  return {
    id,
    type: 'PL',
    title: `Notice ${id}`,
    content: `<p>Body of notice ${id}</p>`,
    publishedAt: '2026-11-01T08:00:00Z',
    ...overrides,
  };
}

export function noticesFixture(count: number): Notice[] {
  return Array.from({ length: count }, (_, index) => noticeFixture(index + 1));
}

export function announcementsFixture(overrides: Partial<AnnouncementsResponse> = {}): AnnouncementsResponse {
  return {
    player: noticesFixture(3),
    banners: [bannerFixture()],
    popup: [],
    promotion: [],
    help: [],
    ...overrides,
  };
}

export function vendorLanesFixture(): VendorLanesResponse {
  return rngVendorLanesFixture([
    vendorCardFixture({ accountTypeId: 11, isHot: 1 }),
    vendorCardFixture({
      vassalage: 'JILI',
      name: 'JILI',
      accountTypeId: 12,
      smallIcon: '/media/vendors/jili.png',
    }),
  ]);
}

export function customerServiceFixture(
  pathList: CustomerServiceResponse['version']['pathList'] = [
    { type: '1', path: 'https://chat.example.test/room', csType: 'LIVECHAT' },
  ],
): CustomerServiceResponse {
  return { version: { pathList } };
}

/** A plain member (isAgent 0) below the VIP service rank. */
export function memberFixture(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return contractMemberFixture({
    account: 'demo',
    nickname: 'Demo',
    toUpline: false,
    currency: 'PHP',
    ...overrides,
  });
}

/** My account's overview of a member who has set nothing yet. */
export function accountSecurityFixture(overrides: Partial<AccountSecurity> = {}): AccountSecurity {
  return {
    realName: null,
    birthday: null,
    mobile: null,
    email: null,
    hasPaymentPassword: false,
    googleAuthBound: false,
    lastSignIn: null,
    ...overrides,
  };
}

/** A free-play account: isAgent 4 keeps it out of the member centre. */
export function trialMemberFixture(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return memberFixture({
    id: 'mPublic9xxxxxxxxxxxxxx',
    account: 'trial_0001',
    nickname: 'Guest',
    type: 4,
    isAgent: 4,
    clubLabel: null,
    ...overrides,
  });
}

/** 10,000.00 in minor units, as the platform credits every demo wallet. */
export function balanceFixture(overrides: Partial<BalanceResponse> = {}): BalanceResponse {
  return { sumBalance: 1_000_000, currency: 'PHP', ...overrides };
}

export function loginResponseFixture(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return { token: 'member-token', firstTimeLogin: false, passwordExpired: false, ...overrides };
}

export function countriesFixture(): Country[] {
  return [
    { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
    { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  ];
}

/** Username 6–16 and password 8–20 characters, optional email, as the platform serves them. */
export function registerSettingsFixture(): RegistrationFieldRule[] {
  return [
    { field: 'username', patternId: 1, acceptedPattern: '', minLength: 6, maxLength: 16, required: true },
    { field: 'password', patternId: 5, acceptedPattern: '', minLength: 8, maxLength: 20, required: true },
    { field: 'email', patternId: 3, acceptedPattern: '*', minLength: 6, maxLength: 64, required: false },
  ];
}

/** A game of the catalogue; `nodeId` also decides the name, so lists stay distinct. */
export function gameFixture(nodeId: number, overrides: Partial<Game> = {}): Game {
  return {
    nodeId,
    vassalage: 'PG',
    vendorName: 'PG Soft',
    gameType: 'RNG',
    gameCode: `PG-${nodeId}`,
    gameName: `Lucky Dragon ${nodeId}`,
    iconUrl: `/media/games/${nodeId}.svg`,
    gameClassify: 'SLOT',
    isGame: 'GAME',
    defaultPlayType: null,
    minBet: 20,
    lineNum: 25,
    isHot: nodeId % 2 === 0 ? 1 : 0,
    isNew: 0,
    launchMode: 'IFRAME',
    funPlay: false,
    ...overrides,
  };
}

export function gameListFixture(count = 12): GameListResponse {
  const games = Array.from({ length: count }, (_, index) => gameFixture(index + 1));
  return { games, pageNum: 1, totalPages: 1, totalCount: count };
}
