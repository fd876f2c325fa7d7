import {
  BANNER_GROUPS,
  type BannerGroup,
  COCKFIGHT_VENDOR_CODES,
  ESPORTS_VENDOR_CODES,
  FEATURE_FLAGS,
  type FeatureFlag,
  type GameCategory,
  type ResourceType,
} from '@marquee/api-client/contract';
import type * as schema from '../db/schema';
import type { Palette } from '../db/schema';
import { BRAND } from '../reference/brand';
import { DEFAULT_SEED } from '../reference/demo-seed';
import { featureTree } from '../reference/feature-tree';
import { DEFAULT_PASSWORD_POLICY } from '../reference/password-policy';
import { REGISTRATION_RULES } from '../reference/registration-rules';
import { laneOf } from '../services/games/lanes';
import { createRandom, type Random } from '../services/prng';
import { agentNoticeDrafts } from './agent-notices';
import { BANNER_COPY } from './banner-copy';
import { type NoticeDraft, noticeDrafts } from './notice-content';
import { NOTICE_LANGUAGES } from './notice-phrases';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface Catalogue {
  settings: Insert<typeof schema.brandSettings>[];
  banners: Insert<typeof schema.banners>[];
  notices: Insert<typeof schema.notices>[];
  resources: Insert<typeof schema.resources>[];
  customerService: Insert<typeof schema.customerService>[];
  vendors: Insert<typeof schema.vendors>[];
  domains: Insert<typeof schema.domains>[];
  /** the notices' and banners' texts in the brand's other languages, keyed by their English row */
  translations: CatalogueTranslations;
}

interface CatalogueTranslations {
  notices: Array<{ type: string; englishTitle: string; language: string; title: string; content: string }>;
  banners: Array<{
    groupName: string;
    englishTitle: string;
    language: string;
    title: string;
    subtitle: string;
  }>;
}

export const PALETTES: readonly Palette[] = [
  { from: '#1d2b64', to: '#f8cdda', accent: '#ffd166' },
  { from: '#0f2027', to: '#2c5364', accent: '#4fd1c5' },
  { from: '#42275a', to: '#734b6d', accent: '#f6ad55' },
  { from: '#134e5e', to: '#71b280', accent: '#fefcbf' },
  { from: '#b24592', to: '#f15f79', accent: '#fff5f7' },
  { from: '#232526', to: '#414345', accent: '#f6e05e' },
  { from: '#0b486b', to: '#f56217', accent: '#ffffff' },
  { from: '#3a1c71', to: '#d76d77', accent: '#ffaf7b' },
  { from: '#000428', to: '#004e92', accent: '#90cdf4' },
  { from: '#5a3f37', to: '#2c7744', accent: '#f0fff4' },
];

/** Banner links: in-app routes and an external promotion page (a link, never an image host). */
const BANNER_LINKS: Partial<
  Record<BannerGroup, Array<{ linkageType: 'URL' | 'ROUTE'; linkUrl: string } | null>>
> = {
  w_home: [
    { linkageType: 'ROUTE', linkUrl: '/promotions' },
    { linkageType: 'ROUTE', linkUrl: '/live' },
    { linkageType: 'URL', linkUrl: 'https://www.example.com/marquee/lottery' },
  ],
  w_rng: [{ linkageType: 'ROUTE', linkUrl: '/rng' }],
  w_down: [{ linkageType: 'ROUTE', linkUrl: '/down' }],
  w_promotion: [{ linkageType: 'URL', linkUrl: 'https://www.example.com/marquee/promotions' }],
};

const BANNER_SIZE = { width: 1920, height: 480 };

function buildBanners(random: Random): Catalogue['banners'] {
  let sort = 0;
  return BANNER_GROUPS.flatMap((groupName) =>
    BANNER_COPY[groupName].map((copy, index) => {
      const link = BANNER_LINKS[groupName]?.[index] ?? null;
      return {
        groupName,
        title: copy.title.EN,
        subtitle: copy.subtitle.EN,
        linkageType: link?.linkageType ?? null,
        linkUrl: link?.linkUrl ?? null,
        ...BANNER_SIZE,
        palette: random.pick(PALETTES),
        sort: sort++,
      };
    }),
  );
}

function buildNotices(drafts: readonly NoticeDraft[], random: Random): Catalogue['notices'] {
  // newest first: each notice is published some hours before the previous one
  let time = Date.parse('2026-11-20T08:00:00.000Z');
  return drafts.map(({ type, title, content }) => {
    time -= random.int(3, 40) * 3_600_000;
    return { type, title, content, publishedAt: new Date(time) };
  });
}

