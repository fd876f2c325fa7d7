import type { Banner, PermissionInfo, VendorLanesResponse } from '@marquee/api-client';
import type { LineSpeed } from '../domain/measure-line';
import { bannerFixture, gameFixture, permissionFixture, vendorLanesFixture } from '../test/fixtures';
import { storyImage } from './story-image';

/** Contract-typed fixtures whose images are data URIs, for stories that must not touch a server. */

/** A banner whose artwork has no words, as the platform's: the slide draws its title and subtitle. */
export function storyBanner(overrides: Partial<Banner> & { title: string }): Banner {
  return bannerFixture({ url: storyImage('', 1920, 480), ...overrides });
}

export function storyPermission(overrides: Partial<PermissionInfo> = {}): PermissionInfo {
  const base = permissionFixture();
  return {
    ...base,
    resources: base.resources.map((resource) => ({
      ...resource,
      iconUrl: storyImage(resource.labelNameEn.slice(0, 1), 24, 24, '#1d4ed8'),
      qrCodeUrl: resource.qrCodeUrl ? storyImage('QR', 120, 120, '#14162b') : null,
    })),
    ...overrides,
  };
}

export function storyLanes(): VendorLanesResponse {
  const names = [
    'PG Soft',
    'JILI',
    'Evolution',
    'Pragmatic',
    'SABA',
    'TCG',
    'Sexy',
    'CQ9',
    'KA',
    'FC',
    'JDB',
  ];
  const [lane] = vendorLanesFixture().data.lanes;
  const template = lane?.cards[0];
  if (!template) return { data: { lanes: [] } };
  return {
    data: {
      lanes: [
        {
          title: 'RNG',
          cards: names.map((name, index) => ({
            ...template,
            vassalage: name.toUpperCase().replace(/\s/g, ''),
            name,
            accountTypeId: index + 1,
            smallIcon: storyImage(name, 120, 60, '#0f172a'),
          })),
        },
      ],
    },
  };
}

/** The brand's lines as the browser measured them: the current one, a faster one, one unreachable. */
export function storyLines(): LineSpeed[] {
  return [
    { domain: 'play.marquee-demo.example', ms: 38 },
    { domain: window.location.host, ms: 112 },
    { domain: 'backup.marquee-demo.example', ms: null },
  ];
}

const STORY_GAME_NAMES = [
  'Fortune Tiger',
  'Golden Dragon',
  'Lucky Cherry',
  'Speed Roulette',
  'Mahjong Ways',
  'Gates of Olympus',
];

/**
 * What home's sections fetch (hot and recommended games, the jackpot, the winners, and a member's
 * recent games and favourites), as answers by path.
 */
export function storyHomeAnswers(): Record<string, unknown> {
  const games = STORY_GAME_NAMES.map((name, index) =>
    gameFixture(index + 1, { gameName: name, iconUrl: storyImage(name, 240, 240, '#7c2d12') }),
  );
  return {
    '/wps/games/hot': { list: games },
    '/wps/games': { games, pageNum: 1, totalPages: 1, totalCount: games.length },
    '/wps/games/recent': { list: games.slice(0, 4), totalPages: 1 },
    '/wps/games/favourites': [games[1]?.nodeId],
    '/wps/games/favourites/list': { content: games.slice(1, 3), pageNum: 1, totalPages: 1 },
    '/wps/games/jackpot': { amount: 8_888_888_88, at: '2026-01-01T00:00:00Z' },
    '/wps/games/winners': {
      vo: games.map((game, index) => ({
        iconUrl: game.iconUrl,
        customerName: `pl***${index}`,
        gameName: game.gameName,
        winAmount: 1_250_00 * (index + 1),
      })),
      hasMore: false,
    },
  };
}
