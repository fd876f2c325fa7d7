import {
  AgentCentre,
  AgentCentreConfigProvider,
  DEFAULT_ENTRY,
  isAgentCentreEntry,
} from '@marquee/agent-centre';
import { useTranslation } from '@marquee/i18n';
import { usePhoneLayout } from '@marquee/ui-kit';
import { Navigate } from 'react-router';
import { agentCentrePath, paths } from '../app/paths';
import { useBrand } from '../brand/brand-context';
import { useBrowserAddress } from '../member-centre/member-centre-location';
import { useCloseOverlay } from '../member-centre/use-close-overlay';
import { usePermissionQuery } from '../system/permission-query';

/** The registration address handed out: the register form reads the code from `?affiliateCode=`. */
function invitationLink(code: string): string {
  const url = new URL(paths.register, window.location.origin);
  url.searchParams.set('affiliateCode', code);
  return url.href;
}

/**
 * The agent centre at its address. /agent is the list of entries on a phone; on a wide screen it and
 * any entry not built show the default entry, team overview (the address is corrected in place).
 */
export function AgentCentreScreen({ page }: { page: string | undefined }) {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const { data: permission } = usePermissionQuery();
  const address = useBrowserAddress();
  const phone = usePhoneLayout();
  const close = useCloseOverlay();
  if (!(page === undefined && phone) && !isAgentCentreEntry(page)) {
    return <Navigate to={agentCentrePath(DEFAULT_ENTRY)} replace state={address.state} />;
  }
  return (
    <AgentCentreConfigProvider
      hrefOf={agentCentrePath}
      invitationLinkOf={invitationLink}
      currencySymbol={permission?.currency.symbol ?? brand.currencyFallback.symbol}
      locale={i18n.language}
    >
      <AgentCentre entry={isAgentCentreEntry(page) ? page : undefined} onClose={close} />
    </AgentCentreConfigProvider>
  );
}
