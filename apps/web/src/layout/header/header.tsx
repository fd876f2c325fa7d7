import { authTexts } from '@marquee/auth';
import { errorTexts, sharedTexts, useTranslation } from '@marquee/i18n';
import { useSessionToken } from '@marquee/session';
import type { CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import { hasHeaderNavToggle } from '../../app/route-rules';
import { useBrand } from '../../brand/brand-context';
import { lazyChunk } from '../../chunks/lazy-chunk';
import { useMediaQuery } from '../../common/use-media-query';
import { ThemeSwitch } from '../../theme/theme-switch';
import { MenuButton } from '../phone/menu-button';
import { PHONE_QUERY } from '../phone/phone-query';
import { AuthButtons } from './auth-buttons';
import { HeaderClock } from './header-clock';
import { HeaderLanguageMenu } from './header-language-menu';
import { useHeaderNavStore } from './header-nav-store';
import { HeaderNavToggle } from './header-nav-toggle';
import { NoticeTicker } from './notice-ticker';
import { TopMenu } from './top-menu';

const TOP_MENU_ID = 'app-top-menu';

// Only members see the account menu (balance, entries, the sign-out confirmation), so a visitor's
// page never loads it, nor auth's styles.
const HeaderAccount = lazyChunk(
  () => import('./header-account').then((module) => ({ default: module.HeaderAccount })),
  null,
  [authTexts, sharedTexts, errorTexts],
  { styles: ['auth'] },
);

export function Header() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { pathname } = useLocation();
  const token = useSessionToken();
  const navVisible = useHeaderNavStore((state) => state.visible);
  const navToggle = hasHeaderNavToggle(pathname);
  // A phone's header hides the clock, the language menu, the theme switch, the top menu and the
  // ticker (header.css; the menu sheet holds them), so a phone does not render them either: their
  // start (the clock's time-zone data and its timer, the ticker's marquee) was main-thread work
  // before the first interaction for nothing on screen.
  const phone = useMediaQuery(PHONE_QUERY);

  return (
    <header className="app-header" style={{ '--app-header-bg': brand.headerColor } as CSSProperties}>
      <div className="app-header__bar">
        <Link to="/" className="app-header__logo">
          <img src={brand.logoSrc} alt={t('logo_home')} width={160} height={40} />
        </Link>
        {/* Visitors get the clock and the login buttons; members their account instead. */}
        {token ? <HeaderAccount /> : !phone && <HeaderClock />}
        {/* On a phone (below 768 px) the bar keeps the logo, the balance or the login pair and the
            menu button; the rest moves into the menu sheet (hidden by the style sheet, and not
            rendered on a phone: see `phone` above). */}
        <div className="app-header__actions">
          {!phone && <HeaderLanguageMenu />}
          {!phone && <ThemeSwitch className="app-icon-button app-header__theme" />}
          {!token && <AuthButtons />}
          {navToggle && !phone && <HeaderNavToggle controls={TOP_MENU_ID} />}
          <MenuButton />
        </div>
      </div>
      {!phone && (!navToggle || navVisible) && <TopMenu id={TOP_MENU_ID} />}
      {!phone && <NoticeTicker />}
    </header>
  );
}
