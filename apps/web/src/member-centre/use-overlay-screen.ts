import { useTranslation } from '@marquee/i18n';
import { usePhoneLayout } from '@marquee/ui-kit';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../app/paths';
import { useBrand } from '../brand/brand-context';
import { usePermissionQuery } from '../system/permission-query';
import { backgroundOf, useBrowserAddress } from './member-centre-location';

/**
 * What the screen of an overlay of pages (the member or the agent centre) takes from the shell: how
 * it closes (back to the page underneath, the history entry before the overlay, or, opened from a
 * link, home), whether the menu's own address is the list of pages (a phone), the history state a
 * corrected address keeps, the brand's currency symbol, the language and the permission answer.
 */
export function useOverlayScreen() {
  const navigate = useNavigate();
  const address = useBrowserAddress();
  const background = backgroundOf(address);
  const brand = useBrand();
  const { i18n } = useTranslation();
  const { data: permission } = usePermissionQuery();
  const close = useCallback(() => {
    if (background) void navigate(-1);
    else void navigate(paths.root, { replace: true });
  }, [background, navigate]);
  return {
    close,
    listOnPhone: usePhoneLayout(),
    state: address.state,
    currencySymbol: permission?.currency.symbol ?? brand.currencyFallback.symbol,
    locale: i18n.language,
    permission,
  };
}

/** The registration address handed out, carrying a code in `param` for the register form to read. */
export function registrationLink(param: 'ref' | 'affiliateCode', code: string): string {
  const url = new URL(paths.register, window.location.origin);
  url.searchParams.set(param, code);
  return url.href;
}
