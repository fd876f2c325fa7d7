import type { MemberCentrePage } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { menuLinkState, useConsolidatedContractsQuery, useUnreadCountQuery } from '@marquee/session';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { hasContracts, waitingOffers } from '../contracts/contract-kinds';
import { useClaimableCountQuery } from '../queries/claimable-count-query';
import { useMissionClaimableQuery } from '../queries/mission-claimable-query';
import { UnreadBadge } from '../shared/unread-badge';
import { MENU_PAGES, PLAY_SAFE_PAGES, pageTitleKey } from './built-pages';

/**
 * The overlay's own menu. Each entry is a link to the page's address, keeping the history state
 * the shell opened it with (the page shown underneath). Beside a page, moving between pages
 * replaces the history entry, so Back closes the member centre instead of stepping through it; from
 * the list of pages alone (a phone on the menu's address), a page is a step forward that Back and
 * the page's back arrow return from. My contracts is listed only while the consolidated info (the
 * brand's AGENTPOLICY3) holds an offer or a contract.
 */
export function MemberCentreMenu({ current }: { current: MemberCentrePage | undefined }) {
  const { t } = useTranslation();
  const { hrefOf, agentPolicy = false } = useMemberCentreConfig();
  const { state } = useLocation();
  const unread = useUnreadCountQuery();
  const claimable = useClaimableCountQuery();
  const missionClaimable = useMissionClaimableQuery();
  const contracts = useConsolidatedContractsQuery(agentPolicy);
  const list = current === undefined;
  const linkState = menuLinkState(state, list);
  const playSafeId = useId();
  const link = (page: MemberCentrePage) => (
    <li key={page}>
      <Link
        to={hrefOf(page)}
        replace={!list}
        state={linkState}
        className="mq-centre-menu__link"
        aria-current={page === current ? 'page' : undefined}
      >
        {t(pageTitleKey(page))}
        {page === 'messageV2' && <UnreadBadge count={unread.data} />}
        {page === 'rewardCenter' && <UnreadBadge count={claimable.data} label="mcrwd_badge" />}
        {page === 'agentContracts' && (
          <UnreadBadge count={waitingOffers(contracts.data)} label="mcct_offers_count" />
        )}
        {page === 'missionLeaderboard' && (
          <UnreadBadge count={missionClaimable.data} label="mcmis_claimable_count" />
        )}
      </Link>
    </li>
  );
  return (
    <nav className="mq-centre-menu" aria-label={t('mc_menu')}>
      <ul>
        {MENU_PAGES.filter((page) => page !== 'agentContracts' || hasContracts(contracts.data)).map(link)}
      </ul>
      <h2 className="mq-centre-menu__group" id={playSafeId}>
        {t('mcps_group_title')}
      </h2>
      <ul aria-labelledby={playSafeId}>{PLAY_SAFE_PAGES.map(link)}</ul>
    </nav>
  );
}
