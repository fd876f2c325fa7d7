import type { MemberCentrePage } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { DEFAULT_PAGE, isBuiltPage, MemberCentre, MemberCentreConfigProvider } from '@marquee/member-centre';
import { usePhoneLayout } from '@marquee/ui-kit';
import { Navigate } from 'react-router';
import { memberCentrePath, paths } from '../app/paths';
import { useBrand } from '../brand/brand-context';
import { usePermissionQuery } from '../system/permission-query';
import { useBrowserAddress } from './member-centre-location';
import { useCloseOverlay } from './use-close-overlay';

/** The registration address a friend opens: the register form reads the code from `?ref=`. */
function referralLink(code: string): string {
  const url = new URL(paths.register, window.location.origin);
  url.searchParams.set('ref', code);
  return url.href;
}

/**
 * The member centre at its address. /member is the list of pages on a phone; on a wide screen it
 * and any page not built yet show the default page (the address is corrected in place). Closing
 * returns to the page underneath (the history entry before the overlay) or, opened from a link,
 * goes home.
 */
export function MemberCentreScreen({ page }: { page: string | undefined }) {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const { data: permission } = usePermissionQuery();
  const address = useBrowserAddress();
  const phone = usePhoneLayout();
  const close = useCloseOverlay();

  const pageList = page === undefined && phone;
  if (!pageList && !isBuiltPage(page)) {
    return <Navigate to={memberCentrePath(DEFAULT_PAGE)} replace state={address.state} />;
  }
  return (
    <MemberCentreConfigProvider
      hrefOf={(target: MemberCentrePage) => memberCentrePath(target)}
      referralLinkOf={referralLink}
      currencySymbol={permission?.currency.symbol ?? brand.currencyFallback.symbol}
      merchantCode={permission?.merchantCode ?? ''}
      locale={i18n.language}
      minimumAge={permission?.minimumAge}
    >
      <MemberCentre page={isBuiltPage(page) ? page : undefined} onClose={close} />
    </MemberCentreConfigProvider>
  );
}
