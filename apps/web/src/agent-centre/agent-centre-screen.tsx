import {
  AgentCentre,
  AgentCentreConfigProvider,
  DEFAULT_ENTRY,
  isAgentCentreEntry,
} from '@marquee/agent-centre';
import { Navigate } from 'react-router';
import { agentCentrePath } from '../app/paths';
import { registrationLink, useOverlayScreen } from '../member-centre/use-overlay-screen';

const invitationLink = (code: string) => registrationLink('affiliateCode', code);

/**
 * The agent centre at its address. /agent is the list of entries on a phone; on a wide screen it and
 * any entry not built show the default entry, team overview (the address is corrected in place).
 */
export function AgentCentreScreen({ page }: { page: string | undefined }) {
  const { close, listOnPhone, state, currencySymbol, locale, permission } = useOverlayScreen();
  if (!(page === undefined && listOnPhone) && !isAgentCentreEntry(page)) {
    return <Navigate to={agentCentrePath(DEFAULT_ENTRY)} replace state={state} />;
  }
  return (
    <AgentCentreConfigProvider
      hrefOf={agentCentrePath}
      invitationLinkOf={invitationLink}
      currencySymbol={currencySymbol}
      merchantCode={permission?.merchantCode ?? ''}
      locale={locale}
    >
      <AgentCentre entry={isAgentCentreEntry(page) ? page : undefined} onClose={close} />
    </AgentCentreConfigProvider>
  );
}
