import { domainKeys } from './domain-keys';
import { gameKeys } from './game-keys';
import { memberKeys } from './member-keys';
import { noticeKeys } from './notice-keys';
import { pointMallKeys } from './point-mall-keys';
import { systemKeys } from './system-keys';
import { vendorKeys } from './vendor-keys';

const children: Array<[string, readonly unknown[], ReadonlyArray<readonly unknown[]>]> = [
  [
    'systemKeys',
    systemKeys.all,
    [
      systemKeys.whitelabel('brand.test'),
      systemKeys.status(),
      systemKeys.registerSettings(),
      systemKeys.domainRoute('brand.test'),
      systemKeys.helpCenter('en'),
      systemKeys.customerService(),
      systemKeys.countries(),
    ],
  ],
  ['noticeKeys', noticeKeys.all, [noticeKeys.announcements('en', ['B', 'PL'])]],
  ['vendorKeys', vendorKeys.all, [vendorKeys.lanes('MQ')]],
  ['domainKeys', domainKeys.all, [domainKeys.list()]],
  [
    'pointMallKeys',
    pointMallKeys.all,
    [pointMallKeys.balance(), pointMallKeys.redemptions('EN'), pointMallKeys.items('EN', true)],
  ],
  [
    'gameKeys',
    gameKeys.all,
    [
      gameKeys.lists(),
      gameKeys.list({ gameType: 'RNG', language: 'en' }),
      gameKeys.hot('en', ''),
      gameKeys.announcements('en', 'ALL'),
      gameKeys.vassalTypes('PG', 'en'),
      gameKeys.winners('ALL', 'en'),
      gameKeys.jackpot(),
      gameKeys.pvpRooms('en', ''),
    ],
  ],
  [
    'memberKeys',
    memberKeys.all,
    [
      memberKeys.info(),
      memberKeys.icon(),
      memberKeys.avatar(),
      memberKeys.balance(),
      memberKeys.favouriteIds(),
      memberKeys.favouriteList('en', 1),
      memberKeys.recentGames(),
      memberKeys.recentGamesPage('en', '', 1),
    ],
  ],
];

describe('query keys', () => {
  it.each(children)('%s.all is the prefix of every child key', (_name, all, keys) => {
    for (const key of keys) {
      expect(key.slice(0, all.length)).toEqual(all);
      expect(key.length).toBeGreaterThan(all.length);
    }
  });

  it('keeps resources apart', () => {
    const roots = children.map(([, all]) => JSON.stringify(all));
    expect(new Set(roots).size).toBe(roots.length);
  });

  it('pages of one game filter share a key; other filters do not', () => {
    const query = { gameType: 'RNG', language: 'en', vassalage: 'PG' } as const;
    expect(gameKeys.list({ ...query, pageNum: 1 })).toEqual(gameKeys.list({ ...query, pageNum: 4 }));
    expect(gameKeys.list(query)).not.toEqual(gameKeys.list({ ...query, gameName: 'gold' }));
    expect(gameKeys.list(query).slice(0, 2)).toEqual(gameKeys.lists());
    expect(memberKeys.recentGamesPage('en', 'PG', 2).slice(0, 2)).toEqual(memberKeys.recentGames());
  });

  it('separates keys by their parameters', () => {
    expect(systemKeys.whitelabel('a.test')).not.toEqual(systemKeys.whitelabel('b.test'));
    expect(systemKeys.helpCenter('en')).not.toEqual(systemKeys.helpCenter('vi'));
    expect(vendorKeys.lanes('A')).not.toEqual(vendorKeys.lanes('B'));
  });

  it("keeps a visitor's point items outside the member's prefix, so signing out keeps them", () => {
    expect(pointMallKeys.items('EN', false).slice(0, 2)).not.toEqual(pointMallKeys.all);
    expect(pointMallKeys.items('EN', false)).not.toEqual(pointMallKeys.items('VI', false));
  });

  it('gives one announcements key regardless of type order or repeats', () => {
    expect(noticeKeys.announcements('en', ['PL', 'B', 'PL'])).toEqual(
      noticeKeys.announcements('en', ['B', 'PL']),
    );
    expect(noticeKeys.announcements('en', ['B'])).not.toEqual(noticeKeys.announcements('vi', ['B']));
  });
});
