import type { MemberCentrePage } from '@marquee/api-client';
import { DEFAULT_PAGE, isBuiltPage, MemberCentre, MemberCentreConfigProvider } from '@marquee/member-centre';
import { Navigate } from 'react-router';
import { memberCentrePath } from '../app/paths';
import { isFeatureEnabled } from '../system/feature-flags';
import { registrationLink, useOverlayScreen } from './use-overlay-screen';

const referralLink = (code: string) => registrationLink('ref', code);

/**
 * The member centre at its address. /member is the list of pages on a phone; on a wide screen it
 * and any page not built yet show the default page (the address is corrected in place).
 */
export function MemberCentreScreen({ page }: { page: string | undefined }) {
  const { close, listOnPhone, state, currencySymbol, locale, permission } = useOverlayScreen();
  if (!(page === undefined && listOnPhone) && !isBuiltPage(page)) {
    return <Navigate to={memberCentrePath(DEFAULT_PAGE)} replace state={state} />;
  }
  return (
    <MemberCentreConfigProvider
      hrefOf={(target: MemberCentrePage) => memberCentrePath(target)}
      referralLinkOf={referralLink}
      currencySymbol={currencySymbol}
      merchantCode={permission?.merchantCode ?? ''}
      locale={locale}
      minimumAge={permission?.minimumAge}
      agentPolicy={isFeatureEnabled(permission, 'AGENTPOLICY3')}
    >
      <MemberCentre page={isBuiltPage(page) ? page : undefined} onClose={close} />
    </MemberCentreConfigProvider>
  );
}
