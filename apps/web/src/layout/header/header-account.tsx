import { AccountMenu } from '@marquee/auth';
import { useTranslation } from '@marquee/i18n';
import { useTrialWarningStore } from '@marquee/session';
import { agentCentrePaths, paths } from '../../app/paths';
import { useBrand } from '../../brand/brand-context';
import { useOpenMemberCentre } from '../../member-centre/use-open-member-centre';
import { useOpenOverlay } from '../../member-centre/use-open-overlay';
import { usePermissionQuery } from '../../system/permission-query';

/**
 * The signed-in part of the header: the auth package's account menu (balance, VIP level, entries,
 * confirmed sign-out). The balance stays on every page, game and lottery pages included: a bet
 * moves it, and the player checks it there. Every entry goes through the login guard, so a trial
 * account asking for the member or agent centre gets the "register an account first" warning; both
 * centres open over the current page.
 */
export function HeaderAccount() {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const { data: permission } = usePermissionQuery();

  const openMemberCentre = useOpenMemberCentre();
  const openAgentCentre = useOpenOverlay(agentCentrePaths);

  return (
    <AccountMenu
      className="app-header__account"
      compactOnPhone
      oneLineOnWide
      currencySymbol={permission?.currency.symbol ?? brand.currencyFallback.symbol}
      locale={i18n.language}
      memberCentre={() => openMemberCentre()}
      agentCentre={() => openAgentCentre(paths.agentCentre)}
      bettingRecord={() => openMemberCentre('personalHistoryCopy')}
      accountRecord={() => openMemberCentre('transactionHistory')}
      deposit={() => openMemberCentre('depositv2')}
      withdraw={() => openMemberCentre('withdraw')}
      // The session and the member caches are gone and the package goes home; the announcements
      // reload by themselves (their query key holds the login state). A warning left open for the
      // old session must not greet the next visitor.
      onLoggedOut={() => useTrialWarningStore.getState().hide()}
    />
  );
}
