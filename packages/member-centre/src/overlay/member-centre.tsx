import type { MemberCentrePage } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { openedFromMenu } from '@marquee/session';
import { CentreOverlay, Spinner } from '@marquee/ui-kit';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DepositPage } from '../deposit/deposit-page';
import { MessagesPage } from '../messages/messages-page';
import { SecurityCenterPage } from '../security/security-center-page';
import { UplineTransferPage } from '../upline/upline-transfer-page';
import { WalletPage } from '../wallet/wallet-page';
import { WithdrawPage } from '../withdraw/withdraw-page';
import { pageTitleKey } from './built-pages';
import { MemberCentreBalance } from './member-centre-balance';
import { MemberCentreMenu } from './member-centre-menu';

export interface MemberCentreProps {
  /**
   * a built page (the shell sends any other address to the default page); none on the menu's own
   * address, which a phone shows as the list of pages (a wide screen shows a page beside the menu)
   */
  page?: MemberCentrePage | undefined;
  onClose: () => void;
}

// the records pages are chunks of their own: most visits to the member centre never open them
const BettingRecordPage = lazy(() =>
  import('../records/betting-record-page').then((module) => ({ default: module.BettingRecordPage })),
);
const AccountRecordPage = lazy(() =>
  import('../records/account-record-page').then((module) => ({ default: module.AccountRecordPage })),
);
// the P&L's chunk carries the chart library: no other page loads it
const ProfitPage = lazy(() =>
  import('../records/profit-page').then((module) => ({ default: module.ProfitPage })),
);

// the reward centre and bonus details: one chunk, the pages of a member's rewards
const RewardCentrePage = lazy(() =>
  import('../rewards/reward-centre-page').then((module) => ({ default: module.RewardCentrePage })),
);
const BonusDetailsPage = lazy(() =>
  import('../rewards/bonus-details-page').then((module) => ({ default: module.BonusDetailsPage })),
);
// the missions page and its leaderboard: only members who open it load them
const MissionsPage = lazy(() =>
  import('../missions/missions-page').then((module) => ({ default: module.MissionsPage })),
);
const ReferralPage = lazy(() =>
  import('../referral/referral-page').then((module) => ({ default: module.ReferralPage })),
);
const PlayLimitsPage = lazy(() =>
  import('../play-safe/play-limits-page').then((module) => ({ default: module.PlayLimitsPage })),
);
const PlayBreakPage = lazy(() =>
  import('../play-safe/play-break-page').then((module) => ({ default: module.PlayBreakPage })),
);
const RealityCheckPage = lazy(() =>
  import('../play-safe/reality-check-page').then((module) => ({ default: module.RealityCheckPage })),
);
const MyActivityPage = lazy(() =>
  import('../play-safe/my-activity-page').then((module) => ({ default: module.MyActivityPage })),
);
const AgentContractsPage = lazy(() =>
  import('../contracts/agent-contracts-page').then((module) => ({ default: module.AgentContractsPage })),
);
const PlayerRankPage = lazy(() =>
  import('../vip/player-rank-page').then((module) => ({ default: module.PlayerRankPage })),
);

function PageContent({ page }: { page: MemberCentrePage }) {
  switch (page) {
    case 'personalHistoryCopy':
      return <BettingRecordPage />;
    case 'transactionHistory':
      return <AccountRecordPage />;
    case 'personalProfit':
      return <ProfitPage />;
    case 'rewardCenter':
      return <RewardCentrePage />;
    case 'bonusDetails':
      return <BonusDetailsPage />;
    case 'transferFund':
      return <WalletPage />;
    case 'depositv2':
      return <DepositPage />;
    case 'withdraw':
      return <WithdrawPage />;
    case 'transferUpline':
      return <UplineTransferPage />;
    case 'agentContracts':
      return <AgentContractsPage />;
    case 'referral':
      return <ReferralPage />;
    case 'missionLeaderboard':
      return <MissionsPage />;
    case 'playerRank':
      return <PlayerRankPage />;
    case 'playSafeLimits':
      return <PlayLimitsPage />;
    case 'playSafeBreak':
      return <PlayBreakPage />;
    case 'playSafeActivity':
      return <MyActivityPage />;
    case 'playSafeRealityCheck':
      return <RealityCheckPage />;
    case 'messageV2':
      return <MessagesPage />;
    default:
      return <SecurityCenterPage />;
  }
}

/**
 * The member centre: a dialog over the current page with its menu beside the page; on a phone a
 * full-screen page, the list of pages on the menu's address, each page on its own with a back arrow
 * (to the list when it was opened from there, else to where the player came from).
 */
export function MemberCentre({ page, onClose }: MemberCentreProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const back = () => {
    if (page !== undefined && openedFromMenu(state)) void navigate(-1);
    else onClose();
  };
  return (
    <CentreOverlay
      title={t('member_centre')}
      pageTitle={page === undefined ? t('member_centre') : t(pageTitleKey(page))}
      page={page}
      labels={{ close: t('close'), back: t('back') }}
      onClose={onClose}
      onBack={back}
      menu={<MemberCentreMenu current={page} />}
      barEnd={<MemberCentreBalance />}
      className="mq-mc"
    >
      {page !== undefined && (
        <Suspense fallback={<Spinner label={t('mcrec_loading')} />}>
          <PageContent page={page} />
        </Suspense>
      )}
    </CentreOverlay>
  );
}
