import type {
  AnnouncementsResponse,
  Banner,
  CustomerServiceResponse,
  Notice,
  PermissionInfo,
  SystemStatus,
  VendorLanesResponse,
} from '@marquee/api-client';

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
  return {
    data: {
      lanes: [
        {
          title: 'RNG',
          cards: [
            {
              vassalage: 'PG',
              name: 'PG Soft',
              accountTypeId: 11,
              smallIcon: '/media/vendors/pg.png',
              isHot: 1,
              gameType: 'RNG',
              maintenance: false,
            },
            {
              vassalage: 'JILI',
              name: 'JILI',
              accountTypeId: 12,
              smallIcon: '/media/vendors/jili.png',
              isHot: 0,
              gameType: 'RNG',
              maintenance: false,
            },
          ],
        },
      ],
    },
  };
}

export function customerServiceFixture(
  pathList: CustomerServiceResponse['version']['pathList'] = [
    { type: '1', path: 'https://chat.example.test/room', csType: 'LIVECHAT' },
  ],
): CustomerServiceResponse {
  return { version: { pathList } };
}