function buildTranslations(drafts: readonly NoticeDraft[]): CatalogueTranslations {
  return {
    notices: drafts.flatMap((draft) =>
      draft.translations.map(({ language, title, content }) => ({
        type: draft.type,
        englishTitle: draft.title,
        language,
        title,
        content,
      })),
    ),
    banners: BANNER_GROUPS.flatMap((groupName) =>
      BANNER_COPY[groupName].flatMap((copy) =>
        NOTICE_LANGUAGES.filter((language) => language !== 'EN').map((language) => ({
          groupName,
          englishTitle: copy.title.EN,
          language,
          title: copy.title[language],
          subtitle: copy.subtitle[language],
        })),
      ),
    ),
  };
}

const RESOURCES: Array<{ resourceType: ResourceType; labelNameEn: string; url: string; hasQrCode: boolean }> =
  [
    {
      resourceType: 'FACEBOOK',
      labelNameEn: 'Facebook',
      url: 'https://www.facebook.com/marqueedemo',
      hasQrCode: false,
    },
    {
      resourceType: 'INSTAGRAM',
      labelNameEn: 'Instagram',
      url: 'https://www.instagram.com/marqueedemo',
      hasQrCode: false,
    },
    {
      resourceType: 'TWITTER',
      labelNameEn: 'X (Twitter)',
      url: 'https://x.com/marqueedemo',
      hasQrCode: false,
    },
    {
      resourceType: 'YOUTUBE',
      labelNameEn: 'YouTube',
      url: 'https://www.youtube.com/@marqueedemo',
      hasQrCode: false,
    },
    { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/marqueedemo', hasQrCode: true },
    { resourceType: 'WHATSAPP', labelNameEn: 'WhatsApp', url: 'https://wa.me/639170000000', hasQrCode: true },
    {
      resourceType: 'LINE',
      labelNameEn: 'LINE',
      url: 'https://line.me/R/ti/p/@marqueedemo',
      hasQrCode: true,
    },
    { resourceType: 'ZALO', labelNameEn: 'Zalo', url: 'https://zalo.me/0900000000', hasQrCode: true },
  ];

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function buildCustomerService(random: Random): Catalogue['customerService'] {
  const key = Array.from({ length: 8 }, () => random.pick([...KEY_ALPHABET])).join('');
  return [
    // both reach the brand's own chat page (the web app's /livechat); the platform puts a member
    // ranked above 4 in the VIP queue whichever entry opened it
    { csType: 'LIVECHAT', type: '1', target: '/livechat', cipherKey: null, sort: 0 },
    { csType: 'VIP', type: '3', target: '/livechat', cipherKey: key, sort: 1 },
  ];
}

const NAME_HEADS = [
  'Aurora',
  'Nebula',
  'Lucky',
  'Golden',
  'Jade',
  'Crimson',
  'Vertex',
  'Nova',
  'Orbit',
  'Tiger',
  'Phoenix',
  'Lotus',
  'Coral',
  'Summit',
  'Echo',
  'Zenith',
  'Pixel',
  'Royal',
  'Dragon',
  'Marble',
  'Saffron',
  'Harbor',
  'Cobalt',
  'Velvet',
  'Monsoon',
  'Ember',
  'Mango',
  'Typhoon',
  'Sapphire',
  'Bamboo',
] as const;
const NAME_TAILS = [
  'Gaming',
  'Play',
  'Studios',
  'Games',
  'Interactive',
  'Labs',
  'Works',
  'Entertainment',
] as const;

/** How many generated vendors each category gets (RNG > 15 so the nav shows its "more" button). */
const GENERATED_VENDORS: Array<[GameCategory, number]> = [
  ['ELOTT', 2],
  ['LOTT', 0],
  ['LIVE', 7],
  ['SPORTS', 4],
  ['FISH', 5],
  ['RNG', 18],
  ['PVP', 4],
];

/** Vendors with fixed codes. Esports and cockfight vendors are filed under SPORTS, as the upstream does. */
const FIXED_VENDORS: Array<{ vassalage: string; name: string; category: GameCategory }> = [
  { vassalage: 'TCG_SEA', name: 'Sea Lottery', category: 'LOTT' },
  { vassalage: 'TCG_LOTTO_VN', name: 'Vietnam Lottery', category: 'LOTT' },
  ...ESPORTS_VENDOR_CODES.map((code) => ({
    vassalage: code,
    name: `${code} Esports`,
    category: 'SPORTS' as const,
  })),
  { vassalage: COCKFIGHT_VENDOR_CODES[0], name: 'DS88 Sabong', category: 'SPORTS' },
  { vassalage: COCKFIGHT_VENDOR_CODES[1], name: 'DIG Cockfight', category: 'SPORTS' },
];

/**
 * The demo brand's mini-games vendor (category MINI), after every other vendor and drawn from no
 * random stream, so the rest of the catalogue stays as it was.
 */
const MINI_GAMES_VENDOR = { vassalage: 'MQMINI', name: 'Marquee Minis', category: 'MINI' as const };

function buildVendors(random: Random): Catalogue['vendors'] {
  const usedNames = new Set<string>();
  const usedCodes = new Set<string>(FIXED_VENDORS.map((vendor) => vendor.vassalage));
  const drafts: Array<{ vassalage: string; name: string; category: GameCategory }> = [...FIXED_VENDORS];
  for (const [category, count] of GENERATED_VENDORS) {
    for (let i = 0; i < count; i++) {
      let name = '';
      do name = `${random.pick(NAME_HEADS)} ${random.pick(NAME_TAILS)}`;
      while (usedNames.has(name));
      usedNames.add(name);
      const initials = name
        .split(' ')
        .map((word) => word.slice(0, 2).toUpperCase())
        .join('');
      let vassalage = initials;
      for (let n = 2; usedCodes.has(vassalage); n++) vassalage = `${initials}${n}`;
      usedCodes.add(vassalage);
      drafts.push({ vassalage, name, category });
    }
  }
  const rows = drafts.map((draft, index) => ({
    ...draft,
    accountTypeId: 1001 + index,
    isHot: random.chance(0.3) ? 1 : 0,
    maintenance: false,
    palette: random.pick(PALETTES),
    sort: index,
  }));
  // every lane gets a hot vendor, and one live vendor is under maintenance
  for (const lane of new Set(rows.map(laneOf))) {
    const first = rows.find((row) => laneOf(row) === lane);
    if (first) first.isHot = 1;
  }
  rows.push({
    ...MINI_GAMES_VENDOR,
    accountTypeId: 1001 + rows.length,
    isHot: 1,
    maintenance: false,
    palette: PALETTES[0]!,
    sort: rows.length,
  });
  const live = rows.filter((row) => row.category === 'LIVE');
  const resting = live[live.length - 1];
  if (resting) resting.maintenance = true;
  // two of every three slot vendors offer fun play; the third shows a visitor the sign-in, as a
  // vendor without a fun mode does
  return rows.map((row) => ({
    ...row,
    funPlay:
      row.category === 'RNG' && rows.filter((other) => other.category === 'RNG').indexOf(row) % 3 !== 2,
  }));
}

function buildDomains(random: Random): Catalogue['domains'] {
  return ['www', 'm', 'play', 'vip', 'backup'].map((sub) => ({
    domain: `${sub}.marquee-demo.example`,
    speed: random.int(35, 420),
  }));
}

/** The whole demo catalogue, a pure function of the seed. */
export function buildCatalogue(
  options: { seed?: number; features?: readonly FeatureFlag[] } = {},
): Catalogue {
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const banners = buildBanners(random);
  const drafts = noticeDrafts(random);
  // written apart from the players' notices: they draw nothing, so the seed's draws stay the same
  const agentNotices = agentNoticeDrafts();
  return {
    settings: [
      { key: 'brand', value: BRAND },
      { key: 'features', value: featureTree(options.features ?? FEATURE_FLAGS) },
      { key: 'registration', value: REGISTRATION_RULES },
      { key: 'system_status', value: { status: 0, maintenanceEnd: null, ip: null } },
      { key: 'password_policy', value: DEFAULT_PASSWORD_POLICY },
    ],
    banners,
    notices: [
      ...buildNotices(drafts, random),
      ...agentNotices.map(({ type, title, content, publishedAt }) => ({ type, title, content, publishedAt })),
    ],
    resources: RESOURCES.map((resource, sort) => ({ ...resource, palette: random.pick(PALETTES), sort })),
    customerService: buildCustomerService(random),
    vendors: buildVendors(random),
    domains: buildDomains(random),
    translations: buildTranslations([...drafts, ...agentNotices]),
  };
}
