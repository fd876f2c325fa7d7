import {
  bannerGroupForPath,
  hasHeaderNavToggle,
  isFocusedView,
  isHeaderHidden,
  isHomePath,
  requiresLogin,
} from './route-rules';

describe('bannerGroupForPath', () => {
  it.each([
    ['/', 'w_home'],
    ['/index', 'w_home'],
    ['/index.html', 'w_home'],
    ['/home', 'w_home'],
    ['/rng', 'w_rng'],
    ['/live', 'w_live'],
    ['/fish', 'w_fish'],
    ['/pvp', 'w_pvp'],
    ['/sports', 'w_sports'],
    ['/esports', 'w_esports'],
    ['/lottery', 'w_lott'],
    ['/vnlottery', 'w_lott'],
    ['/vnLottery', 'w_lott'],
    ['/elott', 'w_lott'],
    ['/down', 'w_down'],
    ['/promotions', 'w_promotion'],
    ['/promoDetail', 'w_promotion'],
    ['/pointMall', 'w_shop'],
    ['/help', 'w_help'],
    ['/deposit-rank', 'w_deposit20'],
    ['/bet-rank', 'w_bet20'],
    ['/rng/', 'w_rng'],
  ])('%s -> %s', (path, group) => {
    expect(bannerGroupForPath(path)).toBe(group);
  });

  it.each(['/vip', '/login', '/noticePage', '/cockfight', '/nowhere'])('%s has no banner group', (path) => {
    expect(bannerGroupForPath(path)).toBeNull();
  });
});

describe('layout rules', () => {
  it('treats /index, /index.html and /home as home', () => {
    expect(['/', '/index', '/index.html', '/home'].every(isHomePath)).toBe(true);
    expect(isHomePath('/vip')).toBe(false);
  });

  it('hides the header on the login area only', () => {
    expect(['/login', '/register', '/register.html'].every(isHeaderHidden)).toBe(true);
    expect(isHeaderHidden('/')).toBe(false);
  });

  it('offers the header nav toggle on game pages', () => {
    expect(['/lottery', '/vnLottery', '/seaLottery'].every(hasHeaderNavToggle)).toBe(true);
    expect(['/rng', '/seamless'].some(hasHeaderNavToggle)).toBe(false);
  });
});

describe('requiresLogin', () => {
  it('never redirects when the brand does not force login', () => {
    expect(requiresLogin('/vip', false, null)).toBe(false);
  });

  it('redirects visitors when the brand forces login', () => {
    expect(requiresLogin('/', true, null)).toBe(true);
    expect(requiresLogin('/vip', true, null)).toBe(true);
  });

  it('lets members through', () => {
    expect(requiresLogin('/vip', true, 'token-1')).toBe(false);
  });

  it.each(['/login', '/register', '/register.html', '/helpmc', '/download', '/down'])(
    'exempts %s',
    (path) => {
      expect(requiresLogin(path, true, null)).toBe(false);
    },
  );
});

describe('isFocusedView', () => {
  it.each(['/game', '/seamless', '/GAME'])('%s shows the game alone', (path) => {
    expect(isFocusedView(path)).toBe(true);
  });

  it.each(['/', '/rng', '/sports', '/lottery', '/login'])('%s keeps the site around it', (path) => {
    expect(isFocusedView(path)).toBe(false);
  });
});
