import { useTranslation } from '@marquee/i18n';
import { VipPage } from '@marquee/promotions';
import promotionsStyles from '@marquee/promotions/styles.css?url';
import { useBrand } from '../brand/brand-context';
import { loadStylesheet } from '../chunks/load-stylesheet';
import { usePermissionQuery } from '../system/permission-query';

// The promotions styles come with its screens, not in the first stylesheet.
await loadStylesheet(promotionsStyles);

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
