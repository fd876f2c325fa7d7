import { isAgentAccount, isTrialAccount } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { openedFromMenu, useSessionStore } from '@marquee/session';
import { CentreOverlay, EmptyState, Spinner } from '@marquee/ui-kit';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TeamOverviewPage } from '../overview/team-overview-page';
import { AgentCentreMenu } from './agent-centre-menu';
import { type AgentCentreEntry, CONTRACT_ENTRIES, entryTitleKey, isContractEntry } from './entries';

export interface AgentCentreProps {
  /** a built entry; none on the menu's own address, which a phone shows as the list of entries */
  entry?: AgentCentreEntry | undefined;
  onClose: () => void;
}

// each entry past the overview is a chunk of its own: most visits only look at the team's figures
const RegisterAccountPage = lazy(() =>
  import('../register/register-account-page').then((module) => ({ default: module.RegisterAccountPage })),
);
const UserProfitPage = lazy(() =>
  import('../profit/user-profit-page').then((module) => ({ default: module.UserProfitPage })),
);
const TeamManagementPage = lazy(() =>
  import('../team/team-management-page').then((module) => ({ default: module.TeamManagementPage })),
);
const TeamBetsPage = lazy(() =>
  import('../bets/team-bets-page').then((module) => ({ default: module.TeamBetsPage })),
);
const IncomePage = lazy(() =>
  import('../income/income-page').then((module) => ({ default: module.IncomePage })),
);
const TransactionsPage = lazy(() =>
  import('../transactions/transactions-page').then((module) => ({ default: module.TransactionsPage })),
);
const AnnouncementsPage = lazy(() =>
  import('../announcements/announcements-page').then((module) => ({ default: module.AnnouncementsPage })),
);
const ContractPage = lazy(() =>
  import('../contracts/contract-page').then((module) => ({ default: module.ContractPage })),
);

function EntryContent({ entry }: { entry: AgentCentreEntry }) {
  if (isContractEntry(entry)) return <ContractPage kind={CONTRACT_ENTRIES[entry]} />;
  switch (entry) {
    case 'registerCenter':
      return <RegisterAccountPage />;
    case 'teamManagement':
      return <TeamManagementPage />;
    case 'userProfitLoss':
      return <UserProfitPage />;
    case 'announcement':
      return <AnnouncementsPage />;
    case 'teamBetting':
      return <TeamBetsPage />;
    case 'myIncome':
      return <IncomePage />;
    case 'transactionDetails':
      return <TransactionsPage />;
    default:
      return <TeamOverviewPage />;
  }
}

/**
 * The agent centre: over the current page with its menu beside the entry on a wide screen, a
 * full-screen page with a back arrow on a phone. Only an agent gets in: anyone else sees the refusal,
 * with no menu and no call made for the team.
 */
export function AgentCentre({ entry, onClose }: AgentCentreProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  // the session's agent flag, as the header's menu reads it; the platform refuses a non-agent's calls too
  const isAgent = useSessionStore((session) => session.isAgent);
  const agent = isAgentAccount(isAgent);
  const back = () => {
    if (entry !== undefined && openedFromMenu(state)) void navigate(-1);
    else onClose();
  };
  let content = null;
  if (isTrialAccount(isAgent))
    content = (
      <div className="mq-ac-section">
        <EmptyState title={t('non_member_login')} description={t('ac_not_an_agent_hint')} headingLevel="h3" />
      </div>
    );
  else if (!agent)
    content = (
      <div className="mq-ac-section">
        <EmptyState title={t('ac_not_an_agent')} description={t('ac_not_an_agent_hint')} headingLevel="h3" />
      </div>
    );
  else if (entry !== undefined)
    content = (
      <Suspense fallback={<Spinner label={t('ac_loading')} />}>
        <EntryContent entry={entry} />
      </Suspense>
    );
  return (
    <CentreOverlay
      title={t('ac_title')}
      pageTitle={entry === undefined || !agent ? t('ac_title') : t(entryTitleKey(entry))}
      page={agent ? entry : 'refused'}
      labels={{ close: t('close'), back: t('back') }}
      onClose={onClose}
      onBack={back}
      menu={agent ? <AgentCentreMenu current={entry} /> : null}
      className="mq-ac"
    >
      {content}
    </CentreOverlay>
  );
}
