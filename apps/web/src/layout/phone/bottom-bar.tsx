import { isRouteOf, type MemberCentrePage } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useUnreadCountQuery } from '@marquee/session';
import { VisuallyHidden } from '@marquee/ui-kit';
import type { MouseEvent, ReactNode } from 'react';
import { Link, matchPath } from 'react-router';
import {
  type AppPath,
  categoryPaths,
  gameFramePaths,
  homePaths,
  memberCentrePath,
  memberCentrePaths,
  paths,
} from '../../app/paths';
import { useBrowserAddress } from '../../member-centre/member-centre-location';
import { useOpenMemberCentre } from '../../member-centre/use-open-member-centre';
import { AccountIcon, DepositIcon, GamesIcon, HomeIcon, PromotionsIcon } from './tab-icons';

type Tab = 'home' | 'games' | 'promotions' | 'deposit' | 'account';

/** The member-centre page the deposit tab opens: the deposit form itself. */
const DEPOSIT_PAGE: MemberCentrePage = 'depositv2';

const gamePaths: readonly AppPath[] = [...Object.values(categoryPaths), ...gameFramePaths, paths.vnLottery];

/** The tab of the page on screen, if it is one of theirs. */
function currentTab(pathname: string): Tab | null {
  const memberCentre = memberCentrePaths.map((path) => matchPath(path, pathname)).find(Boolean);
  if (memberCentre) return memberCentre.params.page === DEPOSIT_PAGE ? 'deposit' : 'account';
  if (isRouteOf(pathname, homePaths)) return 'home';
  if (isRouteOf(pathname, gamePaths)) return 'games';
  if (isRouteOf(pathname, [paths.promotions, paths.promoDetail])) return 'promotions';
  return null;
}

interface TabLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  current: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children?: ReactNode;
}

function TabLink({ to, label, icon, current, onClick, children }: TabLinkProps) {
  return (
    <li>
      <Link
        to={to}
        className="app-bottom-bar__tab"
        aria-current={current ? 'page' : undefined}
        onClick={onClick}
      >
        {icon}
        <span className="app-bottom-bar__label">{label}</span>
        {children && <> {children}</>}
      </Link>
    </li>
  );
}

/**
 * The phone's tab bar at the bottom of the screen, in reach of the thumb. Deposit and account are
 * member-centre pages: they open over the current page through the login guard, as the header's
 * entries do, deposit straight on its form.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const address = useBrowserAddress();
  const openMemberCentre = useOpenMemberCentre();
  const unread = useUnreadCountQuery();
  const current = currentTab(address.pathname);

  const openPage = (page?: MemberCentrePage) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openMemberCentre(page);
  };

  return (
    <nav className="app-bottom-bar" aria-label={t('quick_links')}>
      <ul className="app-bottom-bar__tabs">
        <TabLink to={paths.root} label={t('home')} icon={<HomeIcon />} current={current === 'home'} />
        <TabLink to={paths.rng} label={t('tab_games')} icon={<GamesIcon />} current={current === 'games'} />
        <TabLink
          to={paths.promotions}
          label={t('tab_promotions')}
          icon={<PromotionsIcon />}
          current={current === 'promotions'}
        />
        <TabLink
          to={memberCentrePath(DEPOSIT_PAGE)}
          label={t('tab_deposit')}
          icon={<DepositIcon />}
          current={current === 'deposit'}
          onClick={openPage(DEPOSIT_PAGE)}
        />
        <TabLink
          to={paths.member}
          label={t('tab_account')}
          icon={<AccountIcon />}
          current={current === 'account'}
          onClick={openPage()}
        >
          {unread.data ? (
            <span className="app-bottom-bar__badge">
              <span aria-hidden="true">{unread.data > 99 ? '99+' : unread.data}</span>
              <VisuallyHidden>{t('tab_unread', { count: unread.data })}</VisuallyHidden>
            </span>
          ) : null}
        </TabLink>
      </ul>
    </nav>
  );
}
