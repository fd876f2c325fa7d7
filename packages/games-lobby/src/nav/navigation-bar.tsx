import { GAME_CATEGORIES, type GameCategory } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLobbyPaths } from '../config/lobby-config';
import { useLobbyVendorLanes } from '../queries/lobby-vendor-lanes';
import { categoryLabelKey, categoryVendors } from './category-routes';
import type { NavVendor } from './nav-vendor';
import { VendorDropdown } from './vendor-dropdown';

/** A leading entry: a route, or an action (the member centre is an overlay). */
type NavAction = { href: string } | { onClick: () => void };

export interface NavigationBarProps {
  inviteFriends: NavAction;
  rewardCentre: NavAction;
}

interface NavItem {
  key: string;
  labelKey: string;
  categories: GameCategory[];
  /** the category whose page "more" leads to */
  page: GameCategory;
}

/** The two lottery categories share one item, which leads to the lottery page. */
const LOTTERY: readonly GameCategory[] = ['ELOTT', 'LOTT'];

/** In the contract's navigation order; the lottery item stands where its first category does. */
const NAV_ITEMS: NavItem[] = GAME_CATEGORIES.flatMap((category): NavItem[] => {
  if (category === LOTTERY[0]) {
    return [{ key: 'lottery', labelKey: categoryLabelKey('LOTT'), categories: [...LOTTERY], page: 'LOTT' }];
  }
  if (LOTTERY.includes(category)) return [];
  return [
    {
      key: category.toLowerCase(),
      labelKey: categoryLabelKey(category),
      categories: [category],
      page: category,
    },
  ];
});

function Leading({ action, children }: { action: NavAction; children: ReactNode }) {
  return 'href' in action ? (
    <Link className="mq-nav__trigger" to={action.href}>
      {children}
    </Link>
  ) : (
    <button type="button" className="mq-nav__trigger" onClick={action.onClick}>
      {children}
    </button>
  );
}

/** The game navigation bar; a category shows only when it has vendors. */
export function NavigationBar({ inviteFriends, rewardCentre }: NavigationBarProps) {
  const { t } = useTranslation();
  const lanes = useLobbyVendorLanes();
  const paths = useLobbyPaths();
  return (
    <nav className="mq-nav" aria-label={t('game_navigation')}>
      <ul className="mq-nav__list">
        <li className="mq-nav__item">
          <Leading action={inviteFriends}>{t('invite_friends')}</Leading>
        </li>
        <li className="mq-nav__item">
          <Leading action={rewardCentre}>{t('reward_centre')}</Leading>
        </li>
        {NAV_ITEMS.map((item) => {
          const vendors: NavVendor[] = item.categories.flatMap((category) =>
            categoryVendors(lanes.data, category).map((card) => ({ card, category })),
          );
          if (vendors.length === 0) return null;
          return (
            <VendorDropdown
              key={item.key}
              label={t(item.labelKey)}
              vendors={vendors}
              moreHref={paths.categories[item.page]}
            />
          );
        })}
      </ul>
    </nav>
  );
}
