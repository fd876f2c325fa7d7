import { useTranslation } from '@marquee/i18n';
import { PointMallPage } from '@marquee/promotions';
import promotionsStyles from '@marquee/promotions/styles.css?url';
import { useBrand } from '../brand/brand-context';
import { loadStylesheet } from '../chunks/load-stylesheet';
import { usePermissionQuery } from '../system/permission-query';

// The promotions styles come with its screens, not in the first stylesheet.
await loadStylesheet(promotionsStyles);

/** /pointMall: the point mall, its values in the brand's currency. */
export function PointMallScreen() {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const { data: permission } = usePermissionQuery();
  return (
    <PointMallPage
      currencySymbol={permission?.currency.symbol ?? brand.currencyFallback.symbol}
      locale={i18n.language}
    />
  );
}
