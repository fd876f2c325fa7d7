import { useTranslation } from '@marquee/i18n';
import { VipPage } from '@marquee/promotions';
import { useBrand } from '../brand/brand-context';
import { usePermissionQuery } from '../system/permission-query';

/** /vip: the VIP levels, and signed in the member's own, in the brand's currency. */
export function VipScreen() {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const { data: permission } = usePermissionQuery();
  return (
    <VipPage
      currencySymbol={permission?.currency.symbol ?? brand.currencyFallback.symbol}
      locale={i18n.language}
    />
  );
}
